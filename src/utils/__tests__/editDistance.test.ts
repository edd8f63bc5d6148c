import {describe, expect, it} from 'vitest';
import {editDistance} from '../editDistance';

describe('editDistance', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('fsl', 'fls')).toBe(1);
    expect(editDistance('memroy', 'memory')).toBe(1);
  });

  it('counts inserts, deletes and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('bitloker', 'bitlocker')).toBe(1);
    expect(editDistance('vlatlity', 'volatility')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('answers one past the limit as soon as the distance must exceed it, and exactly within it', () => {
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(editDistance('abcdef', 'uvwxyz')).toBe(6);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('vlatlity', 'volatility', 2)).toBe(2);
  });
});
