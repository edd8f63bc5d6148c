/// <reference lib="webworker" />
/**
 * The site's service worker (built into build/sw.js by src/plugins/offline).
 * It keeps what a reader has visited readable offline: pages network-first,
 * hashed assets cache-first, the search index network-first. Nothing is
 * precached, so the first visit downloads nothing extra.
 *
 * - Only a network error leads to a saved copy or the offline page; any answer
 *   from the server, and any failure to save a copy, reaches the reader as it is.
 * - It touches only its own caches (named after this site's base URL), never
 *   another site's on the same origin (e.g. another project on github.io).
 * - Pages reached inside the app (no document request) are saved when the page
 *   tells the worker it navigated.
 * - After a deploy, the new worker refreshes the pages the reader had saved
 *   (keeping the old copy when the network fails), then drops the old caches.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;

// Replaced when the worker is written into the build.
const buildVersion = '__BUILD_VERSION__';
const baseUrl = '__BASE_URL__';

/** Every cache of this site starts with this; other sites' caches on the origin are left alone. */
const cachePrefix = `offline:${baseUrl}:`;
const pageCache = `${cachePrefix}pages-${buildVersion}`;
const assetCache = `${cachePrefix}assets-${buildVersion}`;

type CacheRequest = {readonly type: 'cache-urls'; readonly urls: readonly string[]};

const isHashedAsset = (url: URL) => url.pathname.startsWith(`${baseUrl}assets/`);

/** A response worth keeping: a complete, successful answer from this origin. */
const isCacheable = (response: Response) => response.status === 200 && response.type === 'basic';

/** Saves a copy; a full quota or a refused write is not the reader's problem. */
async function save(cacheName: string, request: Request | string, response: Response): Promise<void> {
  try {
    if (isCacheable(response)) await (await caches.open(cacheName)).put(request, response);
  } catch (error) {
    console.warn('Offline copy not saved:', error);
  }
}

sw.addEventListener('install', () => {
  void sw.skipWaiting();
});

/** The saved pages and assets of earlier deploys, refreshed or carried over, then their caches dropped. */
async function migrateEarlierCaches(): Promise<void> {
  const earlier = (await caches.keys()).filter((name) => name.startsWith(cachePrefix) && name !== pageCache && name !== assetCache);
  for (const name of earlier) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const isPage = name.includes(':pages-');
      const fresh = isPage ? await fetch(request.url, {cache: 'no-cache'}).catch(() => undefined) : undefined;
      const copy = fresh && isCacheable(fresh) ? fresh : await cache.match(request);
      if (copy) await save(isPage ? pageCache : assetCache, request, copy);
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

/** Pages the reader saw without a document request: the first page, and every in-app navigation. */
sw.addEventListener('message', (event) => {
  const data = event.data as CacheRequest | undefined;
  if (data?.type !== 'cache-urls') return;
  event.waitUntil(
    Promise.all(
      data.urls.map(async (href) => {
        const url = new URL(href, sw.location.href);
        if (url.origin !== sw.location.origin || !url.pathname.startsWith(baseUrl)) return;
        const cacheName = isHashedAsset(url) ? assetCache : pageCache;
        if (await (await caches.open(cacheName)).match(url.href, {ignoreSearch: !isHashedAsset(url)})) return;
        // Just loaded by the page: take it from the HTTP cache rather than download it again.
        const response = await fetch(url.href, {cache: 'force-cache'}).catch(() => undefined);
        if (response) await save(cacheName, url.href, response);
      }),
    ),
  );
});

async function networkFirst(event: FetchEvent): Promise<Response> {
  const {request} = event;
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    // Offline: the last copy of this page, with or without its query (?q=, ?_highlight=).
    const cache = await caches.open(pageCache);
    const cached = (await cache.match(request)) ?? (await cache.match(request, {ignoreSearch: true}));
    if (cached) return cached;
    if (request.mode === 'navigate') return offlinePage();
    throw error;
  }
  event.waitUntil(save(pageCache, request, response.clone()));
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
  if (event.request.method !== 'GET' || url.origin !== sw.location.origin || !url.pathname.startsWith(baseUrl)) return;
  event.respondWith(isHashedAsset(url) ? cacheFirst(event) : networkFirst(event));
});
