// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import {highlightLimits, markTerms} from '../client/highlight';

describe('markTerms', () => {
  it('wraps words starting with a term in <mark>, case-insensitively', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<p>Sleuth Kit: the sleuthing tools</p><code data-search-ignore="true">sleuth{x}</code>';
    expect(markTerms(root, ['sleuth'])).toBe(2);
    expect([...root.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Sleuth',
      'sleuthing',
    ]);
  });

  it('treats terms as text: markup in a term never becomes elements', () => {
    const root = document.createElement('div');
    root.textContent = 'see <img src=x onerror=alert(1)> here';
    markTerms(root, ['<img src=x onerror=alert(1)>']);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('mark')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('ignores one-letter terms', () => {
    const root = document.createElement('div');
    root.textContent = 'a b c';
    expect(markTerms(root, ['a'])).toBe(0);
  });

  it('marks only the first few short terms, however many a link carries', () => {
    const root = document.createElement('div');
    root.textContent = 'alpha beta gamma';
    const terms = [
      ...Array.from({length: 100_000}, (_, i) => `zz${i}`),
      'alpha',
      'x'.repeat(highlightLimits.termLength + 1),
    ];
    expect(markTerms(root, terms)).toBe(0);
    expect(markTerms(root, ['beta', 'gamma'])).toBe(2);
  });
});
