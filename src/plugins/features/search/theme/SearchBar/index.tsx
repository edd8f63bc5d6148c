import React, {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {typedInputLimits} from '@site/src/config/inputs';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {contextOfPath} from '../../contexts';
import {
  hitHref,
  searchPageHref,
  useSearchEngine,
  useSearchOutcome,
} from '../../client/useSearchEngine';
import Snippet from './Snippet';
import styles from './styles.module.css';

/** Suggestions shown under the box (spec: 8). */
const suggestionLimit = 8;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The navbar search box: an ARIA combobox that loads the index on first hover or
 * focus, answers as the reader types, and links to the full results page.
 */
export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  const history = useHistory();
  const location = useLocation();
  const {service, status, load, retry} = useSearchEngine();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const context = contextOfPath(location.pathname.slice(baseUrl.length));

  const outcome = useSearchOutcome(service, status, query, {typing: true, limit: suggestionLimit});
  const hits = outcome?.ok ? outcome.hits : [];
  const terms = outcome?.ok ? outcome.terms : [];

  useEffect(() => {
    // Words typed before the page became interactive are in the box but not in React's state: search them now.
    const input = inputRef.current;
    if (!input?.value) return;
    setQuery(input.value);
    if (document.activeElement === input) {
      load();
      setOpen(true);
    }
  }, [load]);

  useEffect(() => {
    const focusOnShortcut = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, []);

  const go = (href: string) => {
    setOpen(false);
    inputRef.current?.blur();
    history.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Cycles through the options and back to the input (-1).
      setActive((current) => {
        const next = current + step;
        if (next >= hits.length) return -1;
        return next < -1 ? hits.length - 1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) go(hitHref(baseUrl, hit, terms));
      else if (query.trim()) go(searchPageHref(baseUrl, query));
    } else if (event.key === 'Escape') {
      // First Escape closes the suggestions (a search input would clear itself), the second clears.
      event.preventDefault();
      if (open && query) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  const showPanel = open && query.trim() !== '';
  const activeId = active >= 0 && active < hits.length ? `${listboxId}-${active}` : undefined;

  return (
    <div className={styles.searchBox} onMouseEnter={load}>
      <div className={styles.inputWrapper}>
        <input
          ref={inputRef}
          // A combobox, not type="search": that type's own role would conflict with role="combobox".
          type="text"
          className={clsx('navbar__search-input', styles.input)}
          placeholder="Search"
          aria-label="Search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          maxLength={typedInputLimits.searchQuery}
          value={query}
          onFocus={() => {
            load();
            setOpen(true);
          }}
          onBlur={(event) => {
            if (
              !event.currentTarget.parentElement?.parentElement?.contains(
                event.relatedTarget as Node | null,
              )
            )
              setOpen(false);
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {status.state === 'loading' && (
          <span
            className={clsx('loading-ring', styles.spinner)}
            role="status"
            aria-label="Loading the search index"
          />
        )}
        {query ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="Clear search"
            onClick={() => {
              setQuery('');
              setActive(-1);
              inputRef.current?.focus();
            }}
          >
            ×
          </button>
        ) : (
          <kbd className={styles.shortcut} aria-hidden="true">
            {isMac() ? '⌘' : 'Ctrl'} K
          </kbd>
        )}
      </div>
      <div className={clsx(styles.panel, !showPanel && styles.hidden)}>
        {outcome && !outcome.ok && (
          <p className={styles.error} role="alert">
            {outcome.error}
          </p>
        )}
        {outcome?.ok && hits.length === 0 && <p className={styles.empty}>No results</p>}
        {outcome?.ok && outcome.correctedQuery && (
          <p className={styles.empty} role="status">
            Showing results for <strong>{outcome.correctedQuery}</strong>
          </p>
        )}
        {status.state === 'error' && (
          <div className={styles.error} role="alert">
            <p>The search index could not be loaded: {status.error}</p>
            <button
              type="button"
              className="button button--sm button--secondary"
              onMouseDown={(event) => event.preventDefault()}
              onClick={retry}
            >
              Retry
            </button>
          </div>
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Search suggestions"
          className={styles.suggestions}
        >
          {hits.map((hit, index) => (
            <li
              key={`${hit.url}#${hit.anchor}`}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={clsx(styles.suggestion, index === active && styles.active)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(hitHref(baseUrl, hit, terms))}
            >
              <span className={styles.suggestionTitle}>
                {hit.title}
                {hit.heading && <span className={styles.suggestionHeading}> › {hit.heading}</span>}
              </span>
              {hit.breadcrumb && <span className={styles.breadcrumb}>{hit.breadcrumb}</span>}
              <Snippet parts={hit.snippet} className={styles.snippet} />
            </li>
          ))}
        </ul>
        {query.trim() && (
          <div className={styles.footer}>
            <Link
              to={searchPageHref(baseUrl, query)}
              onMouseDown={(event) => event.preventDefault()}
            >
              See all results
            </Link>
            {context && (
              <>
                <Link
                  to={searchPageHref(baseUrl, query, context.id)}
                  onMouseDown={(event) => event.preventDefault()}
                >
                  See all results within &quot;{context.label}&quot;
                </Link>
                <Link
                  to={searchPageHref(baseUrl, query, `-${context.id}`)}
                  onMouseDown={(event) => event.preventDefault()}
                >
                  See all results outside &quot;{context.label}&quot;
                </Link>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
