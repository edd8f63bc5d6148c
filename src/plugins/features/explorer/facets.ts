import {typedInputLimits} from '../../../config/inputs';
import {
  categoryLabel,
  difficulties,
  difficultyLabels,
  platformIds,
  platforms,
} from '../../../config/writeups';
import type {WriteupSummary} from '../../model/writeups/client';

/** The facets a reader can filter by, in the order the explorer shows them. */
export const facetKeys = [
  'platform',
  'category',
  'difficulty',
  'technique',
  'tag',
  'tool',
] as const;
export type FacetKey = (typeof facetKeys)[number];

export const sortKeys = ['newest', 'points', 'difficulty', 'title'] as const;
export type SortKey = (typeof sortKeys)[number];

export const sortLabels: Record<SortKey, string> = {
  newest: 'Newest first',
  points: 'Most points first',
  difficulty: 'Easiest first',
  title: 'Title (A to Z)',
};

export const facetLabels: Record<FacetKey, string> = {
  platform: 'Platform',
  category: 'Category',
  difficulty: 'Difficulty',
  technique: 'Technique',
  tag: 'Tag',
  tool: 'Tool',
};

/** The explorer's state; it lives in the URL query so a filtered view can be shared. */
export type ExplorerState = {
  readonly selected: Readonly<Record<FacetKey, readonly string[]>>;
  readonly text: string;
  readonly sort: SortKey;
  /** Only the write-ups the reader has not finished yet (their progress, kept in the browser). */
  readonly unsolved: boolean;
};

export const initialState: ExplorerState = {
  selected: {platform: [], category: [], difficulty: [], technique: [], tag: [], tool: []},
  text: '',
  sort: 'newest',
  unsolved: false,
};

/** A category value names its platform too: two platforms may share a category id. */
const categoryValue = (writeup: WriteupSummary) => `${writeup.platform}/${writeup.category}`;

/** The values a write-up has for a facet (one for most facets, several for tags and tools). */
export function facetValues(writeup: WriteupSummary, facet: FacetKey): readonly string[] {
  switch (facet) {
    case 'platform':
      return [writeup.platform];
    case 'category':
      return [categoryValue(writeup)];
    case 'difficulty':
      return [writeup.difficulty];
    case 'technique':
      return writeup.techniques;
    case 'tag':
      return writeup.tags;
    case 'tool':
      return writeup.tools;
  }
}

/** Names of the techniques in use, by id (from docs/techniques.yml). */
export type TechniqueNames = Readonly<Record<string, string>>;

/** A value of a fixed vocabulary, looked up without ever reading an inherited property (`__proto__`, `constructor`). */
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** How a facet value reads on screen; a value that names nothing known (from an edited URL) reads as itself. */
export function facetValueLabel(
  facet: FacetKey,
  value: string,
  techniqueNames: TechniqueNames = {},
): string {
  if (facet === 'platform') return own(platforms, value)?.label ?? value;
  if (facet === 'difficulty') return own(difficultyLabels, value) ?? value;
  if (facet === 'technique') return own(techniqueNames, value) ?? value;
  if (facet === 'category') {
    const [platform = '', category = ''] = value.split('/');
    const categoryName = categoryLabel(platform, category);
    return categoryName ? `${categoryName} (${own(platforms, platform)!.label})` : value;
  }
  return value;
}

