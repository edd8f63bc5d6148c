import fs from 'node:fs';
import yaml from 'js-yaml';
import * as z from 'zod';
import {issueLines, requiredOr, unique, type Checked} from '../../../utils/schema';

/** The learning path: tracks in order, each a list of lessons (technique ids) from first steps to hard. */
export const tracksFile = 'tracks.yml';

const trackSchema = z.strictObject({
  id: z
    .string({error: requiredOr('is required', 'must be text')})
    .regex(/^[a-z0-9-]+$/, {error: 'must be lower case letters, digits and hyphens'}),
  title: z.string({error: requiredOr('is required', 'must be text')}).min(3),
  description: z
    .string({
      error: requiredOr('is required: one sentence on what the track teaches', 'must be text'),
    })
    .min(20),
  lessons: z
    .array(z.string({error: 'must list technique ids'}), {
      error: requiredOr('is required', 'must be a list of technique ids'),
    })
    .min(1)
    .superRefine(unique('must not name a lesson twice')),
});

export const tracksSchema = z
  .array(trackSchema)
  .min(1)
  .superRefine(unique('must not repeat a track'));
export type Track = Checked<typeof trackSchema>;

/** The tracks of lessons/tracks.yml; a mistake throws, naming the file and the field. */
export function readTracks(file: string): readonly Track[] {
  const parsed = tracksSchema.safeParse(yaml.load(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `Invalid learning path in ${file}:\n${issueLines(parsed.error.issues)
        .map((line) => `  - ${line}`)
        .join('\n')}`,
    );
  const lessons = parsed.data.flatMap((track) => track.lessons);
  const twice = lessons.find((lesson, index) => lessons.indexOf(lesson) !== index);
  if (twice)
    throw new Error(`Invalid learning path in ${file}: the lesson "${twice}" is in two tracks`);
  return parsed.data;
}

/** The lessons sidebar: the path's page first, then each track's lessons in order. */
export function lessonsSidebar(tracks: readonly Track[]) {
  return {
    lessonsSidebar: [
      {type: 'doc' as const, id: 'index', label: 'The learning path'},
      ...tracks.map((track) => ({
        type: 'category' as const,
        label: track.title,
        collapsed: false,
        collapsible: true,
        items: track.lessons.map((lesson) => ({type: 'doc' as const, id: `${lesson}/index`})),
      })),
    ],
  };
}
