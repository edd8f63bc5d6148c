import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import sharp from 'sharp';
import {VFile} from 'vfile';
import {Globby} from '@docusaurus/utils';
import {afterAll, describe, expect, it, vi} from 'vitest';
import remarkFigures from '../remark';
import {figureEncodingsFile, figureKey, makeFigureVariants} from '../variants';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'figures-'));
const cacheDir = path.join(workDir, 'cache');
// The tests' own record of encodings, so that they never write the repository's.
const encodingsFile = path.join(workDir, 'figure-encodings.json');
afterAll(() => fs.rmSync(workDir, {recursive: true, force: true}));

/** A PNG of the given size, drawn here. */
async function png(name: string, width: number, height: number): Promise<string> {
  const file = path.join(workDir, name);
  await sharp({create: {width, height, channels: 3, background: {r: 40, g: 120, b: 200}}})
    .png()
    .toFile(file);
  return file;
}

const widthOf = async (file: string) => (await sharp(file).metadata()).width;

describe('makeFigureVariants', () => {
  it('makes WebP at the widths a page needs, up to 1600 px (skipping one within 10 % of the next), and a PNG fallback up to 1200 px', async () => {
    const variants = await makeFigureVariants(await png('wide.png', 2000, 500), cacheDir, {
      encodingsFile,
    });
    expect({width: variants.width, height: variants.height}).toEqual({width: 2000, height: 500});
    expect(variants.webp.map(({width}) => width)).toEqual([480, 960, 1600]);
    expect(await Promise.all(variants.webp.map(({file}) => widthOf(file)))).toEqual([
      480, 960, 1600,
    ]);
    expect(await widthOf(variants.fallback)).toBe(1200);
    expect(path.extname(variants.fallback)).toBe('.png');
  });

  it('serves a narrow figure at its own width only', async () => {
    const variants = await makeFigureVariants(await png('narrow.png', 400, 300), cacheDir, {
      encodingsFile,
    });
    expect(variants.webp.map(({width}) => width)).toEqual([400]);
    expect(await widthOf(variants.fallback)).toBe(400);
  });
});

