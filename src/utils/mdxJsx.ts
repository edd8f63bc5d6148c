import type {Program} from 'estree';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';

/** A JSX attribute whose value is any JSON-like data, as MDX expects it (expression and its estree). */
export function dataAttribute(name: string, value: unknown): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: {estree}},
  };
}
