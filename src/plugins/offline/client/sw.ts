/// <reference lib="webworker" />
/**
 * The site's service worker (built into build/sw.js by src/plugins/offline).
 * It keeps what a reader has visited readable offline: pages network-first,
 * hashed assets cache-first, the search index network-first. Nothing is
 * precached, so the first visit downloads nothing extra. Each deploy gets new
 * cache names; the new worker takes over at once and deletes the old caches,
 * and a page still open from the old deploy reloads when it misses a chunk
 * (Docusaurus' own behaviour).
 */
const sw = self as unknown as ServiceWorkerGlobalScope;

// Replaced when the worker is written into the build.
const buildVersion = '__BUILD_VERSION__';
const baseUrl = '__BASE_URL__';

const pageCache = `pages-${buildVersion}`;
const assetCache = `assets-${buildVersion}`;
const ownCaches = new Set([pageCache, assetCache]);

type CacheRequest = {readonly type: 'cache-urls'; readonly urls: readonly string[]};

const isHashedAsset = (url: URL) => url.pathname.startsWith(`${baseUrl}assets/`);

sw.addEventListener('install', () => {
  void sw.skipWaiting();
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !ownCaches.has(name)).map((name) => caches.delete(name)));
      await sw.clients.claim();
    })(),
  );
});

/** The page a reader opened before the worker existed: its own URL and the files it loaded. */
sw.addEventListener('message', (event) => {
  const data = event.data as CacheRequest | undefined;
  if (data?.type !== 'cache-urls') return;
  event.waitUntil(
    Promise.all(
      data.urls.map(async (href) => {
        const url = new URL(href, sw.location.href);
        if (url.origin !== sw.location.origin) return;
        const cache = await caches.open(isHashedAsset(url) ? assetCache : pageCache);
        if (await cache.match(url.href, {ignoreSearch: !isHashedAsset(url)})) return;
        // The page has just loaded these: take them from the HTTP cache rather than download them again.
        const response = await fetch(url.href, {cache: 'force-cache'}).catch(() => undefined);
        if (response?.ok) await cache.put(url.href, response);
      }),
    ),
  );
});

async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(pageCache);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    // Offline: the last copy of this page, with or without its query (?q=, ?_highlight=).
    const cached = (await cache.match(request)) ?? (await cache.match(request, {ignoreSearch: true}));
    if (cached) return cached;
    if (request.mode === 'navigate') return offlinePage();
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(assetCache);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

function offlinePage(): Response {
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>You are offline</h1><p>This page has not been opened on this device before, so there is no saved copy. Pages you have read are still available: go back, or open the <a href="${baseUrl}">home page</a>.</p></body></html>`;
  return new Response(body, {status: 503, headers: {'Content-Type': 'text/html; charset=utf-8'}});
}

sw.addEventListener('fetch', (event) => {
  const {request} = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== sw.location.origin || !url.pathname.startsWith(baseUrl)) return;
  event.respondWith(isHashedAsset(url) ? cacheFirst(request) : networkFirst(request));
});
