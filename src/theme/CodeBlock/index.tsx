/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/CodeBlock/index.tsx,
 * sha256 02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b); src/theme/__tests__/ejected.test.ts fails when it changes.
 * Changes: (1) passes the lines highlighted at build time (src/plugins/infrastructure/code-highlight)
 * to CodeBlock/Content, and reads the block's text back from them (the page's code
 * carries the lines only); (2) no forced re-render after hydration: the original remounts
 * every block to swap inline Prism theme colours, but tokens here are coloured by CSS.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {
  HighlightedLinesContext,
  parseHighlightedLines,
  textOfHighlightedLines,
} from '@site/src/plugins/infrastructure/code-highlight/client/highlightedLines';

/** Makes the children a plain string when possible, so the code stays copyable. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props & {highlightedLines?: string}): ReactNode {
  const {highlightedLines, ...rest} = props;
  const lines = parseHighlightedLines(highlightedLines);
  const children = lines ? textOfHighlightedLines(lines) : maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') {
    return <ElementContent {...rest}>{children}</ElementContent>;
  }
  return (
    <HighlightedLinesContext.Provider value={lines}>
      <StringContent {...rest}>{children}</StringContent>
    </HighlightedLinesContext.Provider>
  );
}
