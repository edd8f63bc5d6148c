/**
 * The lessons, over every lesson file (CONTENT.md, "Lessons"): one for each technique that five or more
 * listed write-ups use, each meeting the lesson rules, and each worked example's script printing exactly
 * the output block the page shows after it.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {
  analyzeWriteupBody,
  readVocabulary,
  readWriteupSources,
} from '../../src/plugins/model/writeups';
import {isListed, readWriteup} from '../../src/plugins/model/writeups';
import {bodyStartLineOf} from '../../src/plugins/model/writeups';
import {
  findLessonProblems,
  lessonScript,
  listLessons,
  workedExampleOf,
} from '../../src/plugins/features/lessons/rules';

const siteDir = path.resolve(__dirname, '../..');
const docsDir = path.join(siteDir, 'docs');
const vocabulary = await readVocabulary(docsDir);
const writeups = (await readWriteupSources(docsDir)).flatMap((source) => {
  const reading = readWriteup(source.relativePath, source.rawFrontMatter, vocabulary);
  return reading.kind === 'writeup' && isListed(source.rawFrontMatter) ? [reading.frontMatter] : [];
});

/** The techniques that five or more listed write-ups use: each gets a lesson. */
const usage = new Map<string, number>();
for (const frontMatter of writeups)
  for (const technique of frontMatter.techniques)
    usage.set(technique, (usage.get(technique) ?? 0) + 1);
const needingLessons = [...usage]
  .filter(([, count]) => count >= 5)
  .map(([technique]) => technique)
  .sort();

const lessons = await Promise.all(
  listLessons(siteDir).map(async (lesson) => {
    const filePath = path.join(siteDir, lesson.source);
    const fileContent = fs.readFileSync(filePath, 'utf8');
    const {content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
    return {
      ...lesson,
      body: analyzeWriteupBody(content, {firstLine: bodyStartLineOf(fileContent, content)}),
    };
  }),
);

describe('lessons', () => {
  it('exist for every technique five or more write-ups use', () => {
    expect(needingLessons.length).toBeGreaterThan(0);
    expect(
      lessons
        .map((lesson) => lesson.technique)
        .filter((technique) => needingLessons.includes(technique)),
    ).toEqual(needingLessons);
  });

  it.each(lessons.map((lesson) => [lesson.source, lesson] as const))(
    '%s meets the lesson rules',
    (_source, lesson) => {
      expect(findLessonProblems(lesson.body, lesson.source, lesson.dir)).toEqual([]);
    },
  );

  // Concurrent: each script waits mostly on Python starting.
  it.concurrent.each(lessons.map((lesson) => [lesson.source, lesson] as const))(
    '%s: example.py prints exactly its output block',
    async (_source, lesson) => {
      const {output} = workedExampleOf(lesson.body);
      const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesson-'));
      fs.copyFileSync(path.join(lesson.dir, lessonScript), path.join(workDir, lessonScript));
      try {
        const {stdout} = await promisify(execFile)('python3', [lessonScript], {
          cwd: workDir,
          encoding: 'utf8',
          timeout: 150_000,
        });
        expect(stdout.replace(/\n$/, '')).toBe(output);
      } finally {
        fs.rmSync(workDir, {recursive: true, force: true});
      }
    },
    // A Python process per script, several at once beside the rest of the suite: on a busy machine one may wait
    // its turn for a long while; the script's own run is bounded by execFile's timeout.
    180_000,
  );
});
