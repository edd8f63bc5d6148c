/**
 * Hostile links found by outside tests (three rounds), in one place: the
 * end-to-end tests (tests/e2e/hostile-links.spec.ts, search-robustness.spec.ts)
 * assert what the reader gets, and `npm run bench:hostile` replays them for figures.
 */

/** Addresses under a page family that name no page of it: each is the not-found page, and fetches nothing. */
export const foreignFamilyPaths = [
  'tools/..%2F..%2Fother%2Fevil',
  'techniques/..%2F..%2Fother%2Fevil',
  'tools/x%3Fy',
  'tools/..%2Fwriteups.json%23',
  'techniques/__proto__',
  'tools/constructor',
  'tools/%E0%A4%A',
  'tools/%',
] as const;

/** Queries refused before they reach the index, with the message the reader sees. */
export const refusedQueries: readonly (readonly [name: string, query: string, message: string])[] =
  [
    [
      'a second ~N after an allowed one',
      'ox~2 zzzzzzzzz~1~13',
      'An edit distance of 13 matches nearly every word: use ~1 or ~2.',
    ],
    [
      'two distances on one word',
      'forensics~1~9',
      'An edit distance of 9 matches nearly every word: use ~1 or ~2.',
    ],
    [
      'twenty clauses joined by boosts, no spaces',
      [
        'disk',
        'tshark',
        'bitlocker',
        'registry',
        'sleuth',
        'splunk',
        'sysmon',
        'pcap',
        'python',
        'flag',
      ]
        .flatMap((word) => [word, `${word}s`])
        .join('^1'),
      'Too many words: at most 12 (this query has 20).',
    ],
  ];

/** A query in full-width letters (what many input methods type) and the same query in ASCII: the same results. */
export const fullWidthQuery = ['ｂｉｔｌｏｃｋｅｒ', 'bitlocker'] as const;

/** Fuzzy queries whose automaton grows with the word's length: refused before lunr builds it. */
export const fuzzyQueries: readonly (readonly [name: string, query: string])[] = [
  ['a 198-character word with ~2', `${'ab'.repeat(99)}~2`],
  ['66 ligatures that fold into 198 letters, with ~2', `${'ﬃ'.repeat(66)}~2`],
  ['four 20-letter words with ~2', Array.from({length: 4}, () => `${'ab'.repeat(10)}~2`).join(' ')],
];

/** A fragment no id is that long: the address drops it before the app reads it, so no work grows with it. */
export const longFragment = `#${'a'.repeat(2_000_000)}`;

/** Explorer addresses whose values name no technique: no link may be built from them. */
export const foreignTechniqueValues = [
  '..%2F..%2F..%2Fevil',
  '%25E0%25A4%25A',
  '__proto__',
] as const;

/**
 * Addresses a host answers with a page's file (status 200) although the site writes them otherwise, and one
 * it answers 404 (paths are case-sensitive there): the app shows what the host answered, without a hydration error.
 */
export const addressVariants = {
  servedAsPage: [
    '/my-small-blog//docs/about-me/',
    '/my-small-blog/docs//about-me/',
    '/my-small-blog/docs%2Fabout-me/',
    '/my-small-blog/docs/about-me/index.html/',
  ],
  servedAsNotFound: ['/my-small-blog/DOCS/About-Me/'],
} as const;

/** What a reader might paste: far more than any box keeps. */
export const pastedText = {
  explorerFilter: 'x'.repeat(1024 * 1024),
  flagAnswer: 'y'.repeat(20 * 1024 * 1024),
} as const;
