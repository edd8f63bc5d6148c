/** Folder of the built site that holds the search index; its manifest names the content-hashed files. */
export const searchIndexDir = 'search-index';

/** The file in that folder that names the current index files. */
export const searchManifestFile = 'manifest.json';

/** How long one query may run in a search worker before the worker is stopped and the reader told. */
export const queryBudgetMs = 4000;

export const tooExpensiveMessage =
  'This query took too long to answer and was stopped. Try fewer words, or fewer wildcards and ~ distances.';
