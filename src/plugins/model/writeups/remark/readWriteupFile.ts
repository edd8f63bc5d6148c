import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import type {VFile} from 'vfile';
import {isListed, type WriteupReader, type WriteupReading} from '../model';
import type {Technique} from '../techniques';
import type {Tool} from '../tools';

export type WriteupFile = Extract<WriteupReading, {kind: 'writeup'}> & {
  readonly relativePath: string;
  readonly listed: boolean;
  readonly techniques: readonly Technique[];
  readonly tools: readonly Tool[];
};

/** A write-up whose front matter the schema refuses: where it is and every problem, as the build names them. */
export type InvalidWriteupFile = {
  readonly kind: 'invalid';
  readonly relativePath: string;
  readonly problems: readonly string[];
};

/** The write-up a Markdown file being compiled is; null for any other file. */
export type WriteupFileReader = (file: VFile) => Promise<WriteupFile | InvalidWriteupFile | null>;

/**
 * Reads the write-up a Markdown file being compiled is, for the writeups plugin's
 * remark plugins: its front matter as Docusaurus hands it to them
 * (`file.data.frontMatter`, so an edit under `npm start` shows at once), checked
 * by the reader the plugin made at its last content load (`loadedModel`), which
 * validated it already when the docs loaded. Null for a file outside the docs folder; for a
 * write-up whose front matter is invalid, its problems (the build fails on them
 * when it loads the docs; under `npm start` the page shows them).
 */
/** What the writeups plugin loaded last: the vocabularies and the reader that checks front matter against them. */
export type LoadedWriteupModel = {
  readonly techniques: readonly Technique[];
  readonly tools: readonly Tool[];
  readonly readWriteup: WriteupReader;
};

export function createWriteupFileReader(
  docsDir: string,
  loadedModel: () => Promise<LoadedWriteupModel>,
): WriteupFileReader {
  return async (file) => {
    const relativePath = posixPath(path.relative(docsDir, file.path));
    if (relativePath.startsWith('../') || path.isAbsolute(relativePath)) return null;
    const {readWriteup, techniques, tools} = await loadedModel();
    const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter ?? {};
    const reading = readWriteup(relativePath, frontMatter);
    if (reading.kind === 'invalid')
      return {kind: 'invalid', relativePath, problems: reading.problems};
    return reading.kind === 'writeup'
      ? {...reading, relativePath, listed: isListed(frontMatter), techniques, tools}
      : null;
  };
}
