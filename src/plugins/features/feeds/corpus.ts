import * as z from 'zod';
import {difficulties, platformIds, solveMethodIds} from '../../../config/writeups';
import {slugId} from '../../../config/references';
import type {Checked} from '../../../utils/schema';
import {readerPages, techniquePage, toolPage} from '../../../config/pages';
import {
  type Writeup,
  type Technique,
  type Tool,
  describeWriteupLocation,
} from '../../model/writeups';
import type {PathTrack} from '../lessons/pathData';

/** The machine-readable corpus, relative to the base URL. */
export const corpusFiles = {
  writeups: 'writeups.json',
  schema: 'writeups.schema.json',
  llms: 'llms.txt',
} as const;

/** Bumped when a field changes meaning or disappears; new fields do not bump it. */
export const corpusVersion = 1;

/** A technique or tool a write-up uses, with its page. */
const corpusLink = z.strictObject({
  id: z.string().regex(slugId),
  name: z.string().min(1),
  url: z.url(),
});

const corpusWriteup = z.strictObject({
  title: z.string().min(1),
  url: z.url(),
  description: z.string(),
  platform: z.enum(platformIds),
  category: z.string(),
  location: z
    .string()
    .meta({description: 'Platform and category as the site shows them, e.g. "picoCTF Forensics".'}),
  difficulty: z.enum(difficulties),
  points: z.int().min(0).nullable(),
  event: z.string(),
  published: z.iso.date(),
  techniques: z.array(corpusLink).min(1),
  tools: z.array(corpusLink).min(1),
  tags: z.array(z.string()),
  verification: z.enum(solveMethodIds).meta({
    description:
      'How the page was verified (CONTENT.md): artifact, sources, instance, worked-example or lab.',
  }),
});

const corpusLesson = z.strictObject({
  title: z.string().min(1),
  url: z.url(),
  description: z.string(),
  technique: corpusLink.meta({description: 'The technique the lesson teaches, and its page.'}),
  track: z.string().meta({description: 'The track of the learning path the lesson belongs to.'}),
  exercises: z
    .array(z.url())
    .meta({description: 'The write-ups that practise the technique, easiest first.'}),
});

/** /writeups.json, described once: its type and its published JSON Schema come from here. */
const corpus = z
  .strictObject({
    $schema: z.url(),
    version: z.literal(corpusVersion),
    site: z.strictObject({title: z.string(), url: z.url()}),
    writeups: z.array(corpusWriteup),
    lessons: z.array(corpusLesson).meta({
      description: 'The lessons of the learning path (/learn/), in the order of their tracks.',
    }),
  })
  .meta({
    title: 'Write-ups of the site',
    description:
      'Every listed write-up: what it is about, where it is, the techniques and tools it uses, and how it was verified.',
  });

export type CorpusLink = Checked<typeof corpusLink>;
export type CorpusLesson = Checked<typeof corpusLesson>;
/** One write-up in /writeups.json. */
export type CorpusWriteup = Checked<typeof corpusWriteup>;
export type Corpus = Checked<typeof corpus>;

/** JSON Schema (2020-12) of /writeups.json, published beside it as /writeups.schema.json. */
export const corpusSchema = z.toJSONSchema(corpus, {target: 'draft-2020-12'});

