/// <reference lib="webworker" />
/**
 * The site's service worker (built into build/sw.js by src/plugins/infrastructure/offline).
 * It keeps what a reader has visited readable offline: pages network-first,
 * hashed assets cache-first, the search index network-first. Nothing is
 * precached, so the first visit downloads nothing extra.
 *
 * - Only a network error leads to a saved copy or the offline page; any answer
 *   from the server, and any failure to save a copy, reaches the reader as it is.
 * - It touches only its own caches (named after this site's base URL), never
 *   another site's on the same origin (e.g. another project on github.io).
 * - A page is saved once whatever its query string (`?q=`, `?_highlight=`: the
 *   document is the same), and at most `maxSavedPages` are kept, the least
 *   recently saved going first. Other files the pages fetch (the search index,
 *   a page family's data) are kept apart, bounded the same way.
 * - Pages reached inside the app (no document request) are saved when the page
 *   tells the worker it navigated.
 * - After a deploy, the new worker refreshes the pages the reader had saved
 *   (keeping the old copy when the network fails), then drops the old caches.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;

// Replaced when the worker is written into the build.
const buildVersion = '__BUILD_VERSION__';
const baseUrl = '__BASE_URL__';

/** How many pages, and how many other fetched files, are kept for offline reading (src/plugins/infrastructure/offline/constants.ts). */
const maxSavedPages = Number('__MAX_SAVED_PAGES__');
const maxSavedFiles = Number('__MAX_SAVED_FILES__');

/** Every cache of this site starts with this; other sites' caches on the origin are left alone. */
const cachePrefix = `offline:${baseUrl}:`;
const pageCache = `${cachePrefix}pages-${buildVersion}`;
const fileCache = `${cachePrefix}files-${buildVersion}`;
const assetCache = `${cachePrefix}assets-${buildVersion}`;

/** From the page: the pages it showed without a document request, and the files it loaded for them. */
type SaveRequest = {readonly type: 'save'; readonly pages: readonly string[]; readonly files: readonly string[]};

const isHashedAsset = (url: URL) => url.pathname.startsWith(`${baseUrl}assets/`);

/** A response worth keeping: a complete, successful answer from this origin. */
const isCacheable = (response: Response) => response.status === 200 && response.type === 'basic';

/** The one key of a page, whatever its query string and fragment. */
const pageKey = (href: string) => {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  return url.href;
};

const limits: Record<string, number> = {[pageCache]: maxSavedPages, [fileCache]: maxSavedFiles};

/**
 * Saves a copy; a full quota or a refused write is not the reader's problem.
 * A bounded cache then drops its oldest entries (a saved key moves to the end).
 */
async function save(cacheName: string, request: Request | string, response: Response): Promise<void> {
  try {
    if (!isCacheable(response)) return;
    const cache = await caches.open(cacheName);
    await cache.put(request, response);
    const limit = limits[cacheName];
    if (limit === undefined) return;
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
  } catch (error) {
    console.warn('Offline copy not saved:', error);
  }
}

sw.addEventListener('install', () => {
  void sw.skipWaiting();
});

/** The saved pages and assets of earlier deploys, refreshed or carried over, then their caches dropped. */
async function migrateEarlierCaches(): Promise<void> {
  const current = [pageCache, fileCache, assetCache];
  const earlier = (await caches.keys()).filter((name) => name.startsWith(cachePrefix) && !current.includes(name));
  for (const name of earlier) {
    const cache = await caches.open(name);
    const isPage = name.includes(':pages-');
    const target = isPage ? pageCache : name.includes(':assets-') ? assetCache : fileCache;
    for (const request of await cache.keys()) {
      const fresh = isPage ? await fetch(request.url, {cache: 'no-cache'}).catch(() => undefined) : undefined;
      const copy = fresh && isCacheable(fresh) ? fresh : await cache.match(request);
      if (copy) await save(target, isPage ? pageKey(request.url) : request, copy);
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
async function saveLoaded(cacheName: string, key: string, href: string): Promise<void> {
  if (await (await caches.open(cacheName)).match(key)) return;
  const response = await fetch(href, {cache: 'force-cache'}).catch(() => undefined);
  if (response) await save(cacheName, key, response);
}

const isOwnUrl = (url: URL) => url.origin === sw.location.origin && url.pathname.startsWith(baseUrl);

/** Pages the reader saw without a document request: the first page, and every in-app navigation. */
sw.addEventListener('message', (event) => {
  const data = event.data as SaveRequest | undefined;
  if (data?.type !== 'save') return;
  const own = (hrefs: readonly string[]) => hrefs.map((href) => new URL(href, sw.location.href)).filter(isOwnUrl);
  event.waitUntil(
    Promise.all([
      ...own(data.pages).map((url) => saveLoaded(pageCache, pageKey(url.href), url.href)),
      ...own(data.files).map((url) => saveLoaded(cacheOfFile(url), url.href, url.href)),
    ]),
  );
});

/** A document: saved under its page key; offline, the saved page is served whatever its query string. */
async function networkFirstPage(event: FetchEvent): Promise<Response> {
  const key = pageKey(event.request.url);
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch {
    const cached = await (await caches.open(pageCache)).match(key);
    return cached ?? offlinePage();
  }
  event.waitUntil(save(pageCache, key, response.clone()));
  return response;
}

/** Any other file of the site that is not a hashed asset (the search index, a page's data). */
async function networkFirstFile(event: FetchEvent): Promise<Response> {
  const {request} = event;
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cached = await (await caches.open(fileCache)).match(request);
    if (cached) return cached;
    throw error;
  }
  event.waitUntil(save(fileCache, request, response.clone()));
  return response;
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const {request} = event;
  const cached = await (await caches.open(assetCache)).match(request);
  if (cached) return cached;
  const response = await fetch(request);
  event.waitUntil(save(assetCache, request, response.clone()));
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
    isHashedAsset(url) ? cacheFirst(event) : event.request.mode === 'navigate' ? networkFirstPage(event) : networkFirstFile(event),
  );
});
