import {describe, expect, it} from 'vitest';
import {closestNames, didYouMean} from '../closestNames';

describe('closestNames', () => {
  it('suggests the nearest known names first, ignoring case, and nothing when all are far', () => {
    const tools = ['fls', 'icat', 'mmls', 'ExifTool', 'Wireshark'];
    expect(closestNames('fsl', tools)).toEqual(['fls']);
    expect(closestNames('exiftol', tools)).toEqual(['ExifTool']);
    expect(closestNames('volatility', tools)).toEqual([]);
    expect(didYouMean('wirshark', tools)).toBe('; did you mean "Wireshark"?');
    expect(didYouMean('ghidra', tools)).toBe('');
  });
});
