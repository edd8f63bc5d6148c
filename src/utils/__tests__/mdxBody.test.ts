import type {Heading} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {describe, expect, it} from 'vitest';
import {MdxSyntaxError, parseMdxBody} from '../mdxBody';

const anchorsOf = (body: string) => {
  const {tree, anchors} = parseMdxBody(body);
  return tree.children
    .filter((node): node is Heading => node.type === 'heading')
    .map((heading) => [toString(heading), anchors.get(heading)]);
};

describe('parseMdxBody', () => {
  it('names each heading with the id the built page gives it: custom ids kept, repeated titles numbered', () => {
    expect(
      anchorsOf(
        '## Analysis\n\n### Try it\n\n## Solution {#the-solve}\n\n### Try it\n\n### `nc` **and** sockets\n',
      ),
    ).toEqual([
      ['Analysis', 'analysis'],
      ['Try it', 'try-it'],
      ['Solution', 'the-solve'],
      ['Try it', 'try-it-1'],
      ['nc and sockets', 'nc-and-sockets'],
    ]);
  });

  it('keeps the body’s line numbers, and offsets that point into the text it parsed', () => {
    const {tree, source} = parseMdxBody('## Title {#custom}\n\nSome <Flag value="x" /> text.\n');
    const paragraph = tree.children[1]!;
    expect(paragraph.position?.start.line).toBe(3);
    expect(source.slice(paragraph.position!.start.offset, paragraph.position!.end.offset)).toBe(
      'Some <Flag value="x" /> text.',
    );
  });

  it('reports invalid MDX with the parser’s message and line', () => {
    let thrown: unknown;
    try {
      parseMdxBody('Fine.\n\nThen <Hints> never closes.\n');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MdxSyntaxError);
    expect(thrown).toMatchObject({line: 3, message: expect.stringMatching(/Hints/)});
  });
});
