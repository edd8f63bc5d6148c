/**
 * The longest text a reader can type or paste into each box: far more than any real use, little enough
 * that nothing pasted can slow the page (a browser truncates a paste to `maxLength` before any script
 * sees it). The search box keeps room past its query limit, so a long query still gets its message.
 */
export const typedInputLimits = {
  /** The explorer's text filter; the address keeps the same (src/plugins/features/explorer/facets.ts). */
  explorerFilter: 200,
  /** A flag checked against the page's flag: real flags are under 100 characters. */
  flagAnswer: 200,
  /** The search box and the search page's field; queries past 200 characters are refused with a message. */
  searchQuery: 500,
} as const;

/** What a box says once its text reaches the limit. */
export const inputLimitMessage = (limit: number) => `This box keeps the first ${limit} characters.`;
