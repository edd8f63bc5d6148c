/**
 * The figures the write-ups show, and the committed record of what OCR read in each: a figure is read
 * again only when its bytes change, so a test run on a fresh clone reads only new or changed figures.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {analyzeWriteupBody} from '../body';
import type {WriteupSource} from '../load';
import {hiddenFlagParts, readFigureText} from './figureText';

/** A picture a page shows, with the flag text that page hides (what the picture must not show). */
export type ShownFigure = {
  /** The page, relative to the repository. */
  readonly page: string;
  /** The image file, relative to the repository. */
  readonly file: string;
  readonly secrets: readonly string[];
};

/** What OCR read in each figure, by its path relative to the repository, with the SHA-256 of the bytes it read. */
export type FigureTextRecord = Record<string, {readonly sha256: string; readonly text: string}>;

/** The record, relative to the repository. */
export const figureTextRecordFile = 'tests/data/figure-text.json';

/** The variants src/plugins/infrastructure/figures serves beside `name.png`: dark mode, phone, both. */
const variantsOf = (file: string) => [
  file,
  ...['dark', 'narrow', 'narrow.dark'].map((variant) =>
    file.replace(/(\.[a-z]+)$/i, `.${variant}$1`),
  ),
];

/** Every image file a page shows from beside it (`./_figures/…`), its dark-mode and phone variants included. */
export function shownFigures(
  sources: readonly WriteupSource[],
  repositoryDir: string,
): ShownFigure[] {
  return sources.flatMap((source) => {
    const body = analyzeWriteupBody(source.body);
    const secrets = hiddenFlagParts(body.flags);
    const page = path.relative(repositoryDir, source.filePath).split(path.sep).join('/');
    return body.images
      .filter((image) => image.url.startsWith('./'))
      .flatMap((image) => {
        const file = path.posix.join(path.posix.dirname(page), image.url);
        return variantsOf(file).filter((candidate) =>
          fs.existsSync(path.join(repositoryDir, candidate)),
        );
      })
      .map((file) => ({page, file, secrets}));
  });
}

export function readFigureTextRecord(repositoryDir: string): FigureTextRecord {
  const recordPath = path.join(repositoryDir, figureTextRecordFile);
  return fs.existsSync(recordPath)
    ? (JSON.parse(fs.readFileSync(recordPath, 'utf8')) as FigureTextRecord)
    : {};
}

const sha256Of = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/**
 * The text of each figure: from the record when its bytes are the ones recorded, read with OCR otherwise
 * (two at a time). Returns the texts and the figures that had to be read.
 */
export async function figureTexts(
  figures: readonly ShownFigure[],
  record: FigureTextRecord,
  repositoryDir: string,
): Promise<{texts: Map<string, {sha256: string; text: string}>; read: string[]}> {
  const texts = new Map<string, {sha256: string; text: string}>();
  const pending: {file: string; sha256: string}[] = [];
  for (const file of new Set(figures.map((figure) => figure.file))) {
    const sha256 = sha256Of(path.join(repositoryDir, file));
    const recorded = record[file];
    if (recorded?.sha256 === sha256) texts.set(file, recorded);
    else pending.push({file, sha256});
  }
  const read = pending.map(({file}) => file);
  const workers = Array.from({length: 2}, async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      texts.set(next.file, {
        sha256: next.sha256,
        text: await readFigureText(path.join(repositoryDir, next.file)),
      });
    }
  });
  await Promise.all(workers);
  return {texts, read};
}
