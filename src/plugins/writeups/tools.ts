import fs from 'node:fs/promises';
import yaml from 'js-yaml';
import {Joi} from '@docusaurus/utils-validation';
import {slugId} from '../../config/references';
import {toolKinds, type ToolKind} from '../../config/tools';

/** One entry of docs/tools.yml: the controlled vocabulary of `tools` front matter. */
export type Tool = {
  /** The URL slug: /tools/<id>. */
  readonly id: string;
  readonly name: string;
  readonly kind: ToolKind;
  /** The tool's official documentation. */
  readonly docs: string;
  /** Command words that run it in a shell block (`python3`, `nc`, `Get-FileHash`). */
  readonly commands: readonly string[];
  /** Other spellings front matter may use; the name always matches, in any case. */
  readonly spellings: readonly string[];
};

const entrySchema = Joi.object({
  name: Joi.string().trim().min(1).required().messages({'any.required': 'is required: the name readers see'}),
  kind: Joi.string()
    .valid(...toolKinds)
    .required()
    .messages({'any.required': `is required: one of ${toolKinds.join(', ')}`, 'any.only': `must be one of ${toolKinds.join(', ')}`}),
  docs: Joi.string()
    .uri({scheme: ['https']})
    .required()
    .messages({
      'any.required': 'is required: the official documentation',
      'string.uri': 'must be an https URL',
      'string.uriCustomScheme': 'must be an https URL',
    }),
  commands: Joi.array().items(Joi.string().trim().min(1)).unique().default([]),
  spellings: Joi.array().items(Joi.string().trim().min(1)).unique().default([]),
}).messages({'object.unknown': 'is not a tool field (name, kind, docs, commands, spellings)'});

/**
 * Parses docs/tools.yml, listing every problem before failing: bad fields, a
 * command word claimed by two tools, a spelling that names two tools.
 */
export function parseTools(text: string, fileName: string): Tool[] {
  const parsed: unknown = yaml.load(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${fileName} must map each tool id to {name, kind, docs, commands?, spellings?}`);
  }
  const problems: string[] = [];
  const tools: Tool[] = [];
  const commandOwner = new Map<string, string>();
  const spellingOwner = new Map<string, string>();
  for (const [id, entry] of Object.entries(parsed)) {
    if (!slugId.test(id)) problems.push(`${id}: the id must be lower-case words joined by "-"`);
    const {value, error} = entrySchema.validate(entry, {abortEarly: false, errors: {wrap: {label: false}}});
    for (const detail of error?.details ?? []) problems.push(`${id}.${detail.path.join('.') || '(entry)'}: ${detail.message}`);
    if (error) continue;
    const tool: Tool = {id, ...(value as Omit<Tool, 'id'>)};
    for (const command of tool.commands) {
      const owner = commandOwner.get(command);
      if (owner) problems.push(`${id}.commands: "${command}" already runs ${owner}`);
      else commandOwner.set(command, id);
    }
    for (const spelling of new Set([tool.name, ...tool.spellings].map((text) => text.toLowerCase()))) {
      const owner = spellingOwner.get(spelling);
      if (owner) problems.push(`${id}: the spelling "${spelling}" already names ${owner}`);
      else spellingOwner.set(spelling, id);
    }
    tools.push(tool);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid tool vocabulary in ${fileName}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  return tools;
}

export async function readTools(filePath: string): Promise<Tool[]> {
  return parseTools(await fs.readFile(filePath, 'utf8'), filePath);
}

/** Front-matter spelling (lower case) → the tool's name: what the schema accepts and what it turns each spelling into. */
export function toolSpellings(tools: readonly Tool[]): Record<string, string> {
  return Object.fromEntries(tools.flatMap((tool) => [tool.name, ...tool.spellings].map((spelling) => [spelling.toLowerCase(), tool.name])));
}
