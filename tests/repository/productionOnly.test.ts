import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {productionOnlyFile, productionOnlyFiles} from '../../src/config/productionOnly';

const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('### `npm start` and the production build'),
  readme.indexOf('## Your first write-up'),
);
// The addresses the README's list names, relative to the base URL: `/blog/rss.xml` → blog/rss.xml, `/img/og/…` → img/og/x.
const listed = [...section.matchAll(/^- .*$/gm)].flatMap((line) =>
  [...line[0].matchAll(/`\/([^`]+)`/g)].map((match) => match[1]!.replace(/…$/, 'x.jpg')),
);

describe('what only the production build makes', () => {
  it('is listed in the README, each entry naming an address the development server explains', () => {
    expect(section.length, 'the README section').toBeGreaterThan(100);
    for (const file of productionOnlyFiles)
      expect(
        listed.some((address) => file.path.test(address)),
        String(file.path),
      ).toBe(true);
    for (const address of listed) expect(productionOnlyFile(address), address).toBeDefined();
  });

  it('never includes what the development server does serve', () => {
    for (const served of [
      'writeups.json',
      'writeups.schema.json',
      'llms.txt',
      'writeups/rss.xml',
      'tools/fls/data.json',
      'search-index/manifest.json',
      'blog/some-post',
    ]) {
      expect(productionOnlyFile(served), served).toBeUndefined();
    }
  });
});
