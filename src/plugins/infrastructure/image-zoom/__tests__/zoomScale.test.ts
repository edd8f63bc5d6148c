import {describe, expect, it} from 'vitest';
import {zoomScale} from '../client/zoom';

const desktop = {width: 1280, height: 800};

describe('zoomScale', () => {
  it.each([
    [
      'a wide diagram in the content column grows to the window width',
      {displayed: {width: 700, height: 200}, natural: null},
      (1280 * 0.96) / 700,
    ],
    ['a tall diagram is held back by the window height', {displayed: {width: 700, height: 1400}, natural: null}, (800 * 0.9) / 1400],
    [
      'a bitmap never grows past its own pixels',
      {displayed: {width: 700, height: 400}, natural: {width: 800, height: 457}},
      Math.min(800 / 700, 457 / 400),
    ],
    [
      'a bitmap with room in height is still held to its own width',
      {displayed: {width: 700, height: 300}, natural: {width: 800, height: 600}},
      800 / 700,
    ],
    ['a bitmap shown at full size does not grow', {displayed: {width: 640, height: 480}, natural: {width: 640, height: 480}}, 1],
  ])('%s', (_name, figure, expected) => {
    expect(zoomScale(figure, desktop)).toBeCloseTo(expected, 5);
  });
});
