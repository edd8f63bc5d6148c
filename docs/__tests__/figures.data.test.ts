/**
 * "Show what the solver saw" (CONTENT.md), over every write-up: each page that must show a figure made from its
 * solve (rules/figureRequirement.ts, which check-content applies too) shows one, made by a script kept beside
 * it, and the site as a whole keeps at least 60 illustrated write-ups.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyzeWriteupBody, readVocabulary, readWriteup, readWriteupSources} from '../../src/plugins/model/writeups';
import {
  countSolveFigures,
  figureReasons,
  findFiguresWithoutScript,
} from '../../src/plugins/model/writeups/rules';

const docsDir = path.resolve(__dirname, '..');
const vocabulary = await readVocabulary(docsDir);

const pages = (await readWriteupSources(docsDir)).flatMap((source) => {
  const reading = readWriteup(source.relativePath, source.rawFrontMatter, vocabulary);
  if (reading.kind !== 'writeup') return [];
  const body = analyzeWriteupBody(source.body);
  return [
    {
      withoutScript: findFiguresWithoutScript(path.join(docsDir, source.relativePath), body),
      relativePath: source.relativePath,
      figures: countSolveFigures(body),
      reasons: figureReasons(reading.frontMatter, reading.location, body),
    },
  ];
});

describe('figures made from the solves', () => {
  it.each(
    pages
      .filter((page) => page.reasons.length > 0)
      .map((page) => [page.relativePath, page] as const),
  )('%s shows what the solver saw', (_path, page) => {
    expect(
      page.figures,
      `a figure is expected because ${page.reasons.join(' and ')}`,
    ).toBeGreaterThan(0);
  });

  it('are each made by a script kept beside them', () => {
    expect(
      pages.flatMap((page) =>
        page.withoutScript.map((problem) => `${page.relativePath}: ${problem}`),
      ),
    ).toEqual([]);
  });

  it('illustrate at least 60 write-ups', () => {
    expect(pages.filter((page) => page.figures > 0).length).toBeGreaterThanOrEqual(60);
  });
});
