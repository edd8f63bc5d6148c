import {describe, expect, it} from 'vitest';
import {toWriteupSummary, unifyToolSpellings} from '../summaries';
import {writeups} from './fixtures';

describe('toWriteupSummary', () => {
  const frontMatter = {platform: 'picoctf', category: 'forensics', difficulty: 'easy', points: 10, event: 'picoCTF 2021', tools: ['exiftool'], tags: ['forensics'], published: new Date('2025-02-03T00:00:00Z')};

  it('summarises a write-up from its validated front matter', () => {
    expect(toWriteupSummary({title: 'information', description: 'd.', permalink: '/docs/x', frontMatter})).toEqual({
      title: 'information', description: 'd.', permalink: '/docs/x', platform: 'picoctf', category: 'forensics', difficulty: 'easy', points: 10, event: 'picoCTF 2021', tools: ['exiftool'], tags: ['forensics'], published: '2025-02-03',
    });
  });

  it('leaves out pages that are not write-ups, drafts and unlisted write-ups', () => {
    expect(toWriteupSummary({title: 'About me', description: 'd.', permalink: '/docs/about-me/', frontMatter: {}})).toBeNull();
    expect(toWriteupSummary({title: 'x', description: 'd.', permalink: '/docs/x', unlisted: true, frontMatter})).toBeNull();
    expect(toWriteupSummary({title: 'x', description: 'd.', permalink: '/docs/x', draft: true, frontMatter})).toBeNull();
  });

  it('records a write-up without points as null, not zero', () => {
    const withoutPoints: Record<string, unknown> = {...frontMatter};
    delete withoutPoints.points;
    expect(toWriteupSummary({title: 'x', description: 'd.', permalink: '/docs/x', frontMatter: withoutPoints})?.points).toBeNull();
  });
});

describe('unifyToolSpellings', () => {
  it('counts one tool once, under its most used spelling', () => {
    const spelled = [
      {...writeups[0]!, tools: ['ExifTool', 'bash']},
      {...writeups[1]!, tools: ['exiftool']},
      {...writeups[2]!, tools: ['exiftool', 'EXIFTOOL']},
    ];
    expect(unifyToolSpellings(spelled).map((writeup) => writeup.tools)).toEqual([['exiftool', 'bash'], ['exiftool'], ['exiftool']]);
  });

  it('prefers the most used spelling over the alphabetically first', () => {
    const spelled = [
      {...writeups[0]!, tools: ['Wireshark']},
      {...writeups[1]!, tools: ['Wireshark']},
      {...writeups[2]!, tools: ['wireshark']},
    ];
    expect(unifyToolSpellings(spelled).map((writeup) => writeup.tools)).toEqual([['Wireshark'], ['Wireshark'], ['Wireshark']]);
  });
});
