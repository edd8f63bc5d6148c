import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startStaticServer, type StaticServer} from '../staticServer';

describe('the static server used by the tests and benchmarks', () => {
  let server: StaticServer;
  beforeAll(async () => {
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    fs.writeFileSync(path.join(buildDir, 'index.html'), '<h1>home</h1>');
    fs.writeFileSync(path.join(buildDir, '404.html'), '<h1>not found</h1>');
    server = await startStaticServer({buildDir, port: 0});
  });
  afterAll(() => server.close());

  it.each(['%', '%E0%A4%A', '%zz', 'docs/%ff%fe'])(
    'answers a malformed escape (%s) with the not-found page and keeps serving',
    async (bad) => {
      const response = await fetch(`${server.url}${bad}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('not found');
      expect((await fetch(server.url)).status).toBe(200);
    },
  );

  it('never serves a file outside the build', async () => {
    expect((await fetch(`${server.url}..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });
});
