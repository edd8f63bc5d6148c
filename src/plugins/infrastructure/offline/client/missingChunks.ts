/**
 * A script chunk that cannot be loaded (offline, a saved page whose scripts were never downloaded, or a
 * chunk a new deploy removed) would end as an unhandled error, the page left as its static HTML with
 * nothing said. Here it is caught, and a notice says what is missing and what still works: the text is
 * all on the page; its interactive parts come back with the connection.
 */

const noticeId = 'missing-chunk-notice';

/** Whether an error is the bundler's failure to load a chunk (rspack and webpack name it ChunkLoadError). */
export function isChunkLoadError(error: unknown): error is Error {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /^Loading (?:CSS )?chunk \S+ failed/.test(error.message))
  );
}

/** The file the chunk error names, relative to the site (`assets/js/1234.js`), or the chunk's id. */
export function missingFileOf(error: Error): string {
  const url =
    /\((?:error|missing): ([^)\s]+)\)/.exec(error.message)?.[1] ??
    /https?:\/\/\S+?\.(?:js|css)\b/.exec(error.message)?.[0];
  if (url) return new URL(url, window.location.href).pathname.replace(/^.*?\/(assets\/)/, '$1');
  return /chunk (\S+)/.exec(error.message)?.[1] ?? 'a script';
}

/** Shows (or updates) the notice naming what could not be loaded. */
export function reportMissingChunk(error: Error): void {
  const file = missingFileOf(error);
  const notice = document.getElementById(noticeId) ?? document.createElement('p');
  notice.id = noticeId;
  notice.setAttribute('role', 'status');
  notice.className = 'missing-chunk-notice';
  // The browser's onLine says little (a dead server, a captive portal): the notice names both causes.
  notice.textContent = `Part of this page could not be loaded (${file}): the connection is down, or this part was not saved for offline reading. The text is all here; its interactive parts (search, the flag check) come back with the connection.`;
  if (!notice.isConnected) document.body.append(notice);
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    // Handled here: the notice says it, so the console need not report it as an uncaught error.
    event.preventDefault();
    reportMissingChunk(event.reason);
  });
}
