import yaml from 'js-yaml';
import type * as z from 'zod';
import {slugId} from '../../../config/references';
import {isOptional, issueLines, type Checked} from '../../../utils/schema';

/** A YAML vocabulary (docs/techniques.yml, docs/tools.yml): each id mapped to an entry of one schema. */
export type VocabularyFile<Entry extends z.ZodObject> = {
  /** What one entry is, in the messages: "technique", "tool". */
  readonly kind: string;
  readonly entry: Entry;
};

/** Every entry that passed, with its id, and every problem found (by id and field), in file order. */
export function readVocabularyEntries<Entry extends z.ZodObject>(
  text: string,
  fileName: string,
  {kind, entry}: VocabularyFile<Entry>,
): {readonly entries: ({readonly id: string} & Checked<Entry>)[]; readonly problems: string[]} {
  const parsed: unknown = yaml.load(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    const fields = Object.entries(entry.shape).map(([name, field]) =>
      isOptional(field) ? `${name}?` : name,
    );
    throw new Error(`${fileName} must map each ${kind} id to {${fields.join(', ')}}`);
  }
  const entries: ({readonly id: string} & Checked<Entry>)[] = [];
  const problems: string[] = [];
  for (const [id, value] of Object.entries(parsed)) {
    if (!slugId.test(id)) problems.push(`${id}: the id must be lower-case words joined by "-"`);
    const result = entry.safeParse(value);
    if (result.success) entries.push({id, ...(result.data as Checked<Entry>)});
    else problems.push(...issueLines(result.error.issues).map((line) => `${id}.${line}`));
  }
  return {entries, problems};
}

/** One error listing every problem of the file, as the build prints it. */
export function vocabularyError(
  kind: string,
  fileName: string,
  problems: readonly string[],
): Error {
  return new Error(
    `Invalid ${kind} vocabulary in ${fileName}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
}
