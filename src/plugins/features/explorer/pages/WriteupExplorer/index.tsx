import {memo, useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import QuietLink from '@site/src/components/QuietLink';
import Finished from '@site/src/components/Progress/Finished';
import {isFinished} from '@site/src/components/Progress/store';
import useProgress from '@site/src/components/Progress/useProgress';
import {inputLimitMessage, typedInputLimits} from '@site/src/config/inputs';
import {readerPages, techniquePage} from '@site/src/config/pages';
import {describeWriteupFacts, type WriteupSummary} from '@site/src/plugins/model/writeups/client';
import {
  facetKeys,
  facetLabels,
  facetOptions,
  filterWriteups,
  activeFilterCount,
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
  type TechniqueNames,
} from '@site/src/plugins/features/explorer/facets';
import {formatDay} from '@site/src/utils/dates';
import styles from './styles.module.css';

type Props = {
  readonly writeups: readonly WriteupSummary[];
  readonly techniqueNames: TechniqueNames;
};

/** Facets whose long lists scroll inside their box instead of pushing the results down. */
const longFacets: ReadonlySet<FacetKey> = new Set(['technique', 'tag', 'tool']);

/**
 * Every write-up in one list, faceted by platform, category, difficulty, tag and
 * tool, with a text filter and sorting. The server-rendered page lists everything
 * (it works without JavaScript); once hydrated, the query string holds the state,
 * so a filtered view can be shared.
 */
export default function WriteupExplorer({writeups, techniqueNames}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // The HTML shows the unfiltered list; once hydrated, the query string decides.
  const [state, setState] = useState<ExplorerState>(initialState);
  // On a phone the filters wait behind one button, so the first write-ups are on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(state);
  useEffect(() => {
    // Reading the URL waits for hydration, so that the first render matches the HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isBrowser) setState(parseState(window.location.search));
  }, [isBrowser]);
  useEffect(() => {
    if (!isBrowser) return;
    // Straight to the History API: a router navigation per keystroke would re-run
    // Docusaurus' route transition for a page that does not change.
    const url = `${window.location.pathname}${serializeState(state)}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
      window.history.replaceState(window.history.state, '', url);
  }, [isBrowser, state]);

  const toggle = useCallback(
    (facet: FacetKey, value: string) => setState((current) => toggleValue(current, facet, value)),
    [],
  );
  const options = useMemo(
    () => facetOptions(writeups, state, techniqueNames),
    [writeups, state, techniqueNames],
  );
  const sorted = useMemo(() => sortWriteups(writeups, state.sort), [writeups, state.sort]);
  const progress = useProgress();
  const shown = useMemo(
    () =>
      new Set(
        filterWriteups(writeups, state)
          .filter((writeup) => !state.unsolved || !isFinished(progress, writeup.permalink))
          .map((writeup) => writeup.permalink),
      ),
    [writeups, state, progress],
  );

  return (
    <Layout
      title="Explore write-ups"
      description="Every write-up on one page, filtered by platform, category, difficulty, technique, tag and tool."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Explore write-ups</Heading>
        <p className={styles.intro}>
          Every write-up on one page. Narrow the list by what a challenge teaches; the address bar
          keeps your filters, so you can share the view. Also see the{' '}
          <Link to={`/${readerPages.statistics}`}>statistics</Link>.
        </p>
        <div className={styles.explorer}>
          <button
            type="button"
            className={`button button--primary ${styles.filtersToggle}`}
            aria-expanded={filtersOpen}
            aria-controls="explorer-filters"
            disabled={!isBrowser}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            {filtersOpen ? 'Hide filters' : 'Filters'}
            {filterCount > 0 && ` (${filterCount})`}
          </button>
          <form
            id="explorer-filters"
            className={`${styles.filters} ${filtersOpen ? '' : styles.filtersClosed}`}
            aria-label="Filters"
            onSubmit={(event) => event.preventDefault()}
          >
            {/* Disabled until hydrated: without JavaScript the full list below is the page. */}
            <fieldset disabled={!isBrowser} className={styles.controls}>
              <legend className="visually-hidden">Filter and sort</legend>
              <label className={styles.field}>
                <span>Filter by text</span>
                <input
                  type="search"
                  value={state.text}
                  maxLength={typedInputLimits.explorerFilter}
                  placeholder="e.g. exiftool, XSS, registry"
                  aria-describedby={
                    state.text.length >= typedInputLimits.explorerFilter
                      ? 'explorer-filter-limit'
                      : undefined
                  }
                  onChange={(event) => setState({...state, text: event.target.value})}
                />
              </label>
              {state.text.length >= typedInputLimits.explorerFilter && (
                <p id="explorer-filter-limit" className={styles.limit} role="status">
                  {inputLimitMessage(typedInputLimits.explorerFilter)}
                </p>
              )}
              <label className={styles.field}>
                <span>Sort by</span>
                <select
                  value={state.sort}
                  onChange={(event) => setState({...state, sort: event.target.value as SortKey})}
                >
                  {sortKeys.map((key) => (
                    <option key={key} value={key}>
                      {sortLabels[key]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.progressFilter}>
                <input
                  type="checkbox"
                  checked={state.unsolved}
                  onChange={(event) => setState({...state, unsolved: event.target.checked})}
                />
                Only write-ups I have not solved yet
              </label>
              {facetKeys.map((facet) => (
                <Facet
                  key={facet}
                  facet={facet}
                  options={options[facet]}
                  selected={state.selected[facet]}
                  onToggle={toggle}
                  techniqueNames={techniqueNames}
                />
              ))}
              <button
                type="button"
                className="button button--secondary button--sm"
                disabled={!hasFilters(state)}
                onClick={() => setState({...initialState, sort: state.sort})}
              >
                Clear filters
              </button>
            </fieldset>
          </form>
          <section className={styles.results} aria-labelledby="explorer-results">
            <Heading as="h2" id="explorer-results" className={styles.count} aria-live="polite">
              {shown.size === writeups.length
                ? `All ${writeups.length} write-ups`
                : `${shown.size} of ${writeups.length} write-ups`}
            </Heading>
            {shown.size === 0 && (
              <p>No write-up matches these filters. Remove one, or clear them all.</p>
            )}
            {/* Every item stays mounted and hidden ones are only hidden: a filter change re-renders a few props, not 200 links.
                Their links do not prefetch on view (QuietLink), which would fire for every item a filter reveals. */}
            <ol className={styles.list}>
              {sorted.map((writeup) => (
                <WriteupItem
                  key={writeup.permalink}
                  writeup={writeup}
                  hidden={!shown.has(writeup.permalink)}
                />
              ))}
            </ol>
          </section>
        </div>
      </main>
    </Layout>
  );
}

const Facet = memo(function Facet({
  facet,
  options,
  selected,
  onToggle,
  techniqueNames,
}: {
  readonly facet: FacetKey;
  readonly options: readonly FacetOption[];
  readonly selected: readonly string[];
  readonly onToggle: (facet: FacetKey, value: string) => void;
  /** The techniques that have a page: a value read from the address links to one only if it is among them. */
  readonly techniqueNames: TechniqueNames;
}): ReactNode {
  return (
    <fieldset className={styles.facet}>
      <legend>{facetLabels[facet]}</legend>
      <ul className={longFacets.has(facet) ? styles.longOptions : styles.options}>
        {options.map((option) => (
          <FacetRow
            key={option.value}
            facet={facet}
            option={option.value}
            label={option.label}
            count={option.count}
            checked={selected.includes(option.value)}
            onToggle={onToggle}
            hasPage={facet === 'technique' && Object.hasOwn(techniqueNames, option.value)}
          />
        ))}
      </ul>
    </fieldset>
  );
});

/** One option; memoised on its primitive props, so a filter change re-renders only the rows whose count or state changed. */
const FacetRow = memo(function FacetRow({
  facet,
  option,
  label,
  count,
  checked,
  onToggle,
  hasPage,
}: {
  readonly facet: FacetKey;
  readonly option: string;
  readonly label: string;
  readonly count: number;
  readonly checked: boolean;
  readonly onToggle: (facet: FacetKey, value: string) => void;
  /** A technique with a page of its own: only then is the "?" link built, from its known id. */
  readonly hasPage: boolean;
}): ReactNode {
  return (
    <li>
      <label>
        <input
          type="checkbox"
          name={facet}
          value={option}
          checked={checked}
          onChange={() => onToggle(facet, option)}
        />
        <span className={styles.optionLabel}>{label}</span>
        <span className={styles.optionCount}>{count}</span>
      </label>
      {hasPage && (
        // Outside the label: following the link must not toggle the filter.
        <QuietLink to={`/${techniquePage(option)}`} className={styles.optionAbout}>
          <span aria-hidden="true">?</span>
          <span className="visually-hidden">About {label}</span>
        </QuietLink>
      )}
    </li>
  );
});

const WriteupItem = memo(function WriteupItem({
  writeup,
  hidden,
}: {
  readonly writeup: WriteupSummary;
  readonly hidden: boolean;
}): ReactNode {
  return (
    <li className={styles.item} hidden={hidden}>
      <Heading as="h3" className={styles.itemTitle}>
        <QuietLink to={writeup.permalink}>{writeup.title}</QuietLink>
        <Finished permalink={writeup.permalink} />
      </Heading>
      <p className={styles.itemDescription}>{writeup.description}</p>
      <p className={styles.itemMeta}>
        {describeWriteupFacts(writeup, writeup.difficulty, writeup.points)} ·{' '}
        <time dateTime={writeup.published}>{formatDay(writeup.published)}</time>
      </p>
      {writeup.tools.length > 0 && (
        <p className={styles.itemTools}>Tools: {writeup.tools.join(', ')}</p>
      )}
    </li>
  );
});
