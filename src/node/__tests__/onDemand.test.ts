import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {isInstalled, lockedVersion, onDemandDir} from '../onDemand';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, {recursive: true, force: true})));

/** An `on-demand/` folder with a `diagrams` set pinning mermaid at `pinned`, and `installed` in its node_modules. */
function onDemandRoot({pinned, installed}: {pinned: string; installed?: string}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'on-demand-'));
  roots.push(root);
  const set = path.join(root, 'diagrams');
  fs.mkdirSync(set);
  fs.writeFileSync(
    path.join(set, 'package-lock.json'),
    JSON.stringify({packages: {'': {}, 'node_modules/mermaid': {version: pinned}}}),
  );
  if (installed) {
    fs.mkdirSync(path.join(set, 'node_modules/mermaid'), {recursive: true});
    fs.writeFileSync(
      path.join(set, 'node_modules/mermaid/package.json'),
      JSON.stringify({name: 'mermaid', version: installed}),
    );
  }
  return root;
}

describe('a set of packages installed on demand', () => {
  it('reads the version its lockfile pins, with nothing installed', () => {
    expect(lockedVersion('diagrams', 'mermaid', onDemandRoot({pinned: '11.17.2'}))).toBe('11.17.2');
  });

  it('names the lockfile when it pins no version of a package', () => {
    const root = onDemandRoot({pinned: '11.17.2'});
    expect(() => lockedVersion('diagrams', 'rehype-mermaid', root)).toThrow(
      `${path.join(root, 'diagrams', 'package-lock.json')} pins no version of rehype-mermaid`,
    );
  });

  it('is installed again when missing or at another version than the lockfile pins', () => {
    expect(isInstalled('diagrams', ['mermaid'], onDemandRoot({pinned: '11.17.2'}))).toBe(false);
    expect(
      isInstalled('diagrams', ['mermaid'], onDemandRoot({pinned: '11.17.2', installed: '11.4.0'})),
    ).toBe(false);
    expect(
      isInstalled('diagrams', ['mermaid'], onDemandRoot({pinned: '11.17.2', installed: '11.17.2'})),
    ).toBe(true);
  });
});

describe('the repository’s sets', () => {
  const rootLock = JSON.parse(
    fs.readFileSync(path.join(onDemandDir, '../package-lock.json'), 'utf8'),
  ) as {packages: Record<string, unknown>};

  it.each([
    ['diagrams', ['mermaid', 'mermaid-isomorphic', 'rehype-mermaid']],
    ['lighthouse', ['lighthouse', 'chrome-launcher']],
  ] as const)(
    '%s: each package is pinned in its own lockfile and left out of npm ci',
    (set, names) => {
      for (const name of names) {
        expect(lockedVersion(set, name)).toMatch(/^\d+\.\d+\.\d+$/);
        expect(Object.keys(rootLock.packages), `${name} in the root lockfile`).not.toContain(
          `node_modules/${name}`,
        );
      }
    },
  );
});
