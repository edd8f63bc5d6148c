/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/CodeBlock/Content/index.tsx,
 * sha256 b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec); src/theme/__tests__/ejected.test.ts fails when it changes.
 * Change: renders the lines highlighted at build time (src/plugins/infrastructure/code-highlight)
 * as one HTML string instead of running Prism in the browser; a block without them
 * is shown as plain text. Line classes, line numbers and word wrap work as before.
 * Addition: a sign at the right edge while a block has code beyond it (scrollSign.ts).
 */
import React, {forwardRef, type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {useHighlightedLines} from '@site/src/plugins/infrastructure/code-highlight/client/highlightedLines';
import {escapeHtml} from '@site/src/utils/html';
import styles from './styles.module.css';
import {useScrollSign} from './scrollSign';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  // tabIndex: a scrollable region must be reachable by keyboard.
  <pre
    ref={ref}
    tabIndex={0}
    {...props}
    className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
  />
));
Pre.displayName = 'Pre';

function toLineHtml(html: string, className: string | undefined, showLineNumbers: boolean): string {
  const classes = clsx('token-line', className, showLineNumbers && styles.codeLine);
  const content = showLineNumbers
    ? `<span class="${styles.codeLineNumber}"></span><span class="${styles.codeLineContent}">${html}</span>`
    : html;
  return `<span class="${classes}">${content}<br></span>`;
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const highlighted = useHighlightedLines();
  const lines = highlighted ?? code.split('\n').map(escapeHtml);
  const showLineNumbers = lineNumbersStart !== undefined;
  const html = lines
    .map((line, index) => toLineHtml(line, lineClassNames[index]?.join(' '), showLineNumbers))
    .join('');
  // The hook reads the ref in an effect, after the block is mounted, never during render.
  // eslint-disable-next-line react-hooks/refs
  const scrollSign = useScrollSign(wordWrap.codeBlockRef);
  return (
    <>
      <Pre
        // The ref object is handed to <pre>, not read during render.
        // eslint-disable-next-line react-hooks/refs
        ref={wordWrap.codeBlockRef}
        className={clsx(className, 'prism-code', `language-${language}`)}
        // Its height before it is first shown (styles.module.css: content-visibility).
        style={{'--code-block-lines': lines.length} as CSSProperties}
      >
        <code
          className={clsx(
            styles.codeBlockLines,
            showLineNumbers && styles.codeBlockLinesWithNumbering,
          )}
          style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
          dangerouslySetInnerHTML={{__html: html}}
        />
      </Pre>
      {scrollSign === 'more' && <span className={styles.scrollSign} aria-hidden="true" />}
    </>
  );
}
