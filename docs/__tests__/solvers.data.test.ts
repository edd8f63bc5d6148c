/**
 * Runs the `solve.py` published on the cryptography and reverse-engineering
 * write-ups, so the code a reader copies is known to work: where the page shows a
 * flag it derived from the challenge's data, the script must print it (for a
 * per-player flag, its common part). On a page whose flag only a live service
 * handed out (solve method `instance`), the script must run cleanly on its own.
 * Every cryptography page has one.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  analyzeWriteupBody,
  locateWriteup,
  readVocabulary,
  readWriteup,
  readWriteupSources,
} from '../../src/plugins/model/writeups';
import {
  findSolverProblems,
  solverRunsAlone,
  solversOf,
} from '../../src/plugins/model/writeups/rules';

const docsDir = path.resolve(__dirname, '..');
const vocabulary = await readVocabulary(docsDir);
const categoryOf = (relativePath: string) => locateWriteup(relativePath)?.category;
const pages = (await readWriteupSources(docsDir))
  .filter((source) => solverRunsAlone(source.relativePath))
  .map((source) => ({
    ...source,
    analysis: analyzeWriteupBody(source.body),
    reading: readWriteup(source.relativePath, source.rawFrontMatter, vocabulary),
  }));

describe('solvers', () => {
  it('exist, one each, on every cryptography page', () => {
    const cryptography = pages.filter((page) => categoryOf(page.relativePath) === 'cryptography');
    expect(cryptography.length).toBeGreaterThan(0);
    for (const page of cryptography)
      expect(solversOf(page.analysis), page.relativePath).toHaveLength(1);
  });

  it.each(
    pages
      .filter((page) => solversOf(page.analysis).length > 0)
      .map((page) => [page.relativePath, page] as const),
  )('%s: solve.py runs and prints the page flag', (_path, page) => {
    const fromService =
      page.reading.kind === 'writeup' && page.reading.frontMatter.solve.method === 'instance';
    expect(findSolverProblems(page.analysis, {fromService})).toEqual([]);
  });
});
