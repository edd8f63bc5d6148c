import type * as z from 'zod';
import {difficulties, platformIds, platforms} from '../../../config/writeups';
import {didYouMean} from '../../../utils/closestNames';
import {
  frontMatterSchema,
  writeupFields,
  type FrontMatterOf,
  type Vocabulary,
  type WriteupFields,
  type WriteupFrontMatter,
} from './frontMatter';
import type {WriteupLocation} from './paths';

/**
 * Checking front matter against the schema (frontMatter.ts), and the messages an author reads when it
 * fails: each names the field, says what is expected, shows the value given and suggests a close known
 * name.
 */

export type FrontMatterCheck<FrontMatter = WriteupFrontMatter> =
  | {readonly ok: true; readonly frontMatter: FrontMatter}
  | {readonly ok: false; readonly problems: readonly string[]};

/** One schema issue as the author reads it: the field's path, the message, the value given, and a close known name. */
function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  knownNames: Readonly<Record<string, readonly string[]>>,
) {
  const valueAt = (path: readonly PropertyKey[]) =>
    path.reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object'
          ? (value as Record<PropertyKey, unknown>)[key]
          : undefined,
      input,
    );
  const fieldOf = (path: readonly PropertyKey[]) =>
    path.filter((part) => typeof part === 'string').join('.') || '(front matter)';
  const line = (
    path: readonly PropertyKey[],
    message: string,
    got: unknown,
    suggestFrom?: string,
  ) => {
    const shown =
      got === undefined || typeof got === 'object' ? '' : ` (got ${JSON.stringify(got)})`;
    const known = suggestFrom === undefined ? undefined : knownNames[suggestFrom];
    const suggestion = known && typeof got === 'string' ? didYouMean(got, known) : '';
    return `${fieldOf(path)}: ${message}${shown}${suggestion}`;
  };
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) =>
        line([...issue.path, key], issue.message, valueAt([...issue.path, key])),
      );
    }
    const topField = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
    const suggestFrom =
      issue.code === 'invalid_value' || (issue.code === 'custom' && issue.params?.suggestFrom)
        ? topField
        : undefined;
    // A union's issue (a date) carries no input of its own: the value is read at its path.
    return [line(issue.path, issue.message, issue.input ?? valueAt(issue.path), suggestFrom)];
  });
}

/** Validates front matter against a set of fields (the site's, or a test's), collecting every problem. */
export function validateFrontMatter<Fields extends WriteupFields>(
  fields: Fields,
  frontMatter: Record<string, unknown>,
  knownNames: Readonly<Record<string, readonly string[]>> = {},
):
  | {readonly ok: true; readonly frontMatter: FrontMatterOf<Fields>}
  | {readonly ok: false; readonly problems: readonly string[]} {
  const result = frontMatterSchema(fields).safeParse(frontMatter, {reportInput: true});
  return result.success
    ? // Read-only is a promise about use, not a different value (TypeScript cannot follow it through the generic).
      {ok: true, frontMatter: result.data as FrontMatterOf<Fields>}
    : {ok: false, problems: describeIssues(result.error.issues, frontMatter, knownNames)};
}

/**
 * Validates a write-up's front matter against the schema and against where the
 * file lives, collecting every problem instead of stopping at the first.
 */
export function checkWriteupFrontMatter<
  Fields extends WriteupFields = ReturnType<typeof writeupFields>,
>(
  frontMatter: Record<string, unknown>,
  location: WriteupLocation,
  vocabulary: Vocabulary,
  fields: Fields = writeupFields(vocabulary) as WriteupFields as Fields,
): FrontMatterCheck<FrontMatterOf<Fields>> {
  // The names a misspelt value is compared with, by the field it was typed in.
  const knownNames: Readonly<Record<string, readonly string[]>> = {
    tools: Object.values(vocabulary.tools),
    tags: vocabulary.tags,
    techniques: vocabulary.techniques,
    difficulty: difficulties,
    platform: platformIds,
  };
  const checked = validateFrontMatter(fields, frontMatter, knownNames);
  const problems = checked.ok ? [] : [...checked.problems];

  if (typeof frontMatter.platform === 'string' && frontMatter.platform !== location.platform) {
    problems.push(
      `platform: must be "${location.platform}" for a file under docs/${platforms[location.platform].docsDir}/ (got ${JSON.stringify(frontMatter.platform)})`,
    );
  }
  if (typeof frontMatter.category === 'string' && frontMatter.category !== location.category) {
    const categories = Object.keys(platforms[location.platform].categories);
    const expected = categories.includes(location.category)
      ? `"${location.category}", the folder the file is in`
      : `the folder the file is in, one of ${categories.join(', ')}`;
    problems.push(`category: must be ${expected} (got ${JSON.stringify(frontMatter.category)})`);
  }

  return checked.ok && problems.length === 0
    ? {ok: true, frontMatter: checked.frontMatter}
    : {ok: false, problems};
}

/** One error naming the file and every field at fault, as the build prints it. */
export function formatFrontMatterProblems(filePath: string, problems: readonly string[]): string {
  return [`Invalid write-up front matter in ${filePath}:`, ...problems.map((p) => `  - ${p}`)].join(
    '\n',
  );
}
