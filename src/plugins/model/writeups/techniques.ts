import fs from 'node:fs/promises';
import * as z from 'zod';
import {attackTechniqueId, attackTechniqueUrl, cweId, cweUrl} from '../../../config/references';
import {mappingErrors, requiredOr, type Checked} from '../../../utils/schema';
import {readVocabularyEntries, vocabularyError} from './vocabularyFile';

const attackMessage = 'must be a MITRE ATT&CK technique id such as T1027 or T1027.003';
const cweMessage = 'must be a CWE id such as CWE-134';

const techniqueEntry = z.strictObject(
  {
    name: z
      .string({error: requiredOr('is required: the name readers see', 'must be text')})
      .trim()
      .min(3, {error: 'must be at least 3 characters'}),
    /** One paragraph, written for this site. */
    explanation: z
      .string({
        error: requiredOr('is required: one paragraph explaining the technique', 'must be text'),
      })
      .trim()
      .min(80, {error: 'must be a paragraph of at least 80 characters'}),
    /** MITRE ATT&CK technique id, e.g. T1027.003. */
    attack: z
      .string({error: attackMessage})
      .regex(attackTechniqueId, {error: attackMessage})
      .optional(),
    /** CWE id, e.g. CWE-134. */
    cwe: z.string({error: cweMessage}).regex(cweId, {error: cweMessage}).optional(),
  },
  {
    error: mappingErrors(
      'is not a technique field (name, explanation, attack, cwe)',
      'is required',
      'must be a mapping of technique fields',
    ),
  },
);

/** One entry of docs/techniques.yml: the controlled vocabulary of `techniques` front matter. */
export type Technique = {readonly id: string} & Checked<typeof techniqueEntry>;

/** Parses docs/techniques.yml, listing every problem (entry and field) before failing. */
export function parseTechniques(text: string, fileName: string): Technique[] {
  const {entries, problems} = readVocabularyEntries(text, fileName, {
    kind: 'technique',
    entry: techniqueEntry,
  });
  if (problems.length > 0) throw vocabularyError('technique', fileName, problems);
  return entries;
}

export async function readTechniques(filePath: string): Promise<Technique[]> {
  return parseTechniques(await fs.readFile(filePath, 'utf8'), filePath);
}

/** Where a technique's reference lives: ATT&CK first, then CWE. */
export function techniqueReferenceUrl(
  technique: Pick<Technique, 'attack' | 'cwe'>,
): string | undefined {
  if (technique.attack) return attackTechniqueUrl(technique.attack);
  if (technique.cwe) return cweUrl(technique.cwe);
  return undefined;
}
