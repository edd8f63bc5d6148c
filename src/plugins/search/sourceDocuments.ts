import fs from 'node:fs/promises';
import path from 'node:path';
import {createSlugger, DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {Nodes, Root} from 'mdast';
import {contextOfPath} from './contexts';
import {relativeToBaseUrl} from '../../utils/permalinks';
import type {SearchDocument} from './documents';

/** A page the development server can search, as the content plugins loaded it. */
export type SourcePage = {
  /** `@site/…` path of the Markdown file. */
  readonly source: string;
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly breadcrumb: string;
};

/** Components whose text stays out of search, as the built pages mark it (data-search-ignore). */
const ignoredComponents = new Set(['Flag', 'Hints', 'Hint', 'ChallengeCard']);

type SectionDraft = {anchor: string; heading: string; parts: string[]};

function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && ignoredComponents.has(node.name ?? '')) return '';
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join(' ');
  return '';
}

/**
 * Search documents read from the Markdown sources, for `docusaurus start`, which
 * renders no HTML to index: the same fields and `##`/`###` sections as the built
 * index, with the same parts left out (spoilers, hints, the card, command output).
 */
export async function documentsFromSource(pages: readonly SourcePage[], siteDir: string, baseUrl: string): Promise<SearchDocument[]> {
  // Loaded only when the development server needs them.
  const [{unified}, {default: remarkParse}, {default: remarkMdx}, {default: remarkGfm}] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-gfm'),
  ]);
  const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMdx);
  const documents = await Promise.all(
    pages.map(async (page): Promise<SearchDocument | null> => {
      const filePath = path.join(siteDir, page.source.replace(/^@site\//, ''));
      const fileContent = await fs.readFile(filePath, 'utf8').catch(() => null);
      if (fileContent === null) return null;
      const {content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
      let tree: Root;
      const lines = content.split('\n');
      try {
        // Custom heading ids (`## Title {#id}`) are Docusaurus syntax, not MDX: read them aside.
        tree = parser.parse(content.replace(/^(#{1,6}\s.*?)\s*\{#[\w-]+\}\s*$/gm, '$1'));
      } catch {
        return null;
      }
      const slugger = createSlugger();
      const sections: SectionDraft[] = [{anchor: '', heading: '', parts: []}];
      for (const node of tree.children) {
        if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
          const heading = textOf(node).replace(/\s+/g, ' ').trim();
          const customId = /\{#([\w-]+)\}\s*$/.exec(lines[(node.position?.start.line ?? 0) - 1] ?? '')?.[1];
          sections.push({anchor: customId ?? slugger.slug(heading), heading, parts: []});
        } else if (node.type === 'code') {
          // Command output is left out of the built index too.
          if (node.lang !== 'text' && node.lang !== 'mermaid') sections.at(-1)!.parts.push(node.value);
        } else if (node.type !== 'mdxjsEsm' && node.type !== 'mdxFlowExpression' && node.type !== 'heading') {
          sections.at(-1)!.parts.push(textOf(node));
        }
      }
      const url = relativeToBaseUrl(page.permalink, baseUrl);
      return {
        url,
        title: page.title,
        description: page.description,
        keywords: page.keywords.join(', '),
        breadcrumb: page.breadcrumb,
        context: contextOfPath(url)?.id ?? '',
        sections: sections.map(({anchor, heading, parts}) => ({anchor, heading, text: parts.join(' ').replace(/\s+/g, ' ').trim()})),
      };
    }),
  );
  return documents.filter((document): document is SearchDocument => document !== null);
}
