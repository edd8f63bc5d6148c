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
    // The measured page's own chunk doubled (6.1 to 13.0 KiB) when the registry lab was rewritten with its real events: 180.8 measured.
    writeup: 184,
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
  /** The HTML document of a write-up: 15.2 since the registry lab page doubled (2,216 words, 16 code blocks of real events and searches). */
  writeupHtml: 16,
  /**
   * Everything a write-up's first visit downloads before the load event. The quality target is 200: a
   * picoCTF write-up meets it (extensions: 198.8), this long lab page does not (214.6).
   */
  writeupAllBeforeLoad: 220,
  /** The explorer's HTML, which lists every write-up so it works without JavaScript (26.2 with the technique facet and the rewritten descriptions). */
  explorerHtml: 28,
  /** Search: the titles file needed for the first result, and the full-text file. */
  // Titles, headings and keywords of every page (86.9 KiB with the Root-Me method pages and technique keywords), until issue 19 shards them.
  searchTitles: 92,
  // Grows with the write-ups until the index is sharded (issue 19): 338.3 KiB with every page rewritten.
  searchContent: 355,
  /** Everything downloaded between focusing the search box and the first suggestion. */
  searchFirstResult: 105,
} as const;
