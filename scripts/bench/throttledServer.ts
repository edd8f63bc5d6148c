import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A static server for the search benchmark that plays a slow mobile network for
 * every request, whoever makes it (page or worker): each response starts after
 * `latencyMs` and all responses share one link of `bytesPerSecond`. Text files
 * are sent gzip-compressed (as a static host would), already-compressed files as
 * they are; `bytesSent` counts what went over the wire.
 */
export type ThrottledServer = {
  readonly url: string;
  /** The responses sent since the last reset: path and body bytes as sent (gzip included). */
  responses(): readonly {readonly path: string; readonly bytes: number}[];
  reset(): void;
  close(): Promise<void>;
};

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
};
const compressible = new Set(['.html', '.js', '.json', '.css']);

export async function startThrottledServer(
  roots: Readonly<Record<string, string>>,
  {latencyMs, bytesPerSecond}: {latencyMs: number; bytesPerSecond: number},
): Promise<ThrottledServer> {
  let sent: {path: string; bytes: number}[] = [];
  // The shared link: the time at which it is free again.
  let linkFreeAt = 0;
  const compressed = new Map<string, Buffer>();

  async function body(file: string): Promise<Buffer> {
    const cached = compressed.get(file);
    if (cached) return cached;
    const raw = await fs.readFile(file);
    const result = compressible.has(path.extname(file)) ? zlib.gzipSync(raw) : raw;
    compressed.set(file, result);
    return result;
  }

  const server = http.createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const [prefix, root] = Object.entries(roots).find(([candidate]) => pathname.startsWith(candidate)) ?? [];
    const file = root !== undefined && prefix !== undefined ? path.join(root, pathname.slice(prefix.length)) : null;
    let content: Buffer | null = null;
    try {
      if (file) {
        const stats = await fs.stat(file);
        // A folder is served by its index.html, as a static host does.
        if (stats.isFile()) content = await body(file);
        else if (stats.isDirectory()) content = await body(path.join(file, 'index.html'));
      }
    } catch {
      content = null;
    }
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (!content) {
      response.writeHead(404).end();
      return;
    }
    const extension = path.extname(file!) || '.html';
    response.writeHead(200, {
      'content-type': types[extension] ?? 'application/octet-stream',
      ...(compressible.has(extension) ? {'content-encoding': 'gzip'} : {}),
      'cache-control': 'no-store',
    });
    // Queue the body on the shared link, then send it when its turn ends.
    const start = Math.max(Date.now(), linkFreeAt);
    linkFreeAt = start + (content.length / bytesPerSecond) * 1000;
    await new Promise((resolve) => setTimeout(resolve, linkFreeAt - Date.now()));
    sent.push({path: pathname, bytes: content.length});
    response.end(content);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  return {
    url: `http://127.0.0.1:${port}`,
    responses: () => sent,
    reset: () => {
      sent = [];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
