/**
 * Serves the production build under the base path the way GitHub Pages serves a
 * project site: `x` and `x/` both serve `x/index.html`, unknown paths get
 * `404.html` with status 404, paths outside the base path get a plain 404, and
 * text responses are gzipped when the client accepts it.
 * Started from the command line by scripts/serve-build.ts, and by the benchmarks and
 * the end-to-end tests that count or slow down what the server sends.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {site} from '../src/config/site';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

async function isFile(filePath: string): Promise<boolean> {
  return fs.stat(filePath).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/** Maps a request path to a file of the build, or null when nothing matches (a malformed `%` escape included). */
export async function resolveBuildFile(
  buildDir: string,
  requestPath: string,
): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  const relative = decoded.replace(/^\/+/, '');
  const candidate = path.resolve(buildDir, relative);
  if (candidate !== buildDir && !candidate.startsWith(buildDir + path.sep)) {
    return null;
  }
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    if (await isFile(file)) return file;
  }
  return null;
}

export type StaticServer = {readonly url: string; close(): Promise<void>};

/** The rules of a Netlify / Cloudflare Pages `_headers` file: a path pattern (`*` any run of characters) and its headers. */
export function parseHeadersFile(text: string): {pattern: RegExp; headers: [string, string][]}[] {
  const rules: {pattern: RegExp; headers: [string, string][]}[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*');
      rules.push({pattern: new RegExp(`^${escaped}$`), headers: []});
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0 && rules.length > 0)
      rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * A slow network for every request, whoever makes it (page or worker): each response starts `latencyMs` late and
 * all responses share one link of `bytesPerSecond` (the search benchmark).
 */
export type SimulatedNetwork = {readonly latencyMs: number; readonly bytesPerSecond: number};

export async function startStaticServer({
  buildDir,
  port,
  host = '127.0.0.1',
  baseUrl = site.baseUrl,
  cacheControl = 'no-cache',
  network,
  headersFile = false,
  onRequest,
  onResponse,
}: {
  buildDir: string;
  port: number;
  host?: string;
  /** Where the build is served; the site's base path unless a benchmark serves a folder of its own at `/`. */
  baseUrl?: string;
  /** Sent with every response; a test can make browsers cache everything to show what must not be cached. */
  cacheControl?: string;
  network?: SimulatedNetwork;
  /** Sends the headers of the build's `_headers` file, as Netlify and Cloudflare Pages do (GitHub Pages does not). */
  headersFile?: boolean;
  /** Called with each request's path, for tests that count what reached the server. */
  onRequest?: (pathname: string) => void;
  /**
   * Called with each response's path, its body bytes as sent (gzip included) and the request's headers, for tests that
   * count what was downloaded.
   */
  onResponse?: (pathname: string, bytes: number, requestHeaders: http.IncomingHttpHeaders) => void;
}): Promise<StaticServer> {
  const root = path.resolve(buildDir);
  const headerRules = headersFile
    ? parseHeadersFile(await fs.readFile(path.join(root, '_headers'), 'utf8'))
    : [];
  // Compressing at level 9 on every request cost the end-to-end tests' browsers a good share of the CPU: each file is
  // compressed once per version (path, size and modification time).
  const gzipped = new Map<string, Buffer>();
  const gzipOf = async (file: string, body: Buffer) => {
    const {size, mtimeMs} = await fs.stat(file);
    const key = `${file}\u0000${size}\u0000${mtimeMs}`;
    let payload = gzipped.get(key);
    if (!payload) {
      payload = zlib.gzipSync(body, {level: 9});
      gzipped.set(key, payload);
    }
    return payload;
  };
  // The simulated link: the time at which it is free again.
  let linkFreeAt = 0;
  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // Node refuses request heads over 16 KiB; the hostile-link tests open addresses of megabytes, as a reader's
  // browser can, to test what the page's own code does with them.
  const server = http.createServer({maxHeaderSize: 4 * 1024 * 1024}, async (request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    onRequest?.(pathname);
    // Like a GitHub Pages project site: nothing of ours lives outside the base path.
    if (!pathname.startsWith(baseUrl) && pathname !== baseUrl.slice(0, -1)) {
      response.writeHead(404, {'content-type': 'text/plain; charset=utf-8'}).end('Not found');
      return;
    }
    const file = await resolveBuildFile(root, pathname.slice(baseUrl.length - 1));
    // A folder without a 404 page (a benchmark's) answers a plain 404, as outside the base path.
    const servedFile = file ?? (await resolveBuildFile(root, '404.html'));
    if (!servedFile) {
      response.writeHead(404, {'content-type': 'text/plain; charset=utf-8'}).end('Not found');
      return;
    }
    const body = await fs.readFile(servedFile);
    const type = contentTypes[path.extname(servedFile)] ?? 'application/octet-stream';
    const headers: http.OutgoingHttpHeaders = {'content-type': type, 'cache-control': cacheControl};
    for (const rule of headerRules.filter(({pattern}) => pattern.test(pathname))) {
      for (const [name, value] of rule.headers) headers[name.toLowerCase()] = value;
    }
    const gzip =
      compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const payload = gzip ? await gzipOf(servedFile, body) : body;
    if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = payload.length;
    if (network) {
      await delay(network.latencyMs);
      // The body waits for its turn on the shared link, then takes the time its size needs.
      const start = Math.max(Date.now(), linkFreeAt);
      linkFreeAt = start + (payload.length / network.bytesPerSecond) * 1000;
      await delay(linkFreeAt - Date.now());
    }
    response.writeHead(file ? 200 : 404, headers);
    response.end(request.method === 'HEAD' ? undefined : payload);
    onResponse?.(pathname, request.method === 'HEAD' ? 0 : payload.length, request.headers);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${boundPort}${baseUrl}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Kept-alive browser connections would otherwise hold the server open.
        server.closeAllConnections();
      }),
  };
}