/** /writeups.json: the listed write-ups, newest first, with absolute URLs. */
export function createCorpus(
  writeups: readonly Writeup[],
  techniques: readonly Technique[],
  tools: readonly Tool[],
  site: {readonly title: string; readonly url: string},
  tracks: readonly PathTrack[] = [],
): Corpus {
  const absolute = (path: string) => new URL(path.replace(/^\//, ''), site.url).href;
  const techniqueNames = new Map(techniques.map((technique) => [technique.id, technique.name]));
  const toolIds = new Map(tools.map((tool) => [tool.name, tool.id]));
  const newestFirst = [...writeups].sort(
    (a, b) =>
      b.frontMatter.published.getTime() - a.frontMatter.published.getTime() ||
      a.title.localeCompare(b.title, 'en'),
  );
  return {
    $schema: absolute(corpusFiles.schema),
    version: corpusVersion,
    site,
    writeups: newestFirst.map(({title, permalink, description, location, frontMatter}) => ({
      title,
      url: new URL(permalink, site.url).href,
      description,
      platform: location.platform,
      category: location.category,
      location: describeWriteupLocation(location),
      difficulty: frontMatter.difficulty,
      points: frontMatter.points ?? null,
      event: frontMatter.event,
      published: frontMatter.published.toISOString().slice(0, 10),
      techniques: frontMatter.techniques.map((id) => ({
        id,
        name: techniqueNames.get(id) ?? id,
        url: absolute(techniquePage(id)),
      })),
      tools: frontMatter.tools.map((name) => {
        const id = toolIds.get(name) ?? name;
        return {id, name, url: absolute(toolPage(id))};
      }),
      tags: frontMatter.tags,
      verification: frontMatter.solve.method,
    })),
    lessons: tracks.flatMap((track) =>
      track.lessons.map((lesson) => ({
        title: lesson.title,
        url: new URL(lesson.permalink, site.url).href,
        description: lesson.description,
        technique: {
          id: lesson.technique,
          name: techniqueNames.get(lesson.technique) ?? lesson.technique,
          url: absolute(techniquePage(lesson.technique)),
        },
        track: track.title,
        exercises: lesson.exercises.map((permalink) => new URL(permalink, site.url).href),
      })),
    ),
  };
}

/** Markdown text on one line, brackets escaped so that a title cannot end its link. */
const inline = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[\\[\]]/g, (character) => `\\${character}`)
    .trim();

/**
 * /llms.txt (llmstxt.org): the site in a few lines, then links to every page a
 * reader or a language model would start from, and every write-up.
 */
export function createLlmsTxt(corpus: Corpus, description: string): string {
  const {site} = corpus;
  const page = (path: string) => new URL(path, site.url).href;
  const byLocation = new Map<string, CorpusWriteup[]>();
  for (const writeup of corpus.writeups)
    byLocation.set(writeup.location, [...(byLocation.get(writeup.location) ?? []), writeup]);
  const lines = [
    `# ${inline(site.title)}`,
    '',
    `> ${inline(description)}`,
    '',
    `picoCTF write-ups solved on the original challenge files, Root-Me pages that teach the method on examples of their own (Root-Me forbids publishing solutions), and a detection lab. Each write-up says how it was verified. The machine-readable list is [writeups.json](${page(corpusFiles.writeups)}) (schema: [writeups.schema.json](${page(corpusFiles.schema)})).`,
    '',
    '## Start here',
    '',
    `- [Learn](${page(`${readerPages.learn}/`)}): lessons on the techniques, in tracks from first steps to hard`,
    `- [All write-ups](${page(readerPages.explorer)}): every write-up, filterable by platform, category, difficulty, technique and tool`,
    `- [Techniques](${page(`${readerPages.techniques}/`)}): each technique explained, with the write-ups that use it`,
    `- [Tools](${page(`${readerPages.tools}/`)}): every command line of the write-ups, by tool`,
    `- [About me](${page('docs/about-me/')}): who writes the site and how its pages are made`,
    '',
  ];
  for (const [location, writeups] of [...byLocation].sort(([a], [b]) => a.localeCompare(b, 'en'))) {
    lines.push(
      `## ${location}`,
      '',
      ...writeups.map(
        (writeup) => `- [${inline(writeup.title)}](${writeup.url}): ${inline(writeup.description)}`,
      ),
      '',
    );
  }
  if (corpus.lessons.length > 0) {
    lines.push(
      '## Lessons',
      '',
      `The learning path ([learn](${page(`${readerPages.learn}/`)})): one lesson per technique, each with a worked example and the write-ups to practise on.`,
      '',
      ...corpus.lessons.map(
        (lesson) => `- [${inline(lesson.title)}](${lesson.url}): ${inline(lesson.description)}`,
      ),
      '',
    );
  }
  lines.push(
    '## Optional',
    '',
    `- [Blog](${page('blog')}): longer posts not tied to one challenge`,
    '',
  );
  return lines.join('\n');
}
