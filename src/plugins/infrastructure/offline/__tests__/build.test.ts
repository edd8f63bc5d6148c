import {mkdtemp, mkdir, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {buildVersionOf, compileServiceWorker} from '../build';

async function fakeBuild(assetNames: readonly string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'offline-build-'));
  await mkdir(path.join(dir, 'assets/js'), {recursive: true});
  await Promise.all(assetNames.map((name) => writeFile(path.join(dir, 'assets', name), '')));
  return dir;
}

describe('buildVersionOf', () => {
  it('changes when any hashed asset changes, so a redeploy gets new caches', async () => {
    const first = await buildVersionOf(await fakeBuild(['js/main.aaaa.js', 'js/1.bbbb.js']));
    const same = await buildVersionOf(await fakeBuild(['js/1.bbbb.js', 'js/main.aaaa.js']));
    const next = await buildVersionOf(await fakeBuild(['js/main.aaaa.js', 'js/1.cccc.js']));
    expect(same).toBe(first);
    expect(next).not.toBe(first);
  });
});

describe('compileServiceWorker', () => {
  it('is a classic script (no TypeScript, no module syntax) with the build constants filled in', async () => {
    const worker = await compileServiceWorker({
      buildVersion: 'abc123',
      baseUrl: '/my-small-blog/',
      manifest: {'a\'b"c.js': 'x'},
    });
    expect(() => new vm.Script(worker)).not.toThrow();
    expect(worker).not.toMatch(/^\s*(import|export)\s/m);
    expect(worker).toContain('"abc123"');
    expect(worker).toContain('"/my-small-blog/"');
    expect(worker).not.toContain('__BUILD_VERSION__');
    expect(worker).not.toContain('__MANIFEST__');
  });
});
