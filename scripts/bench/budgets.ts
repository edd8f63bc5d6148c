import type {PageType} from './pageTypes';

/**
 * Size budgets in KiB of gzip, checked by tests/e2e/budgets.spec.ts on every test
 * run. Set from measured figures (README, "Figures") plus about 5 %: a change that
 * adds weight fails CI and must lower something else or update these on purpose.
 */
export const budgets = {
  /** JavaScript loaded before the load event, per page type. */
  jsBeforeLoad: {
    home: 148,
    writeup: 180,
    category: 166,
    tag: 164,
    blogList: 173,
    blogPost: 178,
    search: 147,
    explorer: 165,
    statistics: 149,
  } satisfies Record<PageType, number>,
  /** All CSS of a page (one stylesheet for the whole site). */
  css: 19,
  /** The HTML document of a write-up. */
  writeupHtml: 10,
  /** Everything a write-up's first visit downloads before the load event (the quality target is 200). */
  writeupAllBeforeLoad: 204,
  /** The explorer's HTML, which lists every write-up so it works without JavaScript (24.4 with the technique facet). */
  explorerHtml: 26,
  /** Search: the titles file needed for the first result, and the full-text file. */
  // Titles, headings and keywords of every page (86.9 KiB with the Root-Me method pages and technique keywords), until issue 19 shards them.
  searchTitles: 92,
  // Grows with the write-ups until the index is sharded (issue 19): 298.5 KiB with the web rewrites.
  searchContent: 330,
  /** Everything downloaded between focusing the search box and the first suggestion. */
  searchFirstResult: 105,
} as const;
