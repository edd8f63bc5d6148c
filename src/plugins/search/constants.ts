/** Folder of the built site that holds the search index; its manifest names the content-hashed files. */
export const searchIndexDir = 'search-index';

/** The file in that folder that names the current index files. */
export const searchManifestFile = 'manifest.json';