/** Lower-cased words of the text filter; a write-up matches when every word is in it. */
export function textTerms(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

function searchableText(writeup: WriteupSummary): string {
  return [writeup.title, writeup.description, writeup.event, ...writeup.tools, ...writeup.tags]
    .join(' ')
    .toLowerCase();
}

type Wanted = Readonly<Record<FacetKey, ReadonlySet<string>>>;

const wantedSets = (state: ExplorerState): Wanted =>
  Object.fromEntries(
    facetKeys.map((facet) => [facet, new Set(state.selected[facet])]),
  ) as unknown as Wanted;

function matches(
  writeup: WriteupSummary,
  wanted: Wanted,
  terms: readonly string[],
  except?: FacetKey,
): boolean {
  for (const facet of facetKeys) {
    const values = wanted[facet];
    if (facet === except || values.size === 0) continue;
    // Within a facet, values combine with OR; across facets, with AND.
    if (!facetValues(writeup, facet).some((value) => values.has(value))) return false;
  }
  if (terms.length === 0) return true;
  const text = searchableText(writeup);
  return terms.every((term) => text.includes(term));
}

export function filterWriteups(
  writeups: readonly WriteupSummary[],
  state: ExplorerState,
): WriteupSummary[] {
  const terms = textTerms(state.text);
  const wanted = wantedSets(state);
  return writeups.filter((writeup) => matches(writeup, wanted, terms));
}

export type FacetOption = {readonly value: string; readonly label: string; readonly count: number};

/**
 * Options of every facet with the number of write-ups each would show. A facet's
 * counts apply every other filter but not its own, so choosing a second value in
 * the same facet (an OR) shows how many it would add. Selected values always stay
 * listed, even at zero, so they can be unticked.
 */
export function facetOptions(
  writeups: readonly WriteupSummary[],
  state: ExplorerState,
  techniqueNames: TechniqueNames = {},
): Record<FacetKey, FacetOption[]> {
  const terms = textTerms(state.text);
  const wanted = wantedSets(state);
  const result = {} as Record<FacetKey, FacetOption[]>;
  for (const facet of facetKeys) {
    const counts = new Map<string, number>();
    for (const writeup of writeups)
      for (const value of facetValues(writeup, facet)) counts.set(value, 0);
    // A value from a shared URL that no write-up has still shows, so it can be unticked.
    for (const value of wanted[facet]) if (!counts.has(value)) counts.set(value, 0);
    for (const writeup of writeups) {
      if (!matches(writeup, wanted, terms, facet)) continue;
      for (const value of facetValues(writeup, facet))
        counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const options = [...counts]
      .filter(([value, count]) => count > 0 || wanted[facet].has(value))
      .map(([value, count]) => ({
        value,
        label: facetValueLabel(facet, value, techniqueNames),
        count,
      }));
    result[facet] = options.sort(optionOrder(facet));
  }
  return result;
}

function optionOrder(facet: FacetKey): (a: FacetOption, b: FacetOption) => number {
  if (facet === 'difficulty')
    return (a, b) =>
      difficulties.indexOf(a.value as never) - difficulties.indexOf(b.value as never);
  if (facet === 'platform')
    return (a, b) => platformIds.indexOf(a.value as never) - platformIds.indexOf(b.value as never);
  return (a, b) => b.count - a.count || a.label.localeCompare(b.label);
}

const byTitle = (a: WriteupSummary, b: WriteupSummary) =>
  a.title.localeCompare(b.title, 'en', {sensitivity: 'base'});

const comparators: Record<SortKey, (a: WriteupSummary, b: WriteupSummary) => number> = {
  newest: (a, b) => b.published.localeCompare(a.published) || byTitle(a, b),
  // Write-ups without points (e.g. Root-Me, labs) go last.
  points: (a, b) => (b.points ?? -1) - (a.points ?? -1) || byTitle(a, b),
  difficulty: (a, b) =>
    difficulties.indexOf(a.difficulty) - difficulties.indexOf(b.difficulty) ||
    (a.points ?? 0) - (b.points ?? 0) ||
    byTitle(a, b),
  title: byTitle,
};

export function sortWriteups(writeups: readonly WriteupSummary[], sort: SortKey): WriteupSummary[] {
  return [...writeups].sort(comparators[sort]);
}

/** At most this many values per facet, and this many characters of text, are read from a URL. */
export const urlLimits = {
  valuesPerFacet: 50,
  valueLength: 100,
  textLength: typedInputLimits.explorerFilter,
} as const;

/**
 * Reads the state from a query string. Unknown keys, sorts and empty values are
 * ignored, and what is read is capped (urlLimits), so an edited or hostile link
 * costs no more than a long real one.
 */
export function parseState(search: string): ExplorerState {
  const params = new URLSearchParams(search);
  const selected = Object.fromEntries(
    facetKeys.map((facet) => {
      const values = new Set<string>();
      for (const value of params.getAll(facet)) {
        if (values.size >= urlLimits.valuesPerFacet) break;
        if (value.trim() !== '' && value.length <= urlLimits.valueLength) values.add(value);
      }
      return [facet, [...values]];
    }),
  ) as Record<FacetKey, string[]>;
  const sort = params.get('sort');
  return {
    selected,
    text: (params.get('q') ?? '').slice(0, urlLimits.textLength),
    sort: (sortKeys as readonly (string | null)[]).includes(sort)
      ? (sort as SortKey)
      : initialState.sort,
    unsolved: params.get('unsolved') === '1',
  };
}

/** The query string for a state (with `?`, or empty for the initial state); defaults are left out. */
export function serializeState(state: ExplorerState): string {
  const params = new URLSearchParams();
  for (const facet of facetKeys)
    for (const value of state.selected[facet]) params.append(facet, value);
  if (state.text.trim() !== '') params.set('q', state.text);
  if (state.sort !== initialState.sort) params.set('sort', state.sort);
  if (state.unsolved) params.set('unsolved', '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function toggleValue(state: ExplorerState, facet: FacetKey, value: string): ExplorerState {
  const current = state.selected[facet];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return {...state, selected: {...state.selected, [facet]: next}};
}

export function hasFilters(state: ExplorerState): boolean {
  return activeFilterCount(state) > 0;
}

/** How many filters narrow the list: each chosen facet value, the text and "not solved yet" (the phone's "Filters (n)"). */
export function activeFilterCount(state: ExplorerState): number {
  return (
    Number(state.unsolved) +
    Number(state.text.trim() !== '') +
    facetKeys.reduce((count, facet) => count + state.selected[facet].length, 0)
  );
}
