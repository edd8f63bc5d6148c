/**
 * The compiled service worker, run in a small stand-in for a worker scope: what a
 * reader gets when the network answers, fails, or a cache write is refused, and
 * which caches a new deploy touches.
 */
import vm from 'node:vm';
import {beforeEach, describe, expect, it} from 'vitest';
import {compileServiceWorker, digestOf} from '../build';
import {offlineLimits} from '../constants';

type Handler = (event: Record<string, unknown>) => void;

class FakeCache {
  readonly entries = new Map<string, Response>();
  failWrites = false;
  async match(request: Request | string, options?: {ignoreSearch?: boolean}) {
    const url = new URL(typeof request === 'string' ? request : request.url);
    for (const [key, response] of this.entries) {
      const stored = new URL(key);
      if (
        key === url.href ||
        (options?.ignoreSearch && stored.origin + stored.pathname === url.origin + url.pathname)
      )
        return response.clone();
    }
    return undefined;
  }
  async put(request: Request | string, response: Response) {
    if (this.failWrites) throw new DOMException('Quota exceeded', 'QuotaExceededError');
    const copy = basic(await response.clone().text(), response.status);
    const key = typeof request === 'string' ? request : request.url;
    // As the Cache API does: the old entry goes, the new one is last.
    this.entries.delete(key);
    this.entries.set(key, copy);
  }
  async delete(request: {url: string} | string) {
    return this.entries.delete(typeof request === 'string' ? request : request.url);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({url}));
  }
}

const origin = 'https://kestrel-sec.github.io';

/** The build's files as the tests serve them: path relative to the base URL → body. */
const buildFiles: Record<string, string> = {
  'docs/x/index.html': 'page',
  'docs/never/index.html': 'never visited',
  'search/index.html': 'search page',
  'search-index/shard.a1.json': '{"terms":[]}',
  'assets/js/main.1a2b.js': 'main code',
  'assets/js/chunk.3c4d.js': 'chunk code',
  ...Object.fromEntries(
    Array.from({length: 160}, (_, index) => [`docs/p${index}/index.html`, 'page']),
  ),
};
const manifestOf = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([path, body]) => [path, digestOf(body)]));

/** The answer a static host gives: the build's file for a path (a page's index.html), 404 otherwise. */
function staticHost(files: Record<string, string>) {
  return async (request: Request) => {
    const path = new URL(request.url).pathname.slice('/my-small-blog/'.length);
    const body = files[path] ?? files[`${path.replace(/\/$/, '')}/index.html`];
    return body === undefined ? basic('not found', 404) : basic(body);
  };
}

