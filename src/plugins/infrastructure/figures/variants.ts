import {createHash} from 'node:crypto';
import {readFileSync, renameSync, writeFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Widths made for each figure, narrowest first; a figure narrower than one is served at its own width. */
export const figureWidths = [480, 960, 1440] as const;
/** The widest figure served, and the width of the PNG or JPEG fallback. */
export const maxFigureWidth = 1600;
export const fallbackWidth = 1200;
/** Bumped when the encoding settings change, so the cache is made again. */
const settingsVersion = 3;

/** The committed record of which WebP encoding is the smaller at each width of each figure (see below). */
export const figureEncodingsFile = path.join(__dirname, '../../../../figure-encodings.json');

type WebpEncoding = 'lossy' | 'near-lossless';
/** By figure key (its bytes, the settings and libwebp's version), then by width. */
type FigureEncodings = Record<string, Record<string, WebpEncoding>>;

/**
 * Which of the two encodings of a PNG figure is the smaller, at each width. Finding out means making both, and
 * the one thrown away was two thirds of the encoding time of a cold build (near-lossless is the slow one), so
 * the answer is committed (figure-encodings.json) as rendered diagrams are: a fresh clone makes only the smaller
 * one, byte for byte the file a full comparison keeps. The key covers the image's bytes, the settings and
 * libwebp's version, so an answer never outlives what it was measured on; a figure without one is encoded both
 * ways, and the build or `npm start` adds the answer to the file, to be committed with the figure.
 */
class EncodingRecord {
  private encodings: FigureEncodings | undefined;
  constructor(private readonly file: string) {}

  private read(): FigureEncodings {
    if (this.encodings) return this.encodings;
    try {
      this.encodings = JSON.parse(readFileSync(this.file, 'utf8')) as FigureEncodings;
    } catch (error) {
      // A missing or unreadable record only costs time: every figure is compared again and the file rewritten.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        console.warn(
          `${this.file}: not JSON, so every figure is encoded both ways and it is written again.`,
        );
      this.encodings = {};
    }
    return this.encodings;
  }

  get(key: string, width: number): WebpEncoding | undefined {
    const encoding = this.read()[key]?.[String(width)];
    return encoding === 'lossy' || encoding === 'near-lossless' ? encoding : undefined;
  }

  set(key: string, width: number, encoding: WebpEncoding): void {
    const encodings = this.read();
    encodings[key] = {...encodings[key], [String(width)]: encoding};
    const sorted = Object.fromEntries(
      Object.keys(encodings)
        .sort()
        .map((k) => [k, encodings[k]]),
    );
    // Written whole under another name, then renamed: a reader (the test run beside the build) never sees half.
    const partial = `${this.file}.${process.pid}.partial`;
    writeFileSync(partial, `${JSON.stringify(sorted, null, 2)}\n`);
    renameSync(partial, this.file);
  }
}

const records = new Map<string, EncodingRecord>();
const recordAt = (file: string) => {
  let record = records.get(file);
  if (!record) records.set(file, (record = new EncodingRecord(file)));
  return record;
};

const encodeAs = (bytes: Buffer, width: number, encoding: WebpEncoding) =>
  sharp(bytes)
    .resize({width})
    .webp(
      encoding === 'lossy'
        ? {quality: 80, effort: 4}
        : {nearLossless: true, quality: 60, effort: 4},
    )
    .toBuffer();

/**
 * WebP of one width: a photograph (a JPEG source) lossy at quality 70; a
 * rendering or screenshot (a PNG source) whichever is smaller of lossy and
 * near-lossless, which keeps flat colours and text sharp at a fraction of the size.
 */
async function encodeWebp(
  bytes: Buffer,
  width: number,
  format: 'png' | 'jpeg',
  {key, record}: {key: string; record: EncodingRecord},
): Promise<Buffer> {
  if (format === 'jpeg')
    return sharp(bytes).resize({width}).webp({quality: 70, effort: 4}).toBuffer();
  const known = record.get(key, width);
  if (known) return encodeAs(bytes, width, known);
  const [lossy, nearLossless] = await Promise.all([
    encodeAs(bytes, width, 'lossy'),
    encodeAs(bytes, width, 'near-lossless'),
  ]);
  const smaller = lossy.length <= nearLossless.length ? 'lossy' : 'near-lossless';
  record.set(key, width, smaller);
  return smaller === 'lossy' ? lossy : nearLossless;
}

export type FigureVariants = {
  /** The source image's own size: the figure's width and height attributes (no layout shift). */
  readonly width: number;
  readonly height: number;
  /** WebP files by width, narrowest first. */
  readonly webp: readonly {readonly file: string; readonly width: number}[];
  /** A PNG or JPEG, as the source, for browsers without WebP. */
  readonly fallback: string;
};

const made = new Map<string, Promise<FigureVariants>>();

/**
 * The files a figure is served as, made with sharp from the committed source
 * image (PNG or JPEG) and kept by content under `cacheDir`: WebP at the widths the
 * page asks for, and a PNG or JPEG fallback. Each source is made once per run
 * (the client and server builds share the promise) and once per content on disk.
 */
export function makeFigureVariants(
  source: string,
  cacheDir: string,
  {encodingsFile = figureEncodingsFile}: {readonly encodingsFile?: string} = {},
): Promise<FigureVariants> {
  let variants = made.get(source);
  if (!variants) {
    variants = makeVariants(source, cacheDir, recordAt(encodingsFile));
    made.set(source, variants);
  }
  return variants;
}

/** What a figure's made files and its recorded encodings are kept under: its bytes, the settings, libwebp's version. */
export const figureKey = (bytes: Buffer): string =>
  createHash('sha256')
    .update(bytes)
    .update(`${settingsVersion} ${sharp.versions.webp ?? ''}`)
    .digest('hex')
    .slice(0, 16);

async function makeVariants(
  source: string,
  cacheDir: string,
  record: EncodingRecord,
): Promise<FigureVariants> {
  const bytes = await fs.readFile(source);
  const {width, height, format} = await sharp(bytes).metadata();
  if (!width || !height || (format !== 'png' && format !== 'jpeg')) {
    throw new Error(
      `${source}: a figure is a PNG or JPEG image (found ${format ?? 'an unreadable file'})`,
    );
  }
  const key = figureKey(bytes);
  const dir = path.join(cacheDir, key);
  const base = path.basename(source).replace(/\.[^.]+$/, '');
  const largest = Math.min(width, maxFigureWidth);
  const widths = [
    ...new Set([...figureWidths.filter((candidate) => candidate < largest * 0.9), largest]),
  ];
  const webp = widths.map((w) => ({file: path.join(dir, `${base}.w${w}.webp`), width: w}));
  const fallback = path.join(
    dir,
    `${base}.w${Math.min(width, fallbackWidth)}.${format === 'jpeg' ? 'jpg' : 'png'}`,
  );
  await fs.mkdir(dir, {recursive: true});
  const missing = async (file: string) => !(await fs.stat(file).catch(() => null));
  await Promise.all([
    ...webp.map(async ({file, width: w}) => {
      if (await missing(file))
        await fs.writeFile(file, await encodeWebp(bytes, w, format, {key, record}));
    }),
    (async () => {
      if (!(await missing(fallback))) return;
      const resized = sharp(bytes).resize({width: Math.min(width, fallbackWidth)});
      await (
        format === 'jpeg'
          ? resized.jpeg({quality: 82, mozjpeg: true})
          : resized.png({compressionLevel: 9, palette: true, quality: 90})
      ).toFile(fallback);
    })(),
  ]);
  return {width, height, webp, fallback};
}