describe('remarkFigures', () => {
  it('turns an image alone in its paragraph into a Figure with its size, a WebP srcset, a fallback, the caption and a dark picture', async () => {
    await png('bit-plane.png', 1000, 400);
    await png('bit-plane.dark.png', 1000, 400);
    const page = path.join(workDir, 'page.mdx');
    const source =
      'Before.\n\n![Row 0 carries the message](./bit-plane.png "Bit plane 0 of red")\n\nInline ![icon](./bit-plane.png) stays.\n';
    const code = String(
      await compile(new VFile({path: page, value: source}), {
        remarkPlugins: [[remarkFigures, {cacheDir, encodingsFile}]],
      }),
    );
    expect(code).toMatch(
      /_jsx\(Figure, \{\s*alt: "Row 0 carries the message",\s*caption: "Bit plane 0 of red",\s*width: 1000,\s*height: 400,/,
    );
    expect(code).toMatch(
      /srcSet: require\("[^"]*bit-plane\.w480\.webp"\)\.default \+ " 480w, " \+ require\("[^"]*bit-plane\.w1000\.webp"\)\.default \+ " 1000w"/,
    );
    expect(code).toMatch(/src: require\("[^"]*bit-plane\.w1000\.png"\)\.default/);
    expect(code).toMatch(/darkSrcSet: require\("[^"]*bit-plane\.dark\.w480\.webp"\)/);
    // An image inside a sentence is left to Docusaurus.
    expect(code.match(/Figure, \{/g)).toHaveLength(1);
  });

  it('gives phones the narrow picture beside the figure, in each colour mode, and none without it', async () => {
    await png('hex.png', 1200, 300);
    await png('hex.narrow.png', 600, 500);
    await png('hex.dark.png', 1200, 300);
    await png('hex.narrow.dark.png', 600, 500);
    await png('plain.png', 1200, 300);
    const compileFigure = async (image: string) =>
      String(
        await compile(
          new VFile({path: path.join(workDir, 'narrow.mdx'), value: `![Bytes](./${image})\n`}),
          {remarkPlugins: [[remarkFigures, {cacheDir, encodingsFile}]]},
        ),
      );
    const code = await compileFigure('hex.png');
    expect(code).toMatch(
      /narrowSrcSet: require\("[^"]*hex\.narrow\.w480\.webp"\)\.default \+ " 480w, " \+ require\("[^"]*hex\.narrow\.w600\.webp"\)\.default \+ " 600w",\s*narrowWidth: 600,\s*narrowHeight: 500/,
    );
    expect(code).toMatch(/darkNarrowSrcSet: require\("[^"]*hex\.narrow\.dark\.w480\.webp"\)/);
    // The zoom opens the full figure, not the narrow one.
    expect(code).toMatch(/zoomSrc: require\("[^"]*hex\.w1200\.webp"\)/);
    const plain = await compileFigure('plain.png');
    expect(plain).not.toMatch(/narrow/i);
  });

  it('fails the page with the figure it cannot find', async () => {
    const page = path.join(workDir, 'broken.mdx');
    await expect(
      compile(new VFile({path: page, value: '![A missing figure](./nowhere.png)\n'}), {
        remarkPlugins: [[remarkFigures, {cacheDir, encodingsFile}]],
      }),
    ).rejects.toThrow(/Figure \.\/nowhere\.png not found/);
  });
});

describe('the record of which WebP encoding is the smaller', () => {
  /** A PNG of noise (a photograph-like figure, where lossy is the smaller) or of one flat colour. */
  async function drawn(name: string, kind: 'noise' | 'flat'): Promise<string> {
    const file = path.join(workDir, name);
    await sharp({
      create: {
        width: 600,
        height: 100,
        channels: 3,
        background: {r: 40, g: 120, b: 200},
        ...(kind === 'noise' ? {noise: {type: 'gaussian' as const, mean: 128, sigma: 40}} : {}),
      },
    })
      .png()
      .toFile(file);
    return file;
  }
  /** The WebP bitstream: `VP8 ` is lossy, `VP8L` lossless (near-lossless is lossless of a smoothed image). */
  const bitstream = (file: string) => fs.readFileSync(file).subarray(12, 16).toString('latin1');

  it('keeps the answer, and a fresh clone with the record makes that file alone, byte for byte', async () => {
    const record = path.join(workDir, 'kept.json');
    const source = await drawn('kept.png', 'noise');
    const first = await makeFigureVariants(source, path.join(workDir, 'cache-a'), {
      encodingsFile: record,
    });
    const key = figureKey(fs.readFileSync(source));
    expect(JSON.parse(fs.readFileSync(record, 'utf8'))).toEqual({
      [key]: {'480': 'lossy', '600': 'lossy'},
    });
    // The same figure on a fresh clone: nothing made yet, the record committed.
    const copy = path.join(workDir, 'kept-copy.png');
    fs.copyFileSync(source, copy);
    const again = await makeFigureVariants(copy, path.join(workDir, 'cache-b'), {
      encodingsFile: record,
    });
    expect(again.webp.map(({file}) => fs.readFileSync(file))).toEqual(
      first.webp.map(({file}) => fs.readFileSync(file)),
    );
  });

  it('makes each width in the encoding the record names', async () => {
    const record = path.join(workDir, 'named.json');
    const source = await drawn('named.png', 'noise');
    fs.writeFileSync(
      record,
      JSON.stringify({
        [figureKey(fs.readFileSync(source))]: {'480': 'near-lossless', '600': 'lossy'},
      }),
    );
    const variants = await makeFigureVariants(source, path.join(workDir, 'cache-c'), {
      encodingsFile: record,
    });
    expect(variants.webp.map(({file}) => bitstream(file))).toEqual(['VP8L', 'VP8 ']);
  });

  it('compares both again when the record is not JSON, says so, and writes it whole', async () => {
    const record = path.join(workDir, 'conflict.json');
    fs.writeFileSync(record, '<<<<<<< HEAD\n{}\n=======\n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const source = await drawn('conflict.png', 'flat');
      const variants = await makeFigureVariants(source, path.join(workDir, 'cache-d'), {
        encodingsFile: record,
      });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('not JSON'));
      expect(variants.webp.map(({file}) => bitstream(file))).toEqual(['VP8L', 'VP8L']);
      expect(JSON.parse(fs.readFileSync(record, 'utf8'))).toEqual({
        [figureKey(fs.readFileSync(source))]: {'480': 'near-lossless', '600': 'near-lossless'},
      });
    } finally {
      warn.mockRestore();
    }
  });

  it("the repository's record names only figures the site has, as they are now", async () => {
    const siteDir = path.join(figureEncodingsFile, '..');
    const images = await Globby(['{docs,lessons,blog}/**/*.{png,jpg,jpeg}'], {cwd: siteDir});
    const current = new Set(
      images.map((file) => figureKey(fs.readFileSync(path.join(siteDir, file)))),
    );
    const recorded = Object.keys(
      JSON.parse(fs.readFileSync(figureEncodingsFile, 'utf8')) as Record<string, unknown>,
    );
    expect(
      recorded.filter((key) => !current.has(key)),
      'figure-encodings.json entries no figure has (a figure changed or was removed): delete them',
    ).toEqual([]);
    expect(recorded.length).toBeGreaterThan(100);
  });
});
