import {describe, expect, it} from 'vitest';
import {
  activeFilterCount,
  facetOptions,
  facetValueLabel,
  filterWriteups,
  initialState,
  parseState,
  serializeState,
  sortWriteups,
  toggleValue,
  urlLimits,
  type ExplorerState,
} from '../facets';
import {writeupSummaries as writeups} from '../../../model/writeups/testing';

const titles = (list: readonly {title: string}[]) => list.map((writeup) => writeup.title);
const withState = (
  change: Partial<Omit<ExplorerState, 'selected'>> & {
    selected?: Partial<ExplorerState['selected']>;
  },
): ExplorerState => ({
  ...initialState,
  ...change,
  selected: {...initialState.selected, ...change.selected},
});

describe('filterWriteups', () => {
  it.each([
    ['no filter keeps everything', withState({}), 6],
    ['one platform', withState({selected: {platform: ['root-me']}}), 1],
    [
      'two values of one facet combine with OR',
      withState({selected: {difficulty: ['easy', 'hard']}}),
      4,
    ],
    [
      'two facets combine with AND',
      withState({selected: {platform: ['picoctf'], tool: ['exiftool']}}),
      1,
    ],
    ['a tool shared across platforms', withState({selected: {tool: ['exiftool']}}), 2],
    [
      'category values name their platform',
      withState({selected: {category: ['picoctf/forensics']}}),
      3,
    ],
    [
      'text matches title, description, tools and tags, every word',
      withState({text: 'STRINGS memory'}),
      1,
    ],
    ['text that matches nothing', withState({text: 'kerberoast'}), 0],
  ])('%s', (_name, state, expected) => {
    expect(filterWriteups(writeups, state)).toHaveLength(expected);
  });
});

describe('facetOptions', () => {
  it('counts every value over the whole list when nothing is selected', () => {
    const options = facetOptions(writeups, initialState);
    expect(options.platform.map(({label, count}) => [label, count])).toEqual([
      ['picoCTF', 4],
      ['Root-Me', 1],
      ['Sysmon & Splunk', 1],
    ]);
    expect(options.difficulty.map(({value}) => value)).toEqual([
      'very-easy',
      'easy',
      'medium',
      'hard',
    ]);
    expect(options.tool[0]).toEqual({value: 'exiftool', label: 'exiftool', count: 2});
    expect(options.category.find((option) => option.value === 'root-me/forensic')?.label).toBe(
      'Forensic (Root-Me)',
    );
  });

  it("applies the other facets' filters to a facet's counts, but not its own", () => {
    const state = withState({selected: {platform: ['picoctf'], difficulty: ['easy']}});
    const options = facetOptions(writeups, state);
    // Platform counts ignore the platform filter: Root-Me would add its one easy write-up.
    expect(options.platform.map(({value, count}) => [value, count])).toEqual([
      ['picoctf', 2],
      ['root-me', 1],
    ]);
    // Difficulty counts are within picoCTF only.
    expect(options.difficulty.map(({value, count}) => [value, count])).toEqual([
      ['very-easy', 1],
      ['easy', 2],
      ['hard', 1],
    ]);
    // Tools are counted within picoCTF and easy.
    expect(options.tool.map(({value, count}) => [value, count])).toEqual([
      ['base64', 1],
      ['exiftool', 1],
      ['strings', 1],
    ]);
  });

  it('keeps a selected value listed at zero so it can be unticked', () => {
    const state = withState({selected: {tool: ['volatility']}, text: 'caesar'});
    expect(facetOptions(writeups, state).tool).toContainEqual({
      value: 'volatility',
      label: 'volatility',
      count: 0,
    });
  });

  it('lists a selected value that no write-up has (from a shared or edited URL)', () => {
    const state = withState({selected: {tool: ['<script>']}});
    expect(facetOptions(writeups, state).tool).toContainEqual({
      value: '<script>',
      label: '<script>',
      count: 0,
    });
  });
});

