/// <reference lib="webworker" />
/**
 * The site's service worker (built into build/sw.js by src/plugins/infrastructure/offline).
 * It keeps what a reader has visited readable offline: pages network-first,
 * hashed assets cache-first, the search index and page data network-first.
 * Nothing is precached, so the first visit downloads nothing extra.
 *
 * - It keeps and serves only the build's own files: the build writes the SHA-256 of
 *   each file a page may fetch into this script (`manifest`). A file is saved only
 *   when its body has the digest of that path, and a saved copy is served only when
 *   it still has it, so neither a hostile link (`main.js?n=1`, `…?n=2`, …) nor another
 *   project on the same origin (which shares the Cache API) can add to or change
 *   what the reader is served. Copies are keyed without query or fragment.
 * - Only a network error leads to a saved copy or the offline page; any answer
 *   from the server, and any failure to save a copy, reaches the reader as it is.
 * - It touches only its own caches (named after this site's base URL), never
 *   another site's on the same origin.
 * - At most `maxSavedPages` pages and `maxSavedFiles` other files are kept, the least
 *   recently saved going first; assets are bounded by the build itself.
 * - Pages reached inside the app (no document request) are saved when the page
 *   tells the worker it navigated.
 * - After a deploy, the new worker refreshes the pages and files the reader had
 *   saved, keeps the assets the new build still ships, and drops the old caches:
 *   nothing the current build no longer ships is served.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;

// Replaced when the worker is written into the build.
const buildVersion = '__BUILD_VERSION__';
const baseUrl = '__BASE_URL__';
/** Path relative to the base URL → the first 16 bytes of the file's SHA-256, base64url (src/plugins/infrastructure/offline/build.ts). */
const manifest = JSON.parse('__MANIFEST__') as Record<string, string>;

/** How many pages, and how many other fetched files, are kept for offline reading (src/plugins/infrastructure/offline/constants.ts). */
const maxSavedPages = Number('__MAX_SAVED_PAGES__');
const maxSavedFiles = Number('__MAX_SAVED_FILES__');

/** Every cache of this site starts with this; other sites' caches on the origin are left alone. */
const cachePrefix = `offline:${baseUrl}:`;
const pageCache = `${cachePrefix}pages-${buildVersion}`;
const fileCache = `${cachePrefix}files-${buildVersion}`;
const assetCache = `${cachePrefix}assets-${buildVersion}`;

/** From the page: the pages it showed without a document request, and the files it loaded for them. */
type SaveRequest = {
  readonly type: 'save';
  readonly pages: readonly string[];
  readonly files: readonly string[];
};

const isOwnUrl = (url: URL) =>
  url.origin === sw.location.origin && url.pathname.startsWith(baseUrl);
const isHashedAsset = (url: URL) => url.pathname.startsWith(`${baseUrl}assets/`);

/** The one key of a file or page: its address without query string or fragment. */
const keyOf = (href: string) => {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  return url.href;
};

/** The manifest's digest for an address of this site: a file's own, or the index.html a page's address serves. */
function expectedDigest(href: string): string | undefined {
  const url = new URL(href);
  if (!isOwnUrl(url)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname.slice(baseUrl.length));
  } catch {
    return undefined;
  }
  const own = (key: string) =>
    Object.prototype.hasOwnProperty.call(manifest, key) ? manifest[key] : undefined;
  if (path === '' || path.endsWith('/')) return own(`${path}index.html`);
  return own(path) ?? own(`${path}/index.html`) ?? own(`${path}.html`);
}

async function digestOf(body: ArrayBuffer): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', body)).subarray(0, 16);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Whether a response's body is the build's own file for this address. */
async function isBuildFile(href: string, response: Response): Promise<boolean> {
  const expected = expectedDigest(href);
  return (
    expected !== undefined && (await digestOf(await response.clone().arrayBuffer())) === expected
  );
}

/** A response worth keeping: a complete, successful answer from this origin, with the build's bytes for its address. */
const isCacheable = async (key: string, response: Response) =>
  response.status === 200 && response.type === 'basic' && (await isBuildFile(key, response));

const limits: Record<string, number> = {[pageCache]: maxSavedPages, [fileCache]: maxSavedFiles};

/**
 * Saves a copy; a full quota or a refused write is not the reader's problem.
 * A bounded cache then drops its oldest entries (a saved key moves to the end).
 */
async function save(cacheName: string, key: string, response: Response): Promise<void> {
  try {
    if (!(await isCacheable(key, response))) return;
    const cache = await caches.open(cacheName);
    await cache.put(key, response);
    const limit = limits[cacheName];
    if (limit === undefined) return;
    const keys = await cache.keys();
    await Promise.all(
      keys.slice(0, Math.max(0, keys.length - limit)).map((entry) => cache.delete(entry)),
    );
  } catch (error) {
    console.warn('Offline copy not saved:', error);
  }
}

