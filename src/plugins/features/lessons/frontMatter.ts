import * as z from 'zod';
import {issueLines, requiredOr, unique, type Checked} from '../../../utils/schema';

/**
 * A lesson's own front matter (lessons/<technique>/index.mdx), described once. Docusaurus checks its own
 * doc fields (title, description, sidebar_label, …); these are the lesson's: the technique it teaches,
 * the lessons it assumes and its exercises, the write-ups that use the technique, easiest first.
 */
export const lessonFields = {
  technique: z
    .string({
      error: requiredOr(
        'is required: the id in docs/techniques.yml this lesson teaches (the folder name)',
        'must be text',
      ),
    })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'must be a technique id such as lsb-steganography',
    }),
  assumes: z
    .array(z.string({error: 'must list technique ids'}), {
      error: 'must be a list of the technique ids of earlier lessons',
    })
    .superRefine(unique('must not name a lesson twice'))
    .default([]),
  exercises: z
    .array(
      z.strictObject(
        {
          writeup: z
            .string({
              error: requiredOr(
                "is required: the write-up's address, e.g. /docs/pico-ctf/forensics/extensions/",
                'must be text',
              ),
            })
            .regex(/^\/docs\/[a-z0-9./_-]+$/i, {
              error:
                'must be a write-up address under /docs/, e.g. /docs/pico-ctf/forensics/extensions/',
            }),
          adds: z
            .string({
              error: requiredOr(
                'is required: one line saying what this exercise adds',
                'must be text',
              ),
            })
            .trim()
            .min(15, {error: 'must say in a line what this exercise adds (15 characters or more)'})
            .max(200, {error: 'must be one line (200 characters or fewer)'}),
        },
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? 'is not a field of an exercise (writeup, adds)'
              : 'must be a mapping with writeup and adds',
        },
      ),
      {
        error: requiredOr(
          'is required: the write-ups that use the technique, easiest first',
          'must be a list',
        ),
      },
    )
    .min(1, {error: 'must list at least one write-up'}),
};

export const lessonFrontMatterSchema = z.looseObject(lessonFields);
export type LessonFrontMatter = Checked<typeof lessonFrontMatterSchema>;

export type LessonReading =
  | {readonly ok: true; readonly frontMatter: LessonFrontMatter}
  | {readonly ok: false; readonly problems: string[]};

export function readLessonFrontMatter(raw: unknown): LessonReading {
  const parsed = lessonFrontMatterSchema.safeParse(raw);
  return parsed.success
    ? {ok: true, frontMatter: parsed.data}
    : {ok: false, problems: issueLines(parsed.error.issues)};
}
