/**
 * How big the text of each figure is where it is read: the median height of the words Tesseract finds
 * in each picture a page shows (light, dark and narrow variants), in image px, and in CSS px inline on
 * a 375 px phone (in the variant the phone gets), inline at 1280 px, and once opened in the zoom.
 * CONTENT.md asks for figure text of at least 12 px; the summary counts the figures under that inline
 * at 375 px.
 *
 *   npx tsx scripts/design/figure-text-size.ts [--only <part of a path>] [--json <file>]
 *
 * A word's height is its OCR box (capitals and descenders included), which is a little less than the
 * font size: a figure that passes here has at least a 12 px font. Pictures without words Tesseract
 * is sure of are listed without a height and left out of the count, and so are photographs (JPEG
 * sources, as CONTRIBUTING.md asks): the words read in a photograph are the scene's own (a sign, a
 * screen) or noise, not labels drawn here, and are listed apart.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {promisify} from 'node:util';
import sharp from 'sharp';
import {maxFigureWidth} from '../../src/plugins/infrastructure/figures/variants';
import {analyzeWriteupBody, readWriteupSources} from '../../src/plugins/model/writeups';

const repositoryDir = path.resolve(import.meta.dirname, '../..');
/** The folders whose pages show figures. */
const contentDirs = ['docs', 'lessons'];

/**
 * How wide a figure shows inline, as measured in a build with Chromium (the image's box, inside its
 * 1 px border): the screen less the page's 1 rem margins on a phone, the article column at 1280 px
 * (narrower than the 58vw the `sizes` attribute announces, since the table of contents takes its
 * share). A figure narrower than the column shows at its own width.
 */
const columnWidths: Readonly<Record<number, number>> = {375: 341, 1280: 699};
const columnWidth = (viewport: number) => columnWidths[viewport] ?? viewport - 34;
/** Up to this window width the narrow variant is served (src/components/mdx/Figure `narrowMedia`). */
const narrowUpTo = 600;
const phoneWidth = 375;
const minimumPx = 12;

type Variant = 'light' | 'dark' | 'narrow' | 'narrow.dark';
const variantFile = (file: string, variant: Variant) =>
  variant === 'light' ? file : file.replace(/(\.[a-z]+)$/i, `.${variant}$1`);

type Reading = {
  readonly file: string;
  readonly variant: Variant;
  readonly width: number;
  readonly words: number;
  /** Median word height in image px, or undefined when no word was read. */
  readonly medianPx: number | undefined;
};

