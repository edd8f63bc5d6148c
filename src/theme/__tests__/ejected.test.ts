/**
 * Every ejected theme component names the upstream file it was copied from and
 * that file's SHA-256. When a Docusaurus upgrade changes the upstream file, this
 * test fails, so the copy is re-checked against the new original instead of
 * silently drifting from it.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const themeDir = path.resolve(__dirname, '..');
const upstreamThemeDir = path.resolve(
  __dirname,
  '../../../node_modules/@docusaurus/theme-classic/src/theme',
);
const header =
  /(?:Ejected from|Replaces) @docusaurus\/theme-classic [\d.]+ \(src\/theme\/([^,]+),\s*\*\s*sha256 ([0-9a-f]{64})\)/;

const ejected = fs
  .readdirSync(themeDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.(tsx?|jsx?)$/.test(file) && !file.includes('__tests__'))
  .map((file) => ({file, match: header.exec(fs.readFileSync(path.join(themeDir, file), 'utf8'))}))
  .filter(({match}) => match !== null);

describe('ejected theme components', () => {
  it('are few, and each says where it comes from', () => {
    expect(ejected.map(({file}) => file).sort()).toEqual([
      'BlogArchivePage/index.tsx',
      'BlogListPage/StructuredData/index.tsx',
      'BlogListPage/index.tsx',
      'BlogPostItem/Footer/ReadMoreLink/index.tsx',
      'BlogPostPage/StructuredData/index.tsx',
      'CodeBlock/Buttons/CopyButton/index.tsx',
      'CodeBlock/Content/index.tsx',
      'CodeBlock/index.tsx',
      'DocBreadcrumbs/StructuredData/index.tsx',
      'DocSidebar/index.tsx',
      'LastUpdated/index.tsx',
      'prism-include-languages.ts',
    ]);
  });

  it.each(ejected.map(({file, match}) => [file, match![1]!, match![2]!] as const))(
    '%s still matches its upstream original (%s)',
    (_file, upstream, digest) => {
      const current = createHash('sha256')
        .update(fs.readFileSync(path.join(upstreamThemeDir, upstream)))
        .digest('hex');
      expect(
        current,
        `upstream ${upstream} changed: compare it with the ejected copy, then record the new digest`,
      ).toBe(digest);
    },
  );
});
