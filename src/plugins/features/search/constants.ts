/** Folder of the built site that holds the search index; its manifest names the content-hashed files. */
export const searchIndexDir = 'search-index';

/** The file in that folder that names the current index files. */
export const searchManifestFile = 'manifest.json';

/** How long one query may compute in a search worker (waits for the network not counted) before the worker is stopped and the reader told. */
export const queryBudgetMs = 4000;

/** How often a running query's heartbeat is due in the search worker; computing shows as beats that come late. */
export const heartbeatMs = 20;

export const tooExpensiveMessage =
  'This query took too long to answer and was stopped. Try fewer words, or fewer wildcards and ~ distances.';
