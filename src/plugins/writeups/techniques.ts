import fs from 'node:fs/promises';
import yaml from 'js-yaml';
import {Joi} from '@docusaurus/utils-validation';
import {attackTechniqueId, attackTechniqueUrl, cweId, cweUrl, slugId} from '../../config/references';

/** One entry of docs/techniques.yml: the controlled vocabulary of `techniques` front matter. */
export type Technique = {
  readonly id: string;
  readonly name: string;
  /** One paragraph, written for this site. */
  readonly explanation: string;
  /** MITRE ATT&CK technique id, e.g. T1027.003. */
  readonly attack?: string;
  /** CWE id, e.g. CWE-134. */
  readonly cwe?: string;
};

const entrySchema = Joi.object({
  name: Joi.string().trim().min(3).required().messages({'any.required': 'is required: the name readers see'}),
  explanation: Joi.string().trim().min(80).required().messages({
    'any.required': 'is required: one paragraph explaining the technique',
    'string.min': 'must be a paragraph of at least 80 characters',
  }),
  attack: Joi.string()
    .pattern(attackTechniqueId)
    .messages({'string.pattern.base': 'must be a MITRE ATT&CK technique id such as T1027 or T1027.003'}),
  cwe: Joi.string().pattern(cweId).messages({'string.pattern.base': 'must be a CWE id such as CWE-134'}),
}).messages({'object.unknown': 'is not a technique field (name, explanation, attack, cwe)'});

/** Parses docs/techniques.yml, listing every problem (entry and field) before failing. */
export function parseTechniques(text: string, fileName: string): Technique[] {
  const parsed: unknown = yaml.load(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${fileName} must map each technique id to {name, explanation, attack?, cwe?}`);
  }
  const problems: string[] = [];
  const techniques: Technique[] = [];
  for (const [id, entry] of Object.entries(parsed)) {
    if (!slugId.test(id)) problems.push(`${id}: the id must be lower-case words joined by "-"`);
    const {value, error} = entrySchema.validate(entry, {abortEarly: false, errors: {wrap: {label: false}}});
    for (const detail of error?.details ?? []) problems.push(`${id}.${detail.path.join('.') || '(entry)'}: ${detail.message}`);
    if (!error) techniques.push({id, ...(value as Omit<Technique, 'id'>)});
  }
  if (problems.length > 0) {
    throw new Error(`Invalid technique vocabulary in ${fileName}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  return techniques;
}

export async function readTechniques(filePath: string): Promise<Technique[]> {
  return parseTechniques(await fs.readFile(filePath, 'utf8'), filePath);
}

/** Where a technique's reference lives: ATT&CK first, then CWE. */
export function techniqueReferenceUrl(technique: Pick<Technique, 'attack' | 'cwe'>): string | undefined {
  if (technique.attack) return attackTechniqueUrl(technique.attack);
  if (technique.cwe) return cweUrl(technique.cwe);
  return undefined;
}
