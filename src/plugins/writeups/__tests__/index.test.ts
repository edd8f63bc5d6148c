import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import pluginWriteups from '../index';
import {DEFAULT_OPTIONS} from '../options';

const fixture = (name: string) => ({siteDir: path.join(__dirname, '__fixtures__', name)}) as LoadContext;

describe('writeups plugin', () => {
  it('loads a site whose write-ups are valid, skipping landing pages', async () => {
    const plugin = pluginWriteups(fixture('valid'), DEFAULT_OPTIONS);
    await expect(plugin.loadContent!()).resolves.toEqual({count: 1});
  });

  it('fails the build naming the file and every bad field', async () => {
    const plugin = pluginWriteups(fixture('invalid'), DEFAULT_OPTIONS);
    await expect(plugin.loadContent!()).rejects.toThrow(
      [
        '1 write-up(s) have invalid front matter.',
        '',
        'Invalid write-up front matter in docs/pico-ctf/forensics/bad.mdx:',
        '  - difficulty: must be one of very-easy, easy, medium, hard, very-hard (got "impossible")',
        '  - tags: must only use tags from docs/tags.yml: forensics (got "forensic")',
      ].join('\n'),
    );
  });

  it('watches the docs, the tags and the techniques', () => {
    const plugin = pluginWriteups(fixture('valid'), DEFAULT_OPTIONS);
    expect(plugin.getPathsToWatch!()).toEqual([
      path.join(fixture('valid').siteDir, 'docs/**/*.{md,mdx}'),
      path.join(fixture('valid').siteDir, 'docs/tags.yml'),
      path.join(fixture('valid').siteDir, 'docs/techniques.yml'),
    ]);
  });
});
