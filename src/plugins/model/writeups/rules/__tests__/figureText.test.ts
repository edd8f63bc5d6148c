import {describe, expect, it} from 'vitest';
import {analyzeWriteupBody} from '../../body';
import {findHiddenFlagText, foldForOcr, hiddenFlagParts} from '../figureText';

describe('hiddenFlagParts', () => {
  it('is what follows the brace, of a fixed flag and of a per-player common part', () => {
    const body = analyzeWriteupBody(
      '## Flag\n\n<Flag value="picoCTF{now_you_know}" />\n\n<Flag value="picoCTF{b1scu1ts_4nd_" varies suffix="[0-9a-f]{8}" />\n',
    );
    expect(hiddenFlagParts(body.flags)).toEqual(['now_you_know', 'b1scu1ts_4nd_']);
  });

  it('leaves out a common part too short to find', () => {
    expect(
      hiddenFlagParts(analyzeWriteupBody('<Flag value="picoCTF{ab_" varies />\n').flags),
    ).toEqual([]);
  });
});

describe('findHiddenFlagText', () => {
  const secret = ['f1u3n7_1n_pn9_&_pdf_'];

  it.each([
    ['the text as OCR misreads it', 'the file opened as a PNG: picoCTF{flu3n7_1n_pn9'],
    ['letters split over lines', 'picoCT\nF{f1u3\nn7_1n'],
    ['its hex in a dump', '66 31 75 33 6e 37 5f 31 6e'],
    ['its hex with digits read as letters', '66 3l 75 33 6e 37 5f 3l 6e'],
  ])('finds %s', (_name, text) => {
    expect(findHiddenFlagText(text, secret)).toBeDefined();
  });

  it('ignores labels that share words with the flag', () => {
    expect(
      findHiddenFlagText('PNG 0-913 | PDF 914-3361 | %PDF-1.4 starts the next byte', secret),
    ).toBeUndefined();
    expect(
      findHiddenFlagText('about file extensions', ['now_you_know_about_extensions']),
    ).toBeUndefined();
  });

  it('folds the glyphs OCR confuses', () => {
    expect(foldForOcr('F1u3n7_1n')).toBe(foldForOcr('flUEnT ln'));
  });
});
