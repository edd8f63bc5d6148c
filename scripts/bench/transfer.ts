import type {Browser, Page} from 'playwright';

export type ResourceKind = 'html' | 'js' | 'css' | 'font' | 'other';

export type TransferTotals = Record<ResourceKind, {raw: number; gzip: number; requests: number}>;

export type PageTransfer = {
  /** Everything the page fetched until the `load` event. */
  readonly beforeLoad: TransferTotals;
  /**
   * Everything fetched until React has hydrated the page (Docusaurus marks `<html data-has-hydrated>`): the
   * page's route chunks are requested just after the load event, so this, not `beforeLoad`, is the script a
   * reader's phone must download and run before the page responds.
   */
  readonly untilHydrated: TransferTotals;
  /** Everything until the network was idle, including idle-time prefetches of linked pages (with `untilIdle: false`, until the load event). */
  readonly untilIdle: TransferTotals;
  /** The part of `untilIdle` that is `<link rel=prefetch>` of other pages' chunks. */
  readonly prefetch: {raw: number; gzip: number; requests: number};
};

const emptyTotals = (): TransferTotals => ({
  html: {raw: 0, gzip: 0, requests: 0},
  js: {raw: 0, gzip: 0, requests: 0},
  css: {raw: 0, gzip: 0, requests: 0},
  font: {raw: 0, gzip: 0, requests: 0},
  other: {raw: 0, gzip: 0, requests: 0},
});

function kindOf(type: string, url: string): ResourceKind {
  if (type === 'Document') return 'html';
  if (type === 'Script' || url.endsWith('.js')) return 'js';
  if (type === 'Stylesheet' || url.endsWith('.css')) return 'css';
  if (type === 'Font' || /\.woff2?$/.test(new URL(url).pathname)) return 'font';
  return 'other';
}

/** `finishedAt`: when the response was complete, on the browser's monotonic clock (seconds), like the load event's time. */
type Request = {
  url: string;
  type: string;
  raw: number;
  gzip: number;
  done: boolean;
  finishedAt: number;
  prefetch: boolean;
};

/**
 * Loads a page as a first visit and sums what it downloads: bytes on the wire minus headers (gzip), and the
 * size of the file the response came from (raw), found with `resolveRawSize` when given. Given a browser, it loads the
 * page in a fresh context; given a page, in that page, whose context must have an empty cache and no service
 * worker (a test's own page): a response from the cache would count as nothing, so one fails the measurement.
 */
export async function measurePageTransfer(
  where: Browser | Page,
  url: string,
  {
    device = 'desktop',
    untilIdle: measureUntilIdle = true,
    resolveRawSize = async () => 0,
  }: {
    readonly device?: 'desktop' | 'phone';
    readonly untilIdle?: boolean;
    /** The size of the file a response came from; the raw sizes are 0 without it. */
    readonly resolveRawSize?: (url: string) => Promise<number>;
  } = {},
): Promise<PageTransfer> {
  // The offline service worker starts after the load event and would answer later requests itself,
  // hiding them from the network counts; block it to count what the network carries.
  // A phone as Lighthouse's mobile preset has it: what is on its first screen is what loads before the load event.
  const ownContext =
    'newContext' in where
      ? await where.newContext({
          serviceWorkers: 'block',
          ...(device === 'phone' && {
            viewport: {width: 412, height: 823},
            isMobile: true,
            hasTouch: true,
          }),
        })
      : undefined;
  if (!ownContext && device === 'phone') {
    throw new Error('measurePageTransfer: a phone needs a context of its own; pass the browser');
  }
  const page = ownContext ? await ownContext.newPage() : (where as Page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  // The load event's time as the browser saw it: the protocol's answer to goto comes a little later, when more may have arrived.
  let loadEventAt = Number.POSITIVE_INFINITY;
  cdp.on('Page.loadEventFired', (event) => {
    loadEventAt = Math.min(loadEventAt, event.timestamp);
  });
  const requests = new Map<string, Request>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    // Docusaurus prefetches linked pages' chunks with <link rel=prefetch>, which Chromium reports as type "Other".
    const prefetch = event.type === 'Other' && /\.js$/.test(new URL(event.request.url).pathname);
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      raw: 0,
      gzip: 0,
      done: false,
      finishedAt: 0,
      prefetch,
    });
  });
  const fromCache: string[] = [];
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId);
    if (request) fromCache.push(request.url);
  });
  const headerBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache) fromCache.push(event.response.url);
    headerBytes.set(event.requestId, event.response.encodedDataLength ?? 0);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.gzip = Math.max(0, event.encodedDataLength - (headerBytes.get(event.requestId) ?? 0));
    request.done = true;
    request.finishedAt = event.timestamp;
  });

  const sum = (filter: (request: Request) => boolean) => {
    const totals = emptyTotals();
    for (const request of requests.values()) {
      if (!request.done || !filter(request)) continue;
      const bucket = totals[kindOf(request.type, request.url)];
      bucket.raw += request.raw;
      bucket.gzip += request.gzip;
      bucket.requests += 1;
    }
    return totals;
  };

  await page.goto(url, {waitUntil: 'load'});
  const doneAtLoad = new Set(
    [...requests.values()].filter((request) => request.done && request.finishedAt <= loadEventAt),
  );
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const doneAtHydration = new Set([...requests.values()].filter((request) => request.done));
  if (measureUntilIdle) {
    // Idle-time prefetching starts after the network first goes quiet: give it a second to begin, then wait again.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(
    [...requests.values()].map(
      async (request) => (request.raw = await resolveRawSize(request.url)),
    ),
  );
  const beforeLoadWithRaw = sum((request) => doneAtLoad.has(request));
  // Idle-time prefetches of linked pages may start before the hydrated mark is set: they are not the page's own.
  const untilHydrated = sum((request) => doneAtHydration.has(request) && !request.prefetch);
  const untilIdle = sum(() => true);
  const prefetched = [...requests.values()].filter((request) => request.done && request.prefetch);
  await (ownContext ? ownContext.close() : cdp.detach());
  if (fromCache.length > 0) {
    throw new Error(
      `measurePageTransfer: not a first visit, ${fromCache.length} response(s) came from the cache (${fromCache[0]}, …)`,
    );
  }
  return {
    beforeLoad: beforeLoadWithRaw,
    untilHydrated,
    untilIdle,
    prefetch: {
      raw: prefetched.reduce((total, r) => total + r.raw, 0),
      gzip: prefetched.reduce((total, r) => total + r.gzip, 0),
      requests: prefetched.length,
    },
  };
}
