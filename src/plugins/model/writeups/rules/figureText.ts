/**
 * What a figure must never show: the part of the flag that `<Flag>` keeps behind "Reveal" (CONTENT.md,
 * "Show what the solver saw"). Figures are read with OCR (Tesseract), which confuses similar glyphs and
 * drops underscores, so both the text read and the secret are folded the same way before they are compared.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import sharp from 'sharp';
import type {FlagElement} from '../body';

/** The text `<Flag>` hides: what follows the flag format's brace, for a fixed flag and for the common part of a per-player one. */
export function hiddenFlagParts(flags: readonly FlagElement[]): string[] {
  return flags.flatMap(({value}) => {
    const inner = value?.slice(value.indexOf('{') + 1).replace(/\}$/, '') ?? '';
    return value?.includes('{') && inner.length >= minimumSecretLength ? [inner] : [];
  });
}

/** A hidden part shorter than this is too short to find reliably (and tells a reader little). */
const minimumSecretLength = 6;

/** Glyphs OCR reads for one another, each group as one character. */
const confusables: Record<string, string> = {
  '0': 'o',
  q: 'o',
  '1': 'l',
  i: 'l',
  '|': 'l',
  '!': 'l',
  j: 'l',
  '5': 's',
  $: 's',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '2': 'z',
};

/** Letters and digits only, lower case, confusable glyphs as one. */
export function foldForOcr(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => confusables[char] ?? char)
    .filter((char) => /[a-z0-9]/.test(char))
    .join('');
}

/** Hex digits only, with the letters OCR reads for digits taken as those digits. */
function foldHex(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => ({o: '0', l: '1', i: '1', s: '5', g: '9', z: '2'})[char] ?? char)
    .filter((char) => /[0-9a-f]/.test(char))
    .join('');
}

/**
 * Runs of the secret long enough not to be a word a figure may show for its own reasons: every run that
 * crosses one of the secret's word breaks (`_`), or the whole secret when it is short or has none.
 */
function telltaleRuns(secret: string, length: number): string[] {
  const words = secret
    .split(/[_\s-]+/)
    .map(foldForOcr)
    .filter(Boolean);
  const folded = words.join('');
  if (folded.length <= length || words.length < 2)
    return folded.length >= minimumSecretLength ? [folded.slice(0, length)] : [];
  const breaks = new Set<number>();
  let position = 0;
  for (const word of words.slice(0, -1)) breaks.add((position += word.length));
  const runs: string[] = [];
  for (let start = 0; start + length <= folded.length; start += 1) {
    if ([...breaks].some((at) => at > start && at < start + length))
      runs.push(folded.slice(start, start + length));
  }
  return runs;
}

/** Letters compared at a time, across a word break of the secret: rare enough in a figure's own labels. */
const runLength = 6;
/** Hex digits compared at a time (7 bytes). */
const hexRunLength = 14;

/**
 * Where OCR text shows a hidden flag part: the part itself (or any ten of its letters across a word
 * break), or its bytes in hex. Returns a description of the first finding.
 */
export function findHiddenFlagText(text: string, secrets: readonly string[]): string | undefined {
  const folded = foldForOcr(text);
  const hex = foldHex(text);
  for (const secret of secrets) {
    const run = telltaleRuns(secret, runLength).find((candidate) => folded.includes(candidate));
    if (run) return `the flag's hidden part "${secret}" (read as "…${run}…")`;
    const secretHex = Buffer.from(secret, 'utf8').toString('hex');
    for (let start = 0; start + hexRunLength <= secretHex.length; start += 2) {
      if (hex.includes(secretHex.slice(start, start + hexRunLength)))
        return `the flag's hidden part "${secret}" in hex`;
    }
  }
  return undefined;
}

/**
 * The readings Tesseract is given of one figure: small labels read best enlarged, large or pixelated
 * letters (an enlarged image) best reduced, and page layout analysis finds lines that sparse-text mode
 * splits, so each figure is read three ways and the texts joined.
 */
const readings = [
  {scale: 2, pageSegmentation: '11'},
  {scale: 1, pageSegmentation: '3'},
  {scale: 0.5, pageSegmentation: '11'},
] as const;

/** Tesseract's text of an image, from every reading. A dark-mode variant is laid on the dark page colour. */
export async function readFigureText(file: string): Promise<string> {
  const {width = 800} = await sharp(file).metadata();
  const background = /\.dark\.[a-z]+$/.test(file) ? '#1b1b1d' : '#ffffff';
  const texts = await Promise.all(
    readings.map(async ({scale, pageSegmentation}) => {
      const png = await sharp(file)
        .flatten({background})
        .resize({width: Math.max(32, Math.round(width * scale)), kernel: 'lanczos3'})
        .png()
        .toBuffer();
      return runTesseract(png, pageSegmentation);
    }),
  );
  return texts.join('\n');
}

async function runTesseract(png: Buffer, pageSegmentation: string): Promise<string> {
  try {
    const running = promisify(execFile)(
      'tesseract',
      ['stdin', 'stdout', '--psm', pageSegmentation],
      {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    running.child.stdin?.end(png);
    return (await running).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'tesseract is not installed: the figure check reads new or changed figures with it (Debian: apt-get install tesseract-ocr)',
      );
    }
    throw error;
  }
}
