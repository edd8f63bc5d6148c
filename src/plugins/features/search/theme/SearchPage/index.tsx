import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import {typedInputLimits} from '@site/src/config/inputs';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {findContext, searchContexts} from '../../contexts';
import type {ContextFilter} from '../../engine';
import {hitHref, useSearchEngine, useSearchOutcome} from '../../client/useSearchEngine';
import Snippet from '../SearchBar/Snippet';
import styles from './styles.module.css';

const pageSize = 20;

/** `ctx=blog` keeps results within a context, `ctx=-blog` keeps those outside it. */
function parseContextParam(value: string | null): ContextFilter {
  const outside = value?.startsWith('-') ?? false;
  const context = findContext(outside ? value!.slice(1) : value);
  if (!context) return {};
  return outside ? {outside: context.id} : {within: context.id};
}

/** All results for `?q=…&ctx=…&version=…`; the query stays in the URL as it changes. */
export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query; reading it only after hydration keeps server and client in step.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  const contextParam = params.get('ctx') ?? '';
  const {service, status, load, retry} = useSearchEngine();
  // How many results are shown, for this query only: a new query starts again at one page.
  const resultsKey = `${query}\u0000${contextParam}`;
  const [shownFor, setShownFor] = useState({key: resultsKey, count: pageSize});
  const shown = shownFor.key === resultsKey ? shownFor.count : pageSize;
  const inputId = useId();
  const selectId = useId();

  // Once per page: a failed load waits for the reader's Retry.
  useEffect(load, [load]);

  const context = useMemo(() => parseContextParam(contextParam), [contextParam]);
  const outcome = useSearchOutcome(service, status, query, {context, limit: shown});

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    history.replace({search: `?${next}`});
  };

  const title = query ? `Search results for "${query}"` : 'Search';
  const contextOptions = searchContexts.flatMap((context) => [
    {value: context.id, label: `Within ${context.label}`},
    {value: `-${context.id}`, label: `Outside ${context.label}`},
  ]);

  return (
    <Layout title={title} description="Search the write-ups, the lab series and the blog.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className={styles.label}>
            Query
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            maxLength={typedInputLimits.searchQuery}
            value={query}
            onChange={(event) => update({q: event.target.value})}
            placeholder="e.g. +tshark -root title:disk sleuth~1"
          />
          <label htmlFor={selectId} className={styles.label}>
            Where
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={contextParam}
            onChange={(event) => update({ctx: event.target.value})}
          >
            <option value="">Everywhere</option>
            {contextOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </form>
        <p className={styles.help}>
          Syntax: <code>+word</code> required, <code>-word</code> excluded, <code>title:word</code>{' '}
          one field (Title, Heading, Description, Keywords, Content), <code>word~1</code> spelling
          distance, <code>word^10</code> boost, <code>wo*d</code> wildcard.
        </p>
        {status.state === 'loading' && <p role="status">Loading the search index…</p>}
        {status.state === 'error' && (
          <div role="alert" className={styles.error}>
            <p>The search index could not be loaded: {status.error}</p>
            <button type="button" className="button button--secondary" onClick={retry}>
              Retry
            </button>
          </div>
        )}
        {outcome && !outcome.ok && (
          <p className={styles.error} role="alert">
            {outcome.error}
          </p>
        )}
        {outcome?.ok && (
          <>
            <p role="status">
              {outcome.total === 0
                ? 'No results'
                : `${outcome.total} ${outcome.total === 1 ? 'result' : 'results'}`}
              {outcome.correctedQuery && (
                <>
                  {'. '}
                  Showing results for <strong>{outcome.correctedQuery}</strong>
                </>
              )}
            </p>
            <ol className={styles.results}>
              {outcome.hits.map((hit) => (
                <li key={`${hit.url}#${hit.anchor}`} className={styles.result}>
                  <article>
                    <Heading as="h2" className={styles.resultTitle}>
                      <Link to={hitHref(siteConfig.baseUrl, hit, outcome.terms)}>
                        {hit.title}
                        {hit.heading && ` › ${hit.heading}`}
                      </Link>
                    </Heading>
                    {hit.breadcrumb && <p className={styles.breadcrumb}>{hit.breadcrumb}</p>}
                    <p className={styles.snippet}>
                      <Snippet parts={hit.snippet} />
                    </p>
                  </article>
                </li>
              ))}
            </ol>
            {outcome.total > shown && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setShownFor({key: resultsKey, count: shown + pageSize})}
              >
                Show more results
              </button>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}
