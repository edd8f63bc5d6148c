import {describe, expect, it} from 'vitest';
import {analyzeWriteupBody} from '../body';

describe('analyzeWriteupBody, which keeps each analysis for the process', () => {
  const page = '## Solution\n\n![The first figure](./_figures/one.png)\n';

  it('analyses an edited page again (the dev server asks after every save)', () => {
    expect(analyzeWriteupBody(page).images.map((image) => image.alt)).toEqual(['The first figure']);
    const edited = page.replace('The first figure', 'The figure, renamed');
    expect(analyzeWriteupBody(edited).images.map((image) => image.alt)).toEqual([
      'The figure, renamed',
    ]);
  });

  it("reports the same body's lines from where it starts in its file", () => {
    expect(analyzeWriteupBody(page).images[0]?.line).toBe(3);
    expect(analyzeWriteupBody(page, {firstLine: 11}).images[0]?.line).toBe(13);
    expect(analyzeWriteupBody(page).images[0]?.line).toBe(3);
  });
});
