import {difficulties} from '../../../config/writeups';
import {techniquePage} from '../../../config/pages';
import {toWriteupLink, type Technique, type Writeup} from '../../model/writeups';
import type {LessonFrontMatter} from './frontMatter';
import type {Track} from './tracks';
import type {ExerciseLink, PathTrack} from './pathData';

/** A lesson as the build reads it: its page and its validated front matter. */
export type Lesson = {
  readonly source: string;
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly frontMatter: LessonFrontMatter;
};

/** What every lesson page and the path page show, computed once per load (lessons plugin, allContentLoaded). */
export type LessonsData = {
  readonly exercises: ReadonlyMap<string, readonly ExerciseLink[]>;
  readonly assumes: ReadonlyMap<
    string,
    readonly {readonly title: string; readonly permalink: string}[]
  >;
  readonly tracks: readonly PathTrack[];
  /** Technique id → its lesson's address. */
  readonly lessonOf: ReadonlyMap<string, string>;
};

export const lessonsDataKey = 'lessons';

/**
 * Checks the lessons against the write-ups, the techniques and the path, and builds what their pages show.
 * Every problem is collected, each naming the lesson file and the field.
 */
export function buildLessonsData(
  lessons: readonly Lesson[],
  tracks: readonly Track[],
  writeups: readonly Writeup[],
  techniques: readonly Technique[],
  baseUrl: string,
): {data: LessonsData; problems: string[]} {
  const problems: string[] = [];
  const byTechnique = new Map(lessons.map((lesson) => [lesson.frontMatter.technique, lesson]));
  const listed = writeups.filter((writeup) => writeup.listed);
  const byPermalink = new Map(listed.map((writeup) => [writeup.permalink, writeup]));
  const techniqueIds = new Set(techniques.map((technique) => technique.id));
  const exercises = new Map<string, ExerciseLink[]>();
  const assumes = new Map<string, {title: string; permalink: string}[]>();

  for (const lesson of lessons) {
    const {technique} = lesson.frontMatter;
    const at = (field: string, message: string) =>
      problems.push(`${lesson.source}: ${field}: ${message}`);
    if (!techniqueIds.has(technique))
      at('technique', `"${technique}" is not an id of docs/techniques.yml`);
    if (!lesson.source.endsWith(`/${technique}/index.mdx`))
      at('technique', `must be the lesson's folder name (the file is ${lesson.source})`);
    const links: ExerciseLink[] = [];
    lesson.frontMatter.exercises.forEach(({writeup: address, adds}, index) => {
      const writeup = byPermalink.get(`${baseUrl.replace(/\/$/, '')}${address}`);
      if (!writeup)
        return at(`exercises[${index}].writeup`, `${address} is not a listed write-up's address`);
      if (!writeup.frontMatter.techniques.includes(technique))
        return at(
          `exercises[${index}].writeup`,
          `${address} does not list the technique ${technique}`,
        );
      links.push({...toWriteupLink(writeup), adds});
    });
    const listedHere = new Set(links.map((link) => link.permalink));
    for (const writeup of listed.filter((candidate) =>
      candidate.frontMatter.techniques.includes(technique),
    )) {
      if (!listedHere.has(writeup.permalink))
        at(
          'exercises',
          `${writeup.permalink.slice(baseUrl.length - 1)} uses ${technique} and is missing: every write-up that uses it is an exercise (add \`- writeup: ${writeup.permalink.slice(baseUrl.length - 1)}\` with \`adds: "what it adds to the lesson"\` to the lesson's exercises: easy before medium before hard, and within a difficulty by what each asks of the reader)`,
        );
    }
    const rank = (link: ExerciseLink) =>
      difficulties.indexOf(byPermalink.get(link.permalink)!.frontMatter.difficulty);
    links.forEach((link, index) => {
      if (index > 0 && rank(link) < rank(links[index - 1]!))
        at(
          `exercises[${index}]`,
          `${link.title} is easier than the exercise before it: list them easy, then medium, then hard`,
        );
    });
    exercises.set(technique, links);
    assumes.set(
      technique,
      lesson.frontMatter.assumes.flatMap((id) => {
        const earlier = byTechnique.get(id);
        if (!earlier) {
          at('assumes', `"${id}" has no lesson`);
          return [];
        }
        return [{title: earlier.title, permalink: earlier.permalink}];
      }),
    );
  }

  const inPath = new Set(tracks.flatMap((track) => track.lessons));
  for (const lesson of lessons)
    if (!inPath.has(lesson.frontMatter.technique))
      problems.push(
        `lessons/tracks.yml: the lesson ${lesson.frontMatter.technique} is in no track`,
      );
  for (const id of inPath)
    if (!byTechnique.has(id))
      problems.push(`lessons/tracks.yml: "${id}" has no lesson (lessons/${id}/index.mdx)`);

  const pathTracks: PathTrack[] = tracks.map((track) => ({
    id: track.id,
    title: track.title,
    description: track.description,
    lessons: track.lessons.flatMap((id) => {
      const lesson = byTechnique.get(id);
      return lesson
        ? [
            {
              technique: id,
              title: lesson.title,
              description: lesson.description,
              permalink: lesson.permalink,
              techniquePage: `${baseUrl}${techniquePage(id)}`,
              exercises: (exercises.get(id) ?? []).map((link) => link.permalink),
            },
          ]
        : [];
    }),
  }));
  return {
    data: {
      exercises,
      assumes,
      tracks: pathTracks,
      lessonOf: new Map(lessons.map((lesson) => [lesson.frontMatter.technique, lesson.permalink])),
    },
    problems,
  };
}
