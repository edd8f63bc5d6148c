import {createContext, useContext} from 'react';

/** Lines of HTML highlighted at build time for the code block being rendered, if any. */
export const HighlightedLinesContext = createContext<readonly string[] | null>(null);

export function useHighlightedLines(): readonly string[] | null {
  return useContext(HighlightedLinesContext);
}

/** Reads the `highlightedLines` prop written by the remark plugin. */
export function parseHighlightedLines(prop: unknown): readonly string[] | null {
  if (typeof prop !== 'string') return null;
  const lines: unknown = JSON.parse(prop);
  return Array.isArray(lines) && lines.every((line) => typeof line === 'string') ? lines : null;
}

/** The code the lines were highlighted from: their text, without the token markup the highlighter added. */
export function textOfHighlightedLines(lines: readonly string[]): string {
  return lines
    .map((line) =>
      line
        .replace(/<\/?span[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    )
    .join('\n');
}
