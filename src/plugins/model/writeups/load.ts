import fs from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER, Globby, posixPath} from '@docusaurus/utils';
import yaml from 'js-yaml';
import {tagsFile, techniquesFile, toolsFile} from '../../../config/writeups';
import type {Vocabulary} from './frontMatter';
import {readTechniques, type Technique} from './techniques';
import {readTools, toolSpellings, type Tool} from './tools';

/** A Markdown file of the docs folder, read from disk (the content test and the check script read these). */
export type WriteupSource = {
  /** Path relative to the docs folder, POSIX separators. */
  readonly relativePath: string;
  readonly filePath: string;
  readonly rawFrontMatter: Record<string, unknown>;
  readonly body: string;
  /** The body's first line in the file (after the front matter), so problems name the file's own lines. */
  readonly bodyStartLine: number;
};

/** Where `body` starts in `fileContent`, as a 1-based line number. */
export function bodyStartLineOf(fileContent: string, body: string): number {
  const start = fileContent.lastIndexOf(body);
  return start < 0 ? 1 : fileContent.slice(0, start).split('\n').length;
}

/** The tag keys declared in the docs tags file. */
export async function readAllowedTags(tagsFilePath: string): Promise<string[]> {
  const parsed = yaml.load(await fs.readFile(tagsFilePath, 'utf8'));
  if (!parsed || typeof parsed !== 'object') {
    throw new Error(`${tagsFilePath} must map each tag key to its label and description`);
  }
  return Object.keys(parsed);
}

export type Vocabularies = {
  readonly vocabulary: Vocabulary;
  readonly techniques: readonly Technique[];
  readonly tools: readonly Tool[];
};

/** The vocabularies of the docs folder (tags, techniques, tools), read once per call: what the front matter is checked against. */
export async function readVocabularies(
  docsDir: string,
  tagsFileName: string = tagsFile,
): Promise<Vocabularies> {
  const [tags, techniques, tools] = await Promise.all([
    readAllowedTags(path.join(docsDir, tagsFileName)),
    readTechniques(path.join(docsDir, techniquesFile)),
    readTools(path.join(docsDir, toolsFile)),
  ]);
  return {
    techniques,
    tools,
    vocabulary: {
      tags,
      techniques: techniques.map((technique) => technique.id),
      tools: toolSpellings(tools),
    },
  };
}

/** What write-ups may name (docs/tags.yml, docs/techniques.yml, docs/tools.yml). */
export async function readVocabulary(docsDir: string): Promise<Vocabulary> {
  return (await readVocabularies(docsDir)).vocabulary;
}

/**
 * One Markdown file of the docs folder, read from disk: the one reader of write-up files besides the
 * docs plugin's own (the build reads a page's commands through it, the checks every page).
 */
export async function readWriteupSource(
  docsDir: string,
  relativeFile: string,
): Promise<WriteupSource> {
  const filePath = path.join(docsDir, relativeFile);
  const fileContent = await fs.readFile(filePath, 'utf8');
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
  return {
    relativePath: posixPath(relativeFile),
    filePath,
    rawFrontMatter: frontMatter,
    body: content,
    bodyStartLine: bodyStartLineOf(fileContent, content),
  };
}

/** Every Markdown file of the docs folder, in path order. */
export async function readWriteupSources(docsDir: string): Promise<WriteupSource[]> {
  const files = (await Globby('**/*.{md,mdx}', {cwd: docsDir})).sort();
  return Promise.all(files.map((relativeFile) => readWriteupSource(docsDir, relativeFile)));
}
