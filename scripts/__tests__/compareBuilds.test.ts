import {describe, expect, it} from 'vitest';
import {normalizeBuildText} from '../compare-builds';

describe('comparing two builds', () => {
  it('sets aside the names that change when a module moves', () => {
    const before =
      '<script src=/my-small-blog/assets/js/main.802c91a5.js defer></script><div class="flag_AbC1 card--open_x-9Z">';
    const after =
      '<script src=/my-small-blog/assets/js/main.1f0e33b2.js defer></script><div class="flag_Qw3e card--open_K_2a">';
    expect(normalizeBuildText(before)).toBe(normalizeBuildText(after));
  });

  it('still tells apart pages whose text or markup differs', () => {
    const page = (text: string) => `<main class="markdown"><p>${text}</p></main>`;
    expect(normalizeBuildText(page('The flag is behind the reveal.'))).not.toBe(
      normalizeBuildText(page('The flag is shown here.')),
    );
    expect(normalizeBuildText('<p class="note_AbC1">')).not.toBe(
      normalizeBuildText('<p class="warning_AbC1">'),
    );
  });
});
