/**
 * Hostile links found by outside tests (issues 14 and 23), in one place: the
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
export const refusedQueries: readonly (readonly [name: string, query: string, message: string])[] = [
  ['a second ~N after an allowed one', 'ox~2 zzzzzzzzz~1~13', 'An edit distance of 13 matches nearly every word: use ~1 or ~2.'],
  ['two distances on one word', 'forensics~1~9', 'An edit distance of 9 matches nearly every word: use ~1 or ~2.'],
  [
    'twenty clauses joined by boosts, no spaces',
    ['disk', 'tshark', 'bitlocker', 'registry', 'sleuth', 'splunk', 'sysmon', 'pcap', 'python', 'flag']
      .flatMap((word) => [word, `${word}s`])
      .join('^1'),
    'Too many words: at most 12 (this query has 20).',
  ],
];

/** A query in full-width letters (what many input methods type) and the same query in ASCII: the same results. */
export const fullWidthQuery = ['ｂｉｔｌｏｃｋｅｒ', 'bitlocker'] as const;
