import {describe, expect, it} from 'vitest';
import {toWriteupSummary} from '../summary';
import {writeupFixture} from '../testing';

describe('toWriteupSummary', () => {
  it('summarises a write-up from the model', () => {
    const writeup = writeupFixture({
      title: 'information',
      permalink: '/docs/x',
      description: 'd.',
      frontMatter: {
        difficulty: 'easy',
        points: 10,
        event: 'picoCTF 2021',
        tools: ['exiftool'],
        tags: ['forensics'],
        techniques: ['exif-metadata'],
        published: new Date('2025-02-03T00:00:00Z'),
      },
    });
    expect(toWriteupSummary(writeup)).toEqual({
      title: 'information',
      description: 'd.',
      permalink: '/docs/x',
      platform: 'picoctf',
      category: 'forensics',
      difficulty: 'easy',
      points: 10,
      event: 'picoCTF 2021',
      tools: ['exiftool'],
      tags: ['forensics'],
      techniques: ['exif-metadata'],
      published: '2025-02-03',
    });
  });

  it('records a write-up without points as null, not zero', () => {
    expect(toWriteupSummary(writeupFixture({frontMatter: {points: undefined}})).points).toBeNull();
  });
});
