import {createHash} from 'node:crypto';
import type {Root} from 'mdast';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {normalizeFlagInput} from '../../../../components/mdx/Flag/check';

const stringAttribute = (attributes: readonly unknown[], name: string) =>
  (attributes as MdxJsxAttribute[]).find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );

/**
 * Remark plugin: gives every fixed `<Flag value="…">` the SHA-256 of its flag, so
 * the reader's "check your answer" compares hashes made at build time with the
 * hash of what they typed.
 */
const remarkFlagHashes: Plugin<[], Root> = () => (tree) => {
  visit(tree, (node) => {
    if (
      (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') ||
      node.name !== 'Flag'
    )
      return;
    const value = stringAttribute(node.attributes, 'value')?.value;
    if (
      typeof value !== 'string' ||
      stringAttribute(node.attributes, 'varies') ||
      stringAttribute(node.attributes, 'sha256')
    )
      return;
    node.attributes.push({
      type: 'mdxJsxAttribute',
      name: 'sha256',
      value: createHash('sha256').update(normalizeFlagInput(value), 'utf8').digest('hex'),
    });
  });
};

export default remarkFlagHashes;
