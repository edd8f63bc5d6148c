import fs from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER, Globby, posixPath} from '@docusaurus/utils';
import yaml from 'js-yaml';
import {platforms} from '../../config/writeups';
import {analyzeWriteupBody, findContentProblems, type WriteupBody} from './content';
import {checkWriteupFrontMatter, type Vocabulary, type WriteupFrontMatter} from './frontMatter';
import {locateWriteup, type WriteupLocation} from './paths';
import {pendingRewrite} from './pendingRewrite';
import {readTechniques} from './techniques';

export type WriteupSource = {
  /** Path relative to the docs folder, POSIX separators. */
  readonly relativePath: string;
  readonly filePath: string;
  readonly location: WriteupLocation;
  readonly rawFrontMatter: Record<string, unknown>;
  readonly body: string;
};

export type CheckedWriteup = {
  readonly source: WriteupSource;
  readonly frontMatter?: WriteupFrontMatter;
  readonly analysis: WriteupBody;
  /** Front-matter problems: these fail the build. */
  readonly frontMatterProblems: readonly string[];
  /** Content-standard problems: these fail the content test. */
  readonly contentProblems: readonly string[];
};

/** The tag keys declared in the docs tags file. */
export async function readAllowedTags(tagsFilePath: string): Promise<string[]> {
  const parsed = yaml.load(await fs.readFile(tagsFilePath, 'utf8'));
  if (!parsed || typeof parsed !== 'object') {
    throw new Error(`${tagsFilePath} must map each tag key to its label and description`);
  }
  return Object.keys(parsed);
}

/** The tag and technique ids write-ups may use (docs/tags.yml, docs/techniques.yml). */
export async function readVocabulary(docsDir: string): Promise<Vocabulary> {
  const [tags, techniques] = await Promise.all([readAllowedTags(path.join(docsDir, 'tags.yml')), readTechniques(path.join(docsDir, 'techniques.yml'))]);
  return {tags, techniques: techniques.map((technique) => technique.id)};
}

export async function readWriteupSources(docsDir: string): Promise<WriteupSource[]> {
  const files = await Globby('**/*.{md,mdx}', {cwd: docsDir});
  const sources = await Promise.all(
    files.sort().map(async (relativeFile): Promise<WriteupSource | null> => {
      const relativePath = posixPath(relativeFile);
      const location = locateWriteup(relativePath);
      if (!location) return null;
      const filePath = path.join(docsDir, relativeFile);
      const fileContent = await fs.readFile(filePath, 'utf8');
      const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
      return {relativePath, filePath, location, rawFrontMatter: frontMatter, body: content};
    }),
  );
  return sources.filter((source): source is WriteupSource => source !== null);
}

export function checkWriteup(
  source: WriteupSource,
  vocabulary: Vocabulary,
  {pending = pendingRewrite.has(source.relativePath)}: {readonly pending?: boolean} = {},
): CheckedWriteup {
  const analysis = analyzeWriteupBody(source.body);
  const check = checkWriteupFrontMatter(source.rawFrontMatter, source.location, vocabulary, {pending});
  if (!check.ok) {
    return {source, analysis, frontMatterProblems: check.problems, contentProblems: []};
  }
  const kind = platforms[source.location.platform].kind;
  return {
    source,
    analysis,
    frontMatter: check.frontMatter,
    frontMatterProblems: [],
    contentProblems: findContentProblems(check.frontMatter, analysis, kind, {pending}),
  };
}

const minimumWordsForDuplicateCheck = 20;

/**
 * Paragraphs of 20 words or more that appear more than once across the write-ups
 * (CONTENT.md: no two write-ups share paragraphs), keyed by the files that share them.
 */
export function findSharedParagraphs(writeups: readonly CheckedWriteup[]): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  for (const writeup of writeups) {
    for (const paragraph of writeup.analysis.paragraphs) {
      const normalized = paragraph.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
      if (normalized.split(' ').length < minimumWordsForDuplicateCheck) continue;
      seen.set(normalized, [...(seen.get(normalized) ?? []), writeup.source.relativePath]);
    }
  }
  return new Map([...seen].filter(([, files]) => files.length > 1));
}
