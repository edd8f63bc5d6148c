/**
 * "Show what the solver saw" (CONTENT.md), over every write-up: a page whose solve is about a picture, a
 * document or a hidden or substituted text carries at least one figure made from the solve, an image beside
 * the page (`./_figures/…`) or a chart of data the page computes. That is every picoCTF forensics page whose
 * artefact is an image or a document, every web page whose target runs here on 127.0.0.1 (a local stand-in of
 * the challenge, or a Root-Me page's worked example), and every page that uses a steganography, substitution
 * or frequency-analysis technique. The site as a whole keeps at least 60 illustrated write-ups (issue 26).
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyzeWriteupBody} from '../body';
import {readVocabulary, readWriteupSources} from '../load';
import {readWriteup} from '../model';

const docsDir = path.resolve(__dirname, '../../../../../docs');
const vocabulary = await readVocabulary(docsDir);

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

const pages = (await readWriteupSources(docsDir)).flatMap((source) => {
  const reading = readWriteup(source.relativePath, source.rawFrontMatter, vocabulary);
  if (reading.kind !== 'writeup') return [];
  const {frontMatter, location} = reading;
  const body = analyzeWriteupBody(source.body);
  const figures =
    body.images.filter((image) => image.url.startsWith('./_figures/')).length + (body.textOutsideFlags.match(/<Chart\b/g) ?? []).length;
  const artifacts = frontMatter.solve.method === 'artifact' ? frontMatter.solve.artifacts.map((artifact) => artifact.name) : [];
  const reasons = [
    ...(location.platform === 'picoctf' && location.category === 'forensics' && artifacts.some((name) => pictureOrDocument.test(name))
      ? ['its artefact is a picture or a document']
      : []),
    ...(webCategories.has(location.category) && body.textOutsideFlags.includes('127.0.0.1')
      ? ['its web target runs locally on 127.0.0.1']
      : []),
    ...frontMatter.techniques.filter((technique) => seenTechniques.has(technique)).map((technique) => `it uses ${technique}`),
  ];
  return [{relativePath: source.relativePath, figures, reasons}];
});

describe('figures made from the solves', () => {
  it.each(pages.filter((page) => page.reasons.length > 0).map((page) => [page.relativePath, page] as const))(
    '%s shows what the solver saw',
    (_path, page) => {
      expect(page.figures, `a figure is expected because ${page.reasons.join(' and ')}`).toBeGreaterThan(0);
    },
  );

  it('illustrate at least 60 write-ups', () => {
    expect(pages.filter((page) => page.figures > 0).length).toBeGreaterThanOrEqual(60);
  });
});
