import type {PageType} from './pageTypes';

/**
 * Size budgets in KiB of gzip, checked by tests/e2e/budgets.spec.ts on every test
 * run. Set from measured figures (README, "Figures") plus about 5 %: a change that
 * adds weight fails CI and must lower something else or update these on purpose.
 */
export const budgets = {
  /** JavaScript loaded before the load event, per page type. */
  jsBeforeLoad: {
    home: 152,
    writeup: 194,
    category: 177,
    tag: 177,
    blogList: 177,
    blogPost: 181,
    search: 151,
  } satisfies Record<PageType, number>,
  /** All CSS of a page (one stylesheet for the whole site). */
  css: 17.5,
  /** The HTML document of a write-up. */
  writeupHtml: 10,
  /** Search: the titles file needed for the first result, and the full-text file. */
  searchTitles: 86,
  searchContent: 237,
  /** Everything downloaded between focusing the search box and the first suggestion. */
  searchFirstResult: 105,
} as const;