/** A saved copy, only if it is still the build's file: what anything else put in the cache is dropped. */
async function savedCopy(cacheName: string, key: string): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  const copy = await cache.match(key);
  if (!copy) return undefined;
  if (await isBuildFile(key, copy)) return copy;
  await cache.delete(key);
  return undefined;
}

sw.addEventListener('install', () => {
  void sw.skipWaiting();
});

/**
 * The caches of earlier deploys: their pages and files refreshed from the network into the new
 * caches, their assets kept where the new build ships the same file, then every old cache dropped.
 * Saved keys of this build that it no longer vouches for go too.
 */
async function migrateEarlierCaches(): Promise<void> {
  const current = [pageCache, fileCache, assetCache];
  const earlier = (await caches.keys()).filter(
    (name) => name.startsWith(cachePrefix) && !current.includes(name),
  );
  for (const name of earlier) {
    const cache = await caches.open(name);
    const target = name.includes(':pages-')
      ? pageCache
      : name.includes(':assets-')
        ? assetCache
        : fileCache;
    for (const request of await cache.keys()) {
      const key = keyOf(request.url);
      const copy =
        target === assetCache
          ? await cache.match(request)
          : await fetch(key, {cache: 'no-cache'}).catch(() => undefined);
      if (copy) await save(target, key, copy);
    }
    await caches.delete(name);
  }
}

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await sw.clients.claim();
      await migrateEarlierCaches();
    })(),
  );
});

/** Where a file the page loaded is kept, by its address: hashed assets, or the other files. */
const cacheOfFile = (url: URL) => (isHashedAsset(url) ? assetCache : fileCache);

/** Saves what the page just loaded, taking it from the HTTP cache rather than downloading it again. */
async function saveLoaded(cacheName: string, key: string): Promise<void> {
  if (await savedCopy(cacheName, key)) return;
  const response = await fetch(key, {cache: 'force-cache'}).catch(() => undefined);
  if (response) await save(cacheName, key, response);
}

/** Pages the reader saw without a document request: the first page, and every in-app navigation. */
sw.addEventListener('message', (event) => {
  const data = event.data as SaveRequest | undefined;
  if (data?.type !== 'save' || !Array.isArray(data.pages) || !Array.isArray(data.files)) return;
  const own = (hrefs: readonly unknown[]) =>
    hrefs
      .filter((href): href is string => typeof href === 'string')
      .map((href) => new URL(href, sw.location.href))
      .filter(isOwnUrl);
  event.waitUntil(
    Promise.all([
      ...own(data.pages).map((url) => saveLoaded(pageCache, keyOf(url.href))),
      ...own(data.files).map((url) => saveLoaded(cacheOfFile(url), keyOf(url.href))),
    ]),
  );
});

/** A document: saved under its key; offline, the saved page is served whatever its query string. */
async function networkFirstPage(event: FetchEvent): Promise<Response> {
  const key = keyOf(event.request.url);
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch {
    return (await savedCopy(pageCache, key)) ?? offlinePage();
  }
  event.waitUntil(save(pageCache, key, response.clone()));
  return response;
}

/** Any other file of the site that is not a hashed asset (the search index, a page's data). */
async function networkFirstFile(event: FetchEvent): Promise<Response> {
  const key = keyOf(event.request.url);
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const saved = await savedCopy(fileCache, key);
    if (saved) return saved;
    throw error;
  }
  event.waitUntil(save(fileCache, key, response.clone()));
  return response;
}

/** A hashed asset: the saved copy when it is the build's file, else the network (and a copy of the answer). */
async function cacheFirst(event: FetchEvent): Promise<Response> {
  const key = keyOf(event.request.url);
  const saved = await savedCopy(assetCache, key);
  if (saved) return saved;
  const response = await fetch(event.request);
  event.waitUntil(save(assetCache, key, response.clone()));
  return response;
}

function offlinePage(): Response {
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>You are offline</h1><p>This page has not been opened on this device before, so there is no saved copy. Pages you have read are still available: go back, or open the <a href="${baseUrl}">home page</a>.</p></body></html>`;
  return new Response(body, {status: 503, headers: {'Content-Type': 'text/html; charset=utf-8'}});
}

sw.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || !isOwnUrl(url)) return;
  event.respondWith(
    isHashedAsset(url)
      ? cacheFirst(event)
      : event.request.mode === 'navigate'
        ? networkFirstPage(event)
        : networkFirstFile(event),
  );
});
