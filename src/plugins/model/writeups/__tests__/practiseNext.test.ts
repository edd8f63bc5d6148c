import {describe, expect, it} from 'vitest';
import {rankPractiseNext, toPractiseNextLink} from '../practiseNext';
import {writeupFixture} from './writeupFixtures';

const writeup = (
  slug: string,
  techniques: string[],
  tools: string[],
  category = 'forensics',
  platform: 'picoctf' | 'root-me' = 'picoctf',
) =>
  writeupFixture({
    id: slug,
    title: slug,
    permalink: `/docs/${platform}/${category}/${slug}`,
    location: {platform, category},
    frontMatter: {platform, category, techniques, tools},
  });

const target = writeup('target', ['file-signatures', 'appended-data'], ['file', 'binwalk']);
const bothTechniques = writeup('both-techniques', ['appended-data', 'file-signatures'], ['xxd']);
const oneTechniqueTwoTools = writeup(
  'one-technique-two-tools',
  ['file-signatures'],
  ['file', 'binwalk'],
);
const oneTechniqueOneTool = writeup('one-technique-one-tool', ['appended-data'], ['file']);
const sameCategory = writeup('same-category', ['exif-metadata'], ['exiftool']);
const otherPlatform = writeup(
  'other-platform',
  ['exif-metadata'],
  ['exiftool'],
  'web-server',
  'root-me',
);
const all = [
  otherPlatform,
  sameCategory,
  oneTechniqueOneTool,
  target,
  oneTechniqueTwoTools,
  bothTechniques,
];

describe('practise next', () => {
  it('ranks shared techniques first, then shared tools, then the same category, and never suggests the page itself', () => {
    expect(rankPractiseNext(all, target, new Set(), 5).map((next) => next.title)).toEqual([
      'both-techniques',
      'one-technique-two-tools',
      'one-technique-one-tool',
      'same-category',
      'other-platform',
    ]);
  });

  it('leaves out the previous and next pages, which the page already links', () => {
    expect(
      rankPractiseNext(all, target, new Set([bothTechniques.permalink])).map((next) => next.title),
    ).toEqual(['one-technique-two-tools', 'one-technique-one-tool', 'same-category']);
  });

  it('gives the same three whatever order the write-ups come in', () => {
    const ties = ['c', 'a', 'b', 'd'].map((slug) => writeup(slug, ['file-signatures'], ['file']));
    const forward = rankPractiseNext([...ties, target], target, new Set()).map(
      (next) => next.title,
    );
    const backward = rankPractiseNext([target, ...ties].reverse(), target, new Set()).map(
      (next) => next.title,
    );
    expect(forward).toEqual(['a', 'b', 'c']);
    expect(backward).toEqual(forward);
  });

  it('says why each is suggested', () => {
    const techniques = [
      {id: 'file-signatures', name: 'File signatures', explanation: ''},
      {id: 'appended-data', name: 'Appended data', explanation: ''},
    ];
    expect(toPractiseNextLink(bothTechniques, target, techniques)).toMatchObject({
      title: 'both-techniques',
      about: 'picoCTF Forensics · Easy · 100 points',
      reason: 'Same technique: Appended data, File signatures',
    });
    expect(
      toPractiseNextLink(writeup('tools-only', ['exif-metadata'], ['binwalk']), target, techniques)
        .reason,
    ).toBe('Same tools: binwalk');
    expect(toPractiseNextLink(sameCategory, target, techniques).reason).toBe(
      'Same category: picoCTF Forensics',
    );
  });
});
