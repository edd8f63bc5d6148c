import type {Root} from 'hast';
import {describe, expect, it} from 'vitest';
import {tidyDiagramImages} from '..';

const diagram = (properties: Record<string, string | number>): Root => ({
  type: 'root',
  children: [{type: 'element', tagName: 'img', properties, children: []}],
});

describe('diagram images', () => {
  it('get whole-pixel sizes and a data URL without spaces, so the page validates', () => {
    const tree = diagram({
      src: "data:image/svg+xml,%3csvg style='fill: hsl(0%2c 0%25)'%3e",
      width: '1065.390625',
      height: 70,
    });
    tidyDiagramImages(tree);
    expect(tree.children[0]).toMatchObject({
      tagName: 'button',
      children: [
        {
          tagName: 'img',
          properties: {
            src: "data:image/svg+xml,%3csvg%20style='fill:%20hsl(0%2c%200%25)'%3e",
            width: 1066,
            height: 70,
          },
        },
        {},
      ],
    });
  });

  it('sit in the button that opens them full size, named by their alt text', () => {
    const tree = diagram({src: 'data:image/svg+xml,%3csvg%3e', alt: 'Three hosts'});
    tidyDiagramImages(tree);
    expect(tree.children[0]).toMatchObject({
      tagName: 'button',
      properties: {type: 'button', className: ['zoom-trigger', 'diagram-zoom']},
      children: [
        {tagName: 'img', properties: {alt: 'Three hosts'}},
        {children: [{value: ' (opens full size)'}]},
      ],
    });
  });

  it('leave other images alone', () => {
    const tree = diagram({src: '/img/a b.png', width: '10.5'});
    tidyDiagramImages(tree);
    expect(tree.children[0]).toMatchObject({
      tagName: 'img',
      properties: {src: '/img/a b.png', width: '10.5'},
    });
  });
});