/** Words Tesseract is sure of: at least two letters or digits, confidence 70 or more. */
async function wordHeights(
  file: string,
  dark: boolean,
): Promise<{width: number; heights: number[]}> {
  const {width = 0} = await sharp(file).metadata();
  // Small labels are read far more reliably enlarged; the heights are scaled back.
  const scale = width <= 1000 ? 2 : 1;
  let image = sharp(file).flatten({background: dark ? '#1b1b1d' : '#ffffff'});
  // Tesseract reads dark text on a light ground best: a dark variant is read inverted.
  if (dark) image = image.negate({alpha: false});
  const png = await image
    .resize({width: Math.round(width * scale), kernel: 'lanczos3'})
    .png()
    .toBuffer();
  const running = promisify(execFile)('tesseract', ['stdin', 'stdout', '--psm', '11', 'tsv'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  running.child.stdin?.end(png);
  const {stdout} = await running;
  const heights = stdout
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((cells) => cells[0] === '5' && Number(cells[10]) >= 70)
    .filter((cells) => /[A-Za-z0-9]{2,}/.test(cells[11] ?? ''))
    .map((cells) => Number(cells[9]) / scale);
  return {width, heights};
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every figure a page shows: a PNG or JPEG beside the page, by its path relative to the repository. */
async function shownFigureFiles(): Promise<string[]> {
  const files = new Set<string>();
  for (const dir of contentDirs) {
    for (const source of await readWriteupSources(path.join(repositoryDir, dir))) {
      for (const image of analyzeWriteupBody(source.body).images) {
        if (!/\.(?:png|jpe?g)$/i.test(image.url) || /^[a-z]+:|^\//i.test(image.url)) continue;
        const file = path.resolve(path.dirname(source.filePath), decodeURIComponent(image.url));
        if (fs.existsSync(file)) files.add(path.relative(repositoryDir, file));
      }
    }
  }
  return [...files].sort();
}

const cssPx = (reading: Reading | undefined, shownWidth: number) =>
  reading?.medianPx === undefined
    ? undefined
    : reading.medianPx * Math.min(1, shownWidth / reading.width);
const format = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(1));

async function main(): Promise<void> {
  const {values} = parseArgs({options: {only: {type: 'string'}, json: {type: 'string'}}});
  const figures = (await shownFigureFiles()).filter(
    (file) => !values.only || file.includes(values.only),
  );
  const jobs = figures.flatMap((file) =>
    (['light', 'dark', 'narrow', 'narrow.dark'] as const)
      .map((variant) => ({file, variant, path: variantFile(file, variant)}))
      .filter((job) => fs.existsSync(path.join(repositoryDir, job.path))),
  );
  const readings = new Map<string, Reading>();
  // Two at a time: the machine is shared.
  const queue = [...jobs];
  await Promise.all(
    Array.from({length: 2}, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const {width, heights} = await wordHeights(
          path.join(repositoryDir, job.path),
          job.variant.endsWith('dark'),
        );
        readings.set(`${job.file}\t${job.variant}`, {
          file: job.file,
          variant: job.variant,
          width,
          words: heights.length,
          medianPx: median(heights),
        });
      }
    }),
  );
  const phone = columnWidth(phoneWidth);
  const phoneGetsNarrow = phoneWidth <= narrowUpTo;
  const desktop = columnWidth(1280);
  const rows = jobs.map(({file, variant}) => {
    const reading = readings.get(`${file}\t${variant}`)!;
    const dark = variant.endsWith('dark');
    // The picture a 375 px phone shows in this variant's colour mode.
    const phoneVariant: Variant = dark
      ? phoneGetsNarrow && readings.has(`${file}\tnarrow.dark`)
        ? 'narrow.dark'
        : 'dark'
      : phoneGetsNarrow && readings.has(`${file}\tnarrow`)
        ? 'narrow'
        : 'light';
    const onPhone = variant.startsWith('narrow')
      ? reading
      : (readings.get(`${file}\t${phoneVariant}`) ?? reading);
    // The zoom opens the largest WebP made, which is at most maxFigureWidth wide.
    return {
      file,
      variant,
      width: reading.width,
      words: reading.words,
      medianPx: reading.medianPx,
      phonePx: cssPx(onPhone, phone),
      desktopPx: variant.startsWith('narrow') ? undefined : cssPx(reading, desktop),
      openedPx: cssPx(reading, maxFigureWidth),
    };
  });
  const header = ['figure', 'variant', 'width', 'words', 'median px', '@375', '@1280', 'opened'];
  const table = [
    header,
    ...rows.map((row) => [
      row.file.replace(/^docs\//, ''),
      row.variant,
      String(row.width),
      String(row.words),
      format(row.medianPx),
      format(row.phonePx),
      format(row.desktopPx),
      format(row.openedPx),
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) {
    console.log(
      row
        .map((cell, column) =>
          (column < 2 ? cell.padEnd : cell.padStart).call(cell, widths[column]!),
        )
        .join('  '),
    );
  }
  const isPhotograph = (file: string) => /\.jpe?g$/i.test(file);
  // A figure is small on a phone when the picture either colour mode shows there is under 12 px.
  const smallOnPhone = new Set(
    rows
      .filter((row) => !isPhotograph(row.file) && !row.variant.startsWith('narrow'))
      .filter((row) => row.phonePx !== undefined && row.phonePx < minimumPx)
      .map((row) => row.file),
  );
  const smallOpened = new Set(
    rows
      .filter((row) => !isPhotograph(row.file))
      .filter((row) => row.openedPx !== undefined && row.openedPx < minimumPx)
      .map((row) => row.file),
  );
  const photographsWithSmallWords = new Set(
    rows
      .filter((row) => isPhotograph(row.file))
      .filter((row) => row.phonePx !== undefined && row.phonePx < minimumPx)
      .map((row) => row.file),
  );
  const withText = new Set(rows.filter((row) => row.medianPx !== undefined).map((row) => row.file));
  console.log(
    `\n${figures.length} figure(s), ${jobs.length} picture(s), ${withText.size} with text read; ` +
      `under ${minimumPx} px inline at 375 px: ${smallOnPhone.size}; under ${minimumPx} px opened: ${smallOpened.size}`,
  );
  for (const file of smallOnPhone) console.log(`  small at 375 px: ${file}`);
  for (const file of smallOpened) console.log(`  small opened: ${file}`);
  if (photographsWithSmallWords.size > 0) {
    console.log(
      `Photographs with words read under ${minimumPx} px at 375 px (the scene's own, not counted): ` +
        `${photographsWithSmallWords.size}`,
    );
    for (const file of photographsWithSmallWords) console.log(`  photograph: ${file}`);
  }
  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(rows, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
