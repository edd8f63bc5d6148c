import type {ReactNode} from 'react';
import MDXCode from '@theme-original/MDXComponents/Code';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/MDXComponents/Code';

/**
 * A fenced block highlighted at build time carries no text of its own (the
 * CodeBlock reads it from its lines), so it goes to the CodeBlock directly rather
 * than through the original's inline-or-block guess, which reads the text.
 */
export default function Code(props: Props & {highlightedLines?: string}): ReactNode {
  return props.highlightedLines === undefined ? (
    <MDXCode {...props} />
  ) : (
    <CodeBlock {...props}>{props.children ?? ''}</CodeBlock>
  );
}