async function loadWorker(
  version: string,
  stores = new Map<string, FakeCache>(),
  files: Record<string, string> = buildFiles,
) {
  const handlers = new Map<string, Handler>();
  let network: (request: Request) => Promise<Response> = staticHost(files);
  const scope = {
    location: new URL(`${origin}/my-small-blog/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => undefined,
    clients: {claim: async () => undefined},
    caches: {
      open: async (name: string) =>
        stores.get(name) ?? stores.set(name, new FakeCache()).get(name)!,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
    fetch: (input: Request | string) =>
      network((typeof input === 'string' ? {url: input} : input) as Request),
    console: {warn: () => undefined},
    URL,
    Request,
    Response,
    crypto: globalThis.crypto,
    btoa,
  };
  const source = await compileServiceWorker({
    buildVersion: version,
    baseUrl: '/my-small-blog/',
    manifest: manifestOf(files),
  });
  vm.runInNewContext(
    `const self = this;\nconst caches = this.caches;\nconst fetch = this.fetch;\n${source}`,
    scope,
  );
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    handlers.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (promise: Promise<Response>) => (answer = promise),
    });
    const response = await answer;
    await Promise.all(waits);
    return response;
  };
  return {stores, dispatch, setNetwork: (next: typeof network) => (network = next)};
}

/** A page request as a browser makes it (the Request constructor refuses navigate mode). */
const page = (path: string) => ({
  url: `${origin}/my-small-blog/${path}`,
  method: 'GET',
  mode: 'navigate',
});

/** A same-origin answer, typed as the browser types it (Node's own responses are of type "default"). */
class SameOriginResponse extends Response {
  override get type(): ResponseType {
    return 'basic';
  }
  override clone(): Response {
    return Object.setPrototypeOf(super.clone(), SameOriginResponse.prototype) as Response;
  }
}
const basic = (body: string, status = 200): Response => new SameOriginResponse(body, {status});

describe('the offline service worker', () => {
  let worker: Awaited<ReturnType<typeof loadWorker>>;
  beforeEach(async () => {
    worker = await loadWorker('v1');
  });
  const pages = () => worker.stores.get('offline:/my-small-blog/:pages-v1');
  const assets = () => worker.stores.get('offline:/my-small-blog/:assets-v1');
  const offline = () =>
    worker.setNetwork(async () => {
      throw new TypeError('Failed to fetch');
    });
  const asset = (path: string) => ({
    url: `${origin}/my-small-blog/${path}`,
    method: 'GET',
    mode: 'no-cors',
  });

  it('serves the network answer, and keeps a copy of it', async () => {
    const response = await worker.dispatch('fetch', {request: page('docs/x/')});
    expect(await response!.text()).toBe('page');
    expect([...worker.stores.keys()]).toEqual(['offline:/my-small-blog/:pages-v1']);
  });

  it('still serves the network answer when the copy cannot be written (quota)', async () => {
    await worker.dispatch('fetch', {request: page('docs/p1/')});
    pages()!.failWrites = true;
    const response = await worker.dispatch('fetch', {request: page('docs/x/')});
    expect(response!.status).toBe(200);
    expect(await response!.text()).toBe('page');
  });

  it('passes a server error or a partial answer through as it is, and does not keep it', async () => {
    worker.setNetwork(async () => basic('gone', 404));
    expect((await worker.dispatch('fetch', {request: page('docs/missing')}))!.status).toBe(404);
    worker.setNetwork(async () => basic('part', 206));
    expect((await worker.dispatch('fetch', {request: page('docs/x/')}))!.status).toBe(206);
    expect(pages()?.entries.size ?? 0).toBe(0);
  });

  it('answers from the saved copy, or the offline page, only when the network fails', async () => {
    await worker.dispatch('fetch', {request: page('docs/x/')});
    offline();
    expect(
      await (await worker.dispatch('fetch', {request: page('docs/x/?_highlight=a')}))!.text(),
    ).toBe('page');
    const unvisited = await worker.dispatch('fetch', {request: page('docs/never/')});
    expect(unvisited!.status).toBe(503);
    expect(await unvisited!.text()).toContain('You are offline');
  });

  it('keeps one copy of a page whatever its query string, and serves it offline for any', async () => {
    for (let visit = 1; visit <= 25; visit += 1)
      await worker.dispatch('fetch', {request: page(`search?q=w${visit}`)});
    for (let visit = 1; visit <= 10; visit += 1)
      await worker.dispatch('fetch', {request: page(`docs/x/?_highlight=t${visit}#s`)});
    expect([...pages()!.entries.keys()]).toEqual([
      `${origin}/my-small-blog/search`,
      `${origin}/my-small-blog/docs/x/`,
    ]);
    offline();
    expect((await worker.dispatch('fetch', {request: page('search?q=never-typed')}))!.status).toBe(
      200,
    );
  });

  it(`keeps at most ${offlineLimits.pages} pages, dropping the least recently saved first`, async () => {
    for (let visit = 0; visit <= offlineLimits.pages; visit += 1)
      await worker.dispatch('fetch', {request: page(`docs/p${visit}/`)});
    // p0 was saved first; visiting p1 again moves it to the end.
    await worker.dispatch('fetch', {request: page('docs/p1/')});
    await worker.dispatch('fetch', {request: page(`docs/p${offlineLimits.pages + 1}/`)});
    const saved = [...pages()!.entries.keys()];
    expect(saved).toHaveLength(offlineLimits.pages);
    expect(saved).not.toContain(`${origin}/my-small-blog/docs/p0/`);
    expect(saved).not.toContain(`${origin}/my-small-blog/docs/p2/`);
    expect(saved).toContain(`${origin}/my-small-blog/docs/p1/`);
  });

  it('keeps the files pages fetch (search index, page data) apart from the pages', async () => {
    await worker.dispatch('fetch', {
      request: {
        url: `${origin}/my-small-blog/search-index/shard.a1.json`,
        method: 'GET',
        mode: 'cors',
      },
    });
    await worker.dispatch('fetch', {request: page('docs/x/')});
    expect([...worker.stores.keys()].sort()).toEqual([
      'offline:/my-small-blog/:files-v1',
      'offline:/my-small-blog/:pages-v1',
    ]);
  });

  it('keeps one copy of an asset whatever query a link adds, and nothing the build does not ship', async () => {
    for (let copy = 0; copy < 100; copy += 1)
      await worker.dispatch('fetch', {request: asset(`assets/js/main.1a2b.js?n=${copy}`)});
    await worker.dispatch('fetch', {request: asset('assets/js/not-in-the-build.js')});
    expect([...assets()!.entries.keys()]).toEqual([
      `${origin}/my-small-blog/assets/js/main.1a2b.js`,
    ]);
  });

  it('does not keep an answer whose bytes are not the build file of its address', async () => {
    worker.setNetwork(async () => basic('something else'));
    await worker.dispatch('fetch', {request: asset('assets/js/main.1a2b.js')});
    await worker.dispatch('fetch', {request: page('docs/x/')});
    expect(assets()?.entries.size ?? 0).toBe(0);
    expect(pages()?.entries.size ?? 0).toBe(0);
  });

  it('never serves what something else wrote into its caches, and drops it', async () => {
    await worker.dispatch('fetch', {request: asset('assets/js/main.1a2b.js')});
    await worker.dispatch('fetch', {request: page('docs/x/')});
    // Another project on the origin rewrites both entries (the Cache API is shared by the whole origin).
    await assets()!.put(`${origin}/my-small-blog/assets/js/main.1a2b.js`, basic('alert(1)'));
    await pages()!.put(`${origin}/my-small-blog/docs/x/`, basic('<script>alert(1)</script>'));
    expect(
      await (await worker.dispatch('fetch', {request: asset('assets/js/main.1a2b.js')}))!.text(),
    ).toBe('main code');
    offline();
    expect((await worker.dispatch('fetch', {request: page('docs/x/')}))!.status).toBe(503);
    expect(pages()!.entries.size).toBe(0);
  });

  it('after a deploy, refreshes saved pages, keeps the assets the new build still ships and leaves other sites alone', async () => {
    await worker.dispatch('fetch', {request: page('docs/x/')});
    await worker.dispatch('fetch', {request: asset('assets/js/main.1a2b.js')});
    await worker.dispatch('fetch', {request: asset('assets/js/chunk.3c4d.js')});
    const other = new FakeCache();
    worker.stores.set('another-site:pages-1', other);
    const kept = Object.fromEntries(
      Object.entries(buildFiles).filter(([path]) => path !== 'assets/js/chunk.3c4d.js'),
    );
    const next = await loadWorker('v2', worker.stores, {
      ...kept,
      'docs/x/index.html': 'fresh page',
    });
    await next.dispatch('activate', {});
    expect([...worker.stores.keys()].sort()).toEqual([
      'another-site:pages-1',
      'offline:/my-small-blog/:assets-v2',
      'offline:/my-small-blog/:pages-v2',
    ]);
    expect(
      await (await worker.stores
        .get('offline:/my-small-blog/:pages-v2')!
        .match(`${origin}/my-small-blog/docs/x/`))!.text(),
    ).toBe('fresh page');
    expect([...worker.stores.get('offline:/my-small-blog/:assets-v2')!.entries.keys()]).toEqual([
      `${origin}/my-small-blog/assets/js/main.1a2b.js`,
    ]);
  });
});
