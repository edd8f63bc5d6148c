import fs from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {Nodes} from 'mdast';
import {MdxSyntaxError, parseMdxBody, type MdxBody} from '../../../utils/mdxBody';
import {contextOfPath} from './contexts';
import {relativeToBaseUrl} from '../../../utils/permalinks';
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
  if (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    ignoredComponents.has(node.name ?? '')
  )
    return '';
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join(' ');
  return '';
}

/**
 * Search documents read from the Markdown sources, for `docusaurus start`, which
 * renders no HTML to index: the same fields and `##`/`###` sections as the built
 * index, with the same parts left out (spoilers, hints, the card, command output).
 */
export async function documentsFromSource(
  pages: readonly SourcePage[],
  siteDir: string,
  baseUrl: string,
): Promise<SearchDocument[]> {
  const documents = await Promise.all(
    pages.map(async (page): Promise<SearchDocument | null> => {
      const filePath = path.join(siteDir, page.source.replace(/^@site\//, ''));
      const fileContent = await fs.readFile(filePath, 'utf8').catch(() => null);
      if (fileContent === null) return null;
      const {content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
      let body: MdxBody;
      try {
        body = parseMdxBody(content);
      } catch (error) {
        // The MDX compiler reports the page's mistake; the index leaves the page out meanwhile.
        if (error instanceof MdxSyntaxError) return null;
        throw error;
      }
      const sections: SectionDraft[] = [{anchor: '', heading: '', parts: []}];
      for (const node of body.tree.children) {
        if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
          sections.push({
            anchor: body.anchors.get(node) ?? '',
            heading: textOf(node).replace(/\s+/g, ' ').trim(),
            parts: [],
          });
        } else if (node.type === 'code') {
          // Command output is left out of the built index too.
          if (node.lang !== 'text' && node.lang !== 'mermaid')
            sections.at(-1)!.parts.push(node.value);
        } else if (
          node.type !== 'mdxjsEsm' &&
          node.type !== 'mdxFlowExpression' &&
          node.type !== 'heading'
        ) {
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
        sections: sections.map(({anchor, heading, parts}) => ({
          anchor,
          heading,
          text: parts.join(' ').replace(/\s+/g, ' ').trim(),
        })),
      };
    }),
  );
  return documents.filter((document): document is SearchDocument => document !== null);
}
