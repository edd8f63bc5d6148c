/** The service worker's file, relative to the base URL (its scope is the whole site). */
export const serviceWorkerFile = 'sw.js';
