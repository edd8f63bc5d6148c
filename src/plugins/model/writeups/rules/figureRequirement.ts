import fs from 'node:fs';
import path from 'node:path';
import type {WriteupBody} from '../body';
import type {WriteupFrontMatter} from '../frontMatter';
import type {WriteupLocation} from '../paths';

/**
 * "Show what the solver saw" (CONTENT.md): a page whose solve is about a picture, a document or a hidden or
 * substituted text carries at least one figure made from the solve, an image beside the page (`./_figures/…`)
 * or a chart of data the page computes. That is every picoCTF forensics page whose artefact is an image or a
 * document, every web page whose target runs here on 127.0.0.1 (a local stand-in of the challenge, or a
 * Root-Me page's worked example), and every page that uses a steganography, substitution or
 * frequency-analysis technique.
 */

/** Techniques whose solve is seen rather than read: what is hidden in a picture or a text, and letters that stand for others. */
const seenTechniques = new Set([
  'lsb-steganography',
  'steghide-embedding',
  'text-steganography',
  'substitution-cipher',
  'frequency-analysis',
]);
const pictureOrDocument = /\.(png|jpe?g|gif|bmp|svg|tiff?|webp|pdf|docx?|odt)$/i;
/** The platforms' web categories: a page there whose commands reach 127.0.0.1 served its target here, so a browser could draw it. */
const webCategories = new Set(['web-exploitation', 'web-server']);

/** The figures made from the solve that a page shows: images from its `_figures/` folder and charts. */
export function countSolveFigures(body: WriteupBody): number {
  return (
    body.images.filter((image) => image.url.startsWith('./_figures/')).length +
    (body.textOutsideFlags.match(/<Chart\b/g) ?? []).length
  );
}

/** Why this page must show a figure (empty when it need not). */
export function figureReasons(
  frontMatter: WriteupFrontMatter,
  location: WriteupLocation,
  body: WriteupBody,
): string[] {
  const artifacts =
    frontMatter.solve.method === 'artifact'
      ? frontMatter.solve.artifacts.map((artifact) => artifact.name)
      : [];
  return [
    ...(location.platform === 'picoctf' &&
    location.category === 'forensics' &&
    artifacts.some((name) => pictureOrDocument.test(name))
      ? ['its artefact is a picture or a document']
      : []),
    ...(webCategories.has(location.category) && body.textOutsideFlags.includes('127.0.0.1')
      ? ['its web target runs locally on 127.0.0.1']
      : []),
    ...frontMatter.techniques
      .filter((technique) => seenTechniques.has(technique))
      .map((technique) => `it uses ${technique}`),
  ];
}

/** The problem, if the page must show a figure made from its solve and shows none. */
export function findMissingFigure(
  frontMatter: WriteupFrontMatter,
  location: WriteupLocation,
  body: WriteupBody,
): string[] {
  const reasons = figureReasons(frontMatter, location, body);
  if (reasons.length === 0 || countSolveFigures(body) > 0) return [];
  return [
    `figure: the page must show what the solver saw, because ${reasons.join(' and ')}: add an image made by a script in ./_figures/ (npm run new:writeup makes one to start from) or a <Chart>`,
  ];
}

/** The scripts a figure may be made by, kept beside it (CONTENT.md: every figure is made here, from the solve). */
const figureScript = /\.(py|sh|ts)$/;

/**
 * The page's figures from `./_figures/` whose folder holds no script that makes them: `pageFile` is the
 * page's path on disk, for finding the folders.
 */
export function findFiguresWithoutScript(pageFile: string, body: WriteupBody): string[] {
  const folders = new Set(
    body.images
      .filter((image) => image.url.startsWith('./_figures/'))
      .map((image) => path.dirname(path.join(path.dirname(pageFile), image.url))),
  );
  return [...folders]
    .filter(
      (folder) =>
        !fs.existsSync(folder) || !fs.readdirSync(folder).some((file) => figureScript.test(file)),
    )
    .map(
      (folder) =>
        `figure: ${path.basename(folder)}/ holds no script that makes its figures: keep make_figures.py (or .sh) beside them`,
    );
}
