import {createHash} from 'node:crypto';
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

/**
 * WebP of one width: a photograph (a JPEG source) lossy at quality 70; a
 * rendering or screenshot (a PNG source) whichever is smaller of lossy and
 * near-lossless, which keeps flat colours and text sharp at a fraction of the size.
 */
async function encodeWebp(bytes: Buffer, width: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const resized = () => sharp(bytes).resize({width});
  if (format === 'jpeg') return resized().webp({quality: 70, effort: 4}).toBuffer();
  const [lossy, nearLossless] = await Promise.all([
    resized().webp({quality: 80, effort: 4}).toBuffer(),
    resized().webp({nearLossless: true, quality: 60, effort: 4}).toBuffer(),
  ]);
  return lossy.length <= nearLossless.length ? lossy : nearLossless;
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
export function makeFigureVariants(source: string, cacheDir: string): Promise<FigureVariants> {
  let variants = made.get(source);
  if (!variants) {
    variants = makeVariants(source, cacheDir);
    made.set(source, variants);
  }
  return variants;
}

async function makeVariants(source: string, cacheDir: string): Promise<FigureVariants> {
  const bytes = await fs.readFile(source);
  const {width, height, format} = await sharp(bytes).metadata();
  if (!width || !height || (format !== 'png' && format !== 'jpeg')) {
    throw new Error(
      `${source}: a figure is a PNG or JPEG image (found ${format ?? 'an unreadable file'})`,
    );
  }
  const key = createHash('sha256')
    .update(bytes)
    .update(String(settingsVersion))
    .digest('hex')
    .slice(0, 16);
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
      if (await missing(file)) await fs.writeFile(file, await encodeWebp(bytes, w, format));
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
