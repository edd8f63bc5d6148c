/**
 * No figure shows what `<Flag>` hides (CONTENT.md, "Show what the solver saw"): every picture a write-up
 * shows is read with OCR, and the text must hold neither the flag's hidden part nor its hex. What was
 * read is kept in tests/data/figure-text.json by the bytes' SHA-256, so a run reads only new or changed
 * figures (`npx tsx scripts/figures/figure-text.ts` records them).
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readWriteupSources} from '../../src/plugins/model/writeups';
import {
  figureTexts,
  findHiddenFlagText,
  readFigureTextRecord,
  shownFigures,
} from '../../src/plugins/model/writeups/rules';

const repositoryDir = path.resolve(__dirname, '../..');
const figures = shownFigures(
  await readWriteupSources(path.join(repositoryDir, 'docs')),
  repositoryDir,
);

describe('figures keep the flag hidden', () => {
  it('are found on the pages', () => {
    expect(figures.length).toBeGreaterThan(60);
  });

  it('show no part of what <Flag> hides, read with OCR', {timeout: 600_000}, async () => {
    const {texts} = await figureTexts(figures, readFigureTextRecord(repositoryDir), repositoryDir);
    const findings = figures.flatMap((figure) => {
      const finding = findHiddenFlagText(texts.get(figure.file)!.text, figure.secrets);
      return finding
        ? [`${figure.file} shows ${finding}, which <Flag> hides on ${figure.page}`]
        : [];
    });
    expect(findings).toEqual([]);
  });
});
