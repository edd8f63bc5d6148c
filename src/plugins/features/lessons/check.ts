/**
 * Every lesson checked without a build, for scripts/check-content.ts and the tests: its own front matter, the
 * lesson rules, and its exercises and place in the path against the write-ups read from disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {site} from '../../../config/site';
import {
  analyzeWriteupBody,
  bodyStartLineOf,
  isListed,
  readVocabularies,
  readWriteup,
  readWriteupSources,
  writeupPermalink,
  type Writeup,
} from '../../model/writeups';
import {readLessonFrontMatter} from './frontMatter';
import {buildLessonsData, type Lesson} from './model';
import {findLessonProblems, listLessons} from './rules';
import {readTracks, tracksFile} from './tracks';

export type CheckedLesson = {
  readonly source: string;
  readonly words: number;
  readonly problems: readonly string[];
};

export async function checkLessons(siteDir: string): Promise<CheckedLesson[]> {
  const docsDir = path.join(siteDir, 'docs');
  const {vocabulary, techniques} = await readVocabularies(docsDir);
  const writeups: Writeup[] = (await readWriteupSources(docsDir)).flatMap((source) => {
    const reading = readWriteup(source.relativePath, source.rawFrontMatter, vocabulary);
    if (reading.kind !== 'writeup') return [];
    const title =
      typeof source.rawFrontMatter.title === 'string'
        ? source.rawFrontMatter.title
        : source.relativePath;
    return [
      {
        id: source.relativePath,
        relativePath: source.relativePath,
        permalink: writeupPermalink(source.relativePath, site.baseUrl),
        title,
        description: '',
        location: reading.location,
        frontMatter: reading.frontMatter,
        listed: isListed(source.rawFrontMatter),
        commands: [],
      },
    ];
  });
  const checked: {source: string; words: number; problems: string[]}[] = [];
  const lessons: Lesson[] = [];
  for (const {source, dir, technique} of listLessons(siteDir)) {
    const filePath = path.join(siteDir, source);
    const fileContent = fs.readFileSync(filePath, 'utf8');
    let parsed: Awaited<ReturnType<typeof DEFAULT_PARSE_FRONT_MATTER>>;
    try {
      parsed = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
    } catch (error) {
      checked.push({
        source,
        words: 0,
        problems: [
          `front matter: not valid YAML: ${(error as Error).message.split('\n')[0]} (quote a value that holds ": ")`,
        ],
      });
      continue;
    }
    const body = analyzeWriteupBody(parsed.content, {
      firstLine: bodyStartLineOf(fileContent, parsed.content),
    });
    const problems = findLessonProblems(body, source, dir);
    const reading = readLessonFrontMatter(parsed.frontMatter);
    if (!reading.ok)
      problems.push(...reading.problems.map((problem) => `front matter: ${problem}`));
    else {
      const {title, description} = parsed.frontMatter as {title?: string; description?: string};
      lessons.push({
        source,
        title: title ?? technique,
        description: description ?? '',
        permalink: `${site.baseUrl}learn/${technique}/`,
        frontMatter: reading.frontMatter,
      });
    }
    checked.push({source, words: body.proseWordCount, problems});
  }
  const {problems} = buildLessonsData(
    lessons,
    readTracks(path.join(siteDir, 'lessons', tracksFile)),
    writeups,
    techniques,
    site.baseUrl,
  );
  for (const problem of problems) {
    const source = problem.split(':')[0]!;
    const lesson =
      checked.find((entry) => entry.source === source) ??
      checked.find((entry) => entry.source === 'lessons/tracks.yml');
    if (lesson) lesson.problems.push(problem.slice(source.length + 2));
    else checked.push({source, words: 0, problems: [problem.slice(source.length + 2)]});
  }
  return checked;
}
