import {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {difficultyLabels} from '@site/src/config/writeups';
import {describeWriteupLocation} from '@site/src/plugins/writeups/paths';
import {
  facetKeys,
  facetLabels,
  facetOptions,
  filterWriteups,
  hasFilters,
  initialState,
  parseState,
  serializeState,
  sortKeys,
  sortLabels,
  sortWriteups,
  toggleValue,
  type ExplorerState,
  type FacetKey,
  type FacetOption,
  type SortKey,
} from '@site/src/plugins/explorer/facets';
import type {WriteupSummary} from '@site/src/plugins/explorer/model';
import styles from './styles.module.css';

type Props = {readonly writeups: readonly WriteupSummary[]};

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2025-02-03` → `3 Feb 2025`, the same on the server and in every browser. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${monthNames[month - 1]} ${year}`;
}

/** Facets whose long lists scroll inside their box instead of pushing the results down. */
const longFacets: ReadonlySet<FacetKey> = new Set(['tag', 'tool']);

/**
 * Every write-up in one list, faceted by platform, category, difficulty, tag and
 * tool, with a text filter and sorting. The server-rendered page lists everything
 * (it works without JavaScript); once hydrated, the query string holds the state,
 * so a filtered view can be shared.
 */
export default function WriteupExplorer({writeups}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  // Before hydration the page shows what the HTML has: the unfiltered list.
  const state = useMemo(() => (isBrowser ? parseState(location.search) : initialState), [isBrowser, location.search]);
  const setState = (next: ExplorerState) => history.replace({search: serializeState(next), hash: location.hash});

  const options = useMemo(() => facetOptions(writeups, state), [writeups, state]);
  const results = useMemo(() => sortWriteups(filterWriteups(writeups, state), state.sort), [writeups, state]);

  return (
    <Layout title="Explore write-ups" description="Every write-up on one page, filtered by platform, category, difficulty, tag and tool.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Explore write-ups</Heading>
        <p className={styles.intro}>
          Every write-up on one page. Narrow the list by what a challenge teaches; the address bar keeps your filters, so you can share the
          view. Also see the <Link to="/stats">statistics</Link>.
        </p>
        <div className={styles.explorer}>
          <form className={styles.filters} aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
            {/* Disabled until hydrated: without JavaScript the full list below is the page. */}
            <fieldset disabled={!isBrowser} className={styles.controls}>
              <legend className="visually-hidden">Filter and sort</legend>
              <label className={styles.field}>
                <span>Filter by text</span>
                <input
                  type="search"
                  value={state.text}
                  placeholder="e.g. exiftool, XSS, registry"
                  onChange={(event) => setState({...state, text: event.target.value})}
                />
              </label>
              <label className={styles.field}>
                <span>Sort by</span>
                <select value={state.sort} onChange={(event) => setState({...state, sort: event.target.value as SortKey})}>
                  {sortKeys.map((key) => (
                    <option key={key} value={key}>
                      {sortLabels[key]}
                    </option>
                  ))}
                </select>
              </label>
              {facetKeys.map((facet) => (
                <Facet key={facet} facet={facet} options={options[facet]} selected={state.selected[facet]} onToggle={(value) => setState(toggleValue(state, facet, value))} />
              ))}
              <button type="button" className="button button--secondary button--sm" disabled={!hasFilters(state)} onClick={() => setState({...initialState, sort: state.sort})}>
                Clear filters
              </button>
            </fieldset>
          </form>
          <section className={styles.results} aria-labelledby="explorer-results">
            <Heading as="h2" id="explorer-results" className={styles.count} aria-live="polite">
              {results.length === writeups.length ? `All ${writeups.length} write-ups` : `${results.length} of ${writeups.length} write-ups`}
            </Heading>
            {results.length === 0 ? (
              <p>No write-up matches these filters. Remove one, or clear them all.</p>
            ) : (
              <ol className={styles.list}>
                {results.map((writeup) => (
                  <WriteupItem key={writeup.permalink} writeup={writeup} />
                ))}
              </ol>
            )}
          </section>
        </div>
      </main>
    </Layout>
  );
}

function Facet({facet, options, selected, onToggle}: {readonly facet: FacetKey; readonly options: readonly FacetOption[]; readonly selected: readonly string[]; readonly onToggle: (value: string) => void}): ReactNode {
  return (
    <fieldset className={styles.facet}>
      <legend>{facetLabels[facet]}</legend>
      <ul className={longFacets.has(facet) ? styles.longOptions : styles.options}>
        {options.map((option) => (
          <li key={option.value}>
            <label>
              <input type="checkbox" name={facet} value={option.value} checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
              <span className={styles.optionLabel}>{option.label}</span>
              <span className={styles.optionCount}>{option.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function WriteupItem({writeup}: {readonly writeup: WriteupSummary}): ReactNode {
  return (
    <li className={styles.item}>
      <Heading as="h3" className={styles.itemTitle}>
        <Link to={writeup.permalink}>{writeup.title}</Link>
      </Heading>
      <p className={styles.itemDescription}>{writeup.description}</p>
      <p className={styles.itemMeta}>
        {describeWriteupLocation(writeup)} · {difficultyLabels[writeup.difficulty]}
        {writeup.points === null ? '' : ` · ${writeup.points} points`} · <time dateTime={writeup.published}>{formatDay(writeup.published)}</time>
      </p>
      {writeup.tools.length > 0 && <p className={styles.itemTools}>Tools: {writeup.tools.join(', ')}</p>}
    </li>
  );
}
