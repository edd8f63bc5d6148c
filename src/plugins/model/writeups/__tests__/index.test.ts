import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {AllContent} from '@docusaurus/types';
import {countWriteupsByPlatform} from '../../../features/home';
import {toWriteupSummary} from '../summary';
import {collectSocialCards} from '../../../features/social-images';
import {loadFixtureSite} from './fixtureSite';
import {getWriteups} from '../model';

describe('writeups plugin', () => {
  it('returns the docs with the typed write-ups they hold, skipping landing pages', async () => {
    const {plugin} = await loadFixtureSite('valid');
    const content = (await plugin.loadContent!())!;
    expect(content.loadedVersions[0]!.docs.map((doc) => doc.id).sort()).toEqual([
      'pico-ctf/forensics/good',
      'pico-ctf/forensics/hidden',
      'pico-ctf/index',
    ]);
    expect(content.writeups.map(({id, location, listed}) => ({id, location, listed}))).toEqual([
      {
        id: 'pico-ctf/forensics/good',
        location: {platform: 'picoctf', category: 'forensics'},
        listed: true,
      },
      {
        id: 'pico-ctf/forensics/hidden',
        location: {platform: 'picoctf', category: 'forensics'},
        listed: false,
      },
    ]);
    expect(content.writeups[0]!.frontMatter).toMatchObject({
      difficulty: 'easy',
      tools: ['file'],
      techniques: ['file-signatures'],
      published: new Date('2025-02-01'),
    });
    expect(content.techniques.map((technique) => technique.id)).toEqual(['file-signatures']);
  });

  it('leaves an unlisted write-up out of every listing built on the model', async () => {
    const {plugin} = await loadFixtureSite('valid');
    const allContent = {
      'docusaurus-plugin-content-docs': {default: await plugin.loadContent!()},
    } as AllContent;
    const writeups = getWriteups(allContent);
    expect(writeups.map((writeup) => writeup.title)).toEqual(['Good']);
    expect(countWriteupsByPlatform(writeups)).toContainEqual({platform: 'picoctf', count: 1});
    expect(writeups.map(toWriteupSummary).map((summary) => summary.title)).toEqual(['Good']);
    expect(collectSocialCards(writeups, [], '/').map((card) => card.content.title)).toEqual([
      'Good',
    ]);
  });

  it('fails the build naming the file and every bad field', async () => {
    const {plugin} = await loadFixtureSite('invalid');
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

  it('watches the docs, the tags and the techniques', async () => {
    const {plugin, siteDir} = await loadFixtureSite('valid');
    expect(plugin.getPathsToWatch!()).toEqual(
      expect.arrayContaining([path.join(siteDir, 'docs/techniques.yml')]),
    );
    expect(
      plugin.getPathsToWatch!().some(
        (watched) =>
          watched.startsWith(path.join(siteDir, 'docs')) && watched.includes('.{md,mdx}'),
      ),
    ).toBe(true);
  });
});
