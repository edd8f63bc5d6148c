/** The service worker's file, relative to the base URL (its scope is the whole site). */
export const serviceWorkerFile = 'sw.js';

/** How many pages the service worker keeps for offline reading (the least recently saved go first), and how many other fetched files. */
export const offlineLimits = {pages: 150, files: 400} as const;
