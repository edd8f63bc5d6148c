import {describe, expect, it} from 'vitest';
import {writeupFixture} from '../../../model/writeups/testing';
import {readLessonFrontMatter} from '../frontMatter';
import {buildLessonsData, type Lesson} from '../model';

const baseUrl = '/my-small-blog/';

function lesson(exercises: {writeup: string; adds: string}[]): Lesson {
  const reading = readLessonFrontMatter({
    title: 'File signatures',
    description: 'Tell what a file really is from its first bytes, whatever its name says.',
    technique: 'file-signatures',
    exercises,
  });
  if (!reading.ok) throw new Error(reading.problems.join('\n'));
  return {
    source: 'lessons/file-signatures/index.mdx',
    title: 'File signatures',
    description: 'Tell what a file really is from its first bytes.',
    permalink: '/my-small-blog/learn/file-signatures/',
    frontMatter: reading.frontMatter,
  };
}

describe('buildLessonsData', () => {
  it('tells the author of a new write-up which lesson to add it to, and how', () => {
    const listed = writeupFixture({
      permalink: '/my-small-blog/docs/pico-ctf/forensics/extensions',
      frontMatter: {techniques: ['file-signatures']},
    });
    const added = writeupFixture({
      id: 'pico-ctf/forensics/c0rrupt',
      permalink: '/my-small-blog/docs/pico-ctf/forensics/c0rrupt',
      frontMatter: {techniques: ['file-signatures']},
    });
    const {problems} = buildLessonsData(
      [
        lesson([
          {writeup: '/docs/pico-ctf/forensics/extensions', adds: 'The classic lie of a file name.'},
        ]),
      ],
      [],
      [listed, added],
      [{id: 'file-signatures'} as never],
      baseUrl,
    );
    expect(problems.filter((problem) => problem.includes('exercises'))).toEqual([
      expect.stringMatching(
        /^lessons\/file-signatures\/index\.mdx: exercises: \/docs\/pico-ctf\/forensics\/c0rrupt uses file-signatures and is missing.*add `- writeup: \/docs\/pico-ctf\/forensics\/c0rrupt` with `adds: /,
      ),
    ]);
  });
});