describe('sortWriteups', () => {
  it.each([
    [
      'newest',
      [
        'Detecting Run key persistence',
        'Bitlocker-2',
        'Deleted file',
        'Caesar',
        'Glory of the Garden',
        'information',
      ],
    ],
    [
      'points',
      [
        'Bitlocker-2',
        'Caesar',
        'Glory of the Garden',
        'information',
        'Deleted file',
        'Detecting Run key persistence',
      ],
    ],
    [
      'difficulty',
      [
        'Caesar',
        'Deleted file',
        'information',
        'Glory of the Garden',
        'Detecting Run key persistence',
        'Bitlocker-2',
      ],
    ],
    [
      'title',
      [
        'Bitlocker-2',
        'Caesar',
        'Deleted file',
        'Detecting Run key persistence',
        'Glory of the Garden',
        'information',
      ],
    ],
  ] as const)('by %s', (sort, expected) => {
    expect(titles(sortWriteups(writeups, sort))).toEqual(expected);
  });
});

describe('URL state', () => {
  it('round-trips a filtered view through the query string', () => {
    const state = withState({
      selected: {platform: ['picoctf'], tool: ['exiftool', 'strings']},
      text: 'flag & <b>',
      sort: 'points',
    });
    const query = serializeState(state);
    expect(query).toBe(
      '?platform=picoctf&tool=exiftool&tool=strings&q=flag+%26+%3Cb%3E&sort=points',
    );
    expect(parseState(query)).toEqual(state);
  });

  it('leaves defaults out, so the unfiltered view has a clean URL', () => {
    expect(serializeState(initialState)).toBe('');
  });

  it('ignores unknown keys, unknown sorts, empty and repeated values', () => {
    expect(parseState('?sort=random&platform=&tool=nmap&tool=nmap&utm_source=x')).toEqual(
      withState({selected: {tool: ['nmap']}}),
    );
  });

  it('toggles a value on and off', () => {
    const on = toggleValue(initialState, 'tag', 'forensics');
    expect(on.selected.tag).toEqual(['forensics']);
    expect(toggleValue(on, 'tag', 'forensics').selected.tag).toEqual([]);
  });
});

describe('hostile URLs', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'a value named %s reads as itself in every facet, never as an inherited property',
    (value) => {
      for (const facet of ['platform', 'category', 'difficulty', 'technique'] as const) {
        expect(facetValueLabel(facet, value, {})).toBe(value);
      }
      expect(facetValueLabel('category', `${value}/${value}`)).toBe(`${value}/${value}`);
      const state = parseState(
        `?difficulty=${value}&platform=${value}&category=${value}%2F${value}`,
      );
      expect(filterWriteups(writeups, state)).toEqual([]);
      expect(facetOptions(writeups, state).difficulty).toContainEqual({
        value,
        label: value,
        count: 0,
      });
    },
  );

  it('reads at most a fixed number of values per facet, and a bounded text, however long the link', () => {
    const query = `?${Array.from({length: 30_000}, (_, i) => `tag=t${i}`).join('&')}&q=${'x'.repeat(10_000)}`;
    const state = parseState(query);
    expect(state.selected.tag).toHaveLength(urlLimits.valuesPerFacet);
    expect(state.text).toHaveLength(urlLimits.textLength);
    expect(parseState(`?tag=${'y'.repeat(urlLimits.valueLength + 1)}`).selected.tag).toEqual([]);
  });
});

describe('activeFilterCount', () => {
  it('counts each chosen value, the text and "not solved yet", and nothing for the sort order', () => {
    expect(activeFilterCount(initialState)).toBe(0);
    expect(activeFilterCount(withState({sort: 'title'}))).toBe(0);
    expect(
      activeFilterCount(
        withState({text: '  ', selected: {platform: ['picoctf', 'root-me'], tool: ['xxd']}}),
      ),
    ).toBe(3);
    expect(activeFilterCount(withState({text: 'exif', unsolved: true}))).toBe(2);
  });
});
