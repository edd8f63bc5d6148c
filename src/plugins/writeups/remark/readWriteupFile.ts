import fs from 'node:fs';
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import type {VFile} from 'vfile';
import {techniquesFile} from '../../../config/writeups';
import {readVocabularies, type Vocabularies} from '../load';
import {isListed, readWriteup, type WriteupReading} from '../model';
import type {Technique} from '../techniques';
import type {Tool} from '../tools';

/** One read of the vocabularies per docs folder, shared by every remark plugin of the build. */
const vocabulariesByDocsDir = new Map<string, Promise<Vocabularies>>();

/** The docs folder a file belongs to: the nearest folder above it that holds the technique vocabulary. */
const docsDirByFolder = new Map<string, string | null>();
function findDocsDir(folder: string): string | null {
  let known = docsDirByFolder.get(folder);
  if (known === undefined) {
    const parent = path.dirname(folder);
    known = fs.existsSync(path.join(folder, techniquesFile)) ? folder : parent === folder ? null : findDocsDir(parent);
    docsDirByFolder.set(folder, known);
  }
  return known;
}

export type WriteupFile = Extract<WriteupReading, {kind: 'writeup'}> & {
  readonly relativePath: string;
  readonly listed: boolean;
  readonly techniques: readonly Technique[];
  readonly tools: readonly Tool[];
};

/**
 * The write-up a Markdown file being compiled is, read from the front matter
 * Docusaurus hands remark plugins (`file.data.frontMatter`), in the docs folder
 * found above the file (it holds techniques.yml); null for any other file, and for a write-up whose front matter is invalid (loading the docs has
 * already failed the build with every problem listed).
 */
export async function readWriteupFile(file: VFile): Promise<WriteupFile | null> {
  const docsDir = findDocsDir(path.dirname(file.path));
  if (!docsDir) return null;
  const relativePath = posixPath(path.relative(docsDir, file.path));
  let vocabularies = vocabulariesByDocsDir.get(docsDir);
  if (!vocabularies) {
    vocabularies = readVocabularies(docsDir);
    vocabulariesByDocsDir.set(docsDir, vocabularies);
  }
  const {vocabulary, techniques, tools} = await vocabularies;
  const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter ?? {};
  const reading = readWriteup(relativePath, frontMatter, vocabulary);
  return reading.kind === 'writeup' ? {...reading, relativePath, listed: isListed(frontMatter), techniques, tools} : null;
}
