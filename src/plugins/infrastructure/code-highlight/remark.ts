import type {Code, Root} from 'mdast';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {highlightSessionToLines, highlightToLines} from './highlight';
import {isSession} from '../../../utils/shellSession';

/** Docusaurus's magic comments remove lines at run time; such blocks keep run-time handling. */
const magicComment = /(highlight-next-line|highlight-start|highlight-end|this-will-error)/;

/**
 * Remark plugin: highlights every fenced code block at build time and hands the
 * lines to the CodeBlock as the `highlightedLines` prop (a JSON array of HTML
 * strings), so no syntax highlighter ships to the browser. The block's own text
 * is left out of the page's code (the CodeBlock reads it back from the lines), so
 * a page's JavaScript carries each block once. Diagrams are left to the Mermaid renderer.
 */
const remarkHighlightCode: Plugin<[], Root> = () => (tree, file) => {
  visit(tree, 'code', (node: Code) => {
    const language = node.lang ?? '';
    if (language === 'mermaid' || magicComment.test(node.value)) return;
    try {
      const lines = isSession(node.value, language)
        ? highlightSessionToLines(node.value, language)
        : highlightToLines(node.value, language);
      node.data = {
        ...node.data,
        hProperties: {...node.data?.hProperties, highlightedLines: JSON.stringify(lines)},
      };
      node.value = '';
    } catch (error) {
      file.fail(
        `${(error as Error).message} (code block at line ${node.position?.start.line ?? '?'})`,
        node,
      );
    }
  });
};

export default remarkHighlightCode;
