import fs from 'node:fs/promises';
import * as z from 'zod';
import {toolKinds} from '../../../config/tools';
import {requiredOr, mappingErrors, unique, type Checked} from '../../../utils/schema';
import {readVocabularyEntries, vocabularyError} from './vocabularyFile';

const kindList = toolKinds.join(', ');

const toolEntry = z.strictObject(
  {
    name: z
      .string({error: requiredOr('is required: the name readers see', 'must be text')})
      .trim()
      .min(1, {error: 'must not be empty'}),
    kind: z.enum(toolKinds, {
      error: requiredOr(`is required: one of ${kindList}`, `must be one of ${kindList}`),
    }),
    /** The tool's official documentation. */
    docs: z.url({
      protocol: /^https$/,
      error: requiredOr('is required: the official documentation', 'must be an https URL'),
    }),
    /** Command words that run it in a shell block (`python3`, `nc`, `Get-FileHash`). */
    commands: z
      .array(z.string().trim().min(1, {error: 'must not be empty'}), {
        error: 'must be a list of command words',
      })
      .superRefine(unique('must not repeat a command'))
      .default([]),
    /** Other spellings front matter may use; the name always matches, in any case. */
    spellings: z
      .array(z.string().trim().min(1, {error: 'must not be empty'}), {
        error: 'must be a list of spellings',
      })
      .superRefine(unique('must not repeat a spelling'))
      .default([]),
  },
  {
    error: mappingErrors(
      'is not a tool field (name, kind, docs, commands, spellings)',
      'is required',
      'must be a mapping of tool fields',
    ),
  },
);

/** One entry of docs/tools.yml: the controlled vocabulary of `tools` front matter; its id is the URL slug, /tools/<id>. */
export type Tool = {readonly id: string} & Checked<typeof toolEntry>;

/**
 * Parses docs/tools.yml, listing every problem before failing: bad fields, a
 * command word claimed by two tools, a spelling that names two tools.
 */
export function parseTools(text: string, fileName: string): Tool[] {
  const {entries: tools, problems} = readVocabularyEntries(text, fileName, {
    kind: 'tool',
    entry: toolEntry,
  });
  const commandOwner = new Map<string, string>();
  const spellingOwner = new Map<string, string>();
  for (const {id, name, commands, spellings} of tools) {
    for (const command of commands) {
      const owner = commandOwner.get(command);
      if (owner) problems.push(`${id}.commands: "${command}" already runs ${owner}`);
      else commandOwner.set(command, id);
    }
    for (const spelling of new Set([name, ...spellings].map((text) => text.toLowerCase()))) {
      const owner = spellingOwner.get(spelling);
      if (owner) problems.push(`${id}: the spelling "${spelling}" already names ${owner}`);
      else spellingOwner.set(spelling, id);
    }
  }
  if (problems.length > 0) throw vocabularyError('tool', fileName, problems);
  return tools;
}

export async function readTools(filePath: string): Promise<Tool[]> {
  return parseTools(await fs.readFile(filePath, 'utf8'), filePath);
}

/** Front-matter spelling (lower case) → the tool's name: what the schema accepts and what it turns each spelling into. */
export function toolSpellings(tools: readonly Tool[]): Record<string, string> {
  return Object.fromEntries(
    tools.flatMap((tool) =>
      [tool.name, ...tool.spellings].map((spelling) => [spelling.toLowerCase(), tool.name]),
    ),
  );
}
