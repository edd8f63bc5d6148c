import {techniquePage, toolPage} from '../../../config/pages';
import type {TechniquePageData} from '../techniques/data';
import type {ToolPageData} from '../tools/data';
import {toolPageDescription} from '../tools/description';
import type {KeywordsByUrl, SearchDocument} from './documents';

const writeupLines = (writeups: TechniquePageData['writeups']) =>
  writeups.map((writeup) => `${writeup.title} ${writeup.about}`);

/**
 * Technique and tool pages for the development index, from the data their pages
 * render (the production index reads the rendered HTML instead): the same title,
 * description and breadcrumb, and one section with the page's text, without the
 * command lines, which the built index leaves out too.
 */
export function familyDocuments(
  techniques: readonly TechniquePageData[],
  tools: readonly ToolPageData[],
  keywordsByUrl: KeywordsByUrl,
): SearchDocument[] {
  const document = (
    url: string,
    title: string,
    description: string,
    breadcrumb: string,
    text: readonly string[],
  ): SearchDocument => ({
    url,
    title,
    description,
    keywords: (keywordsByUrl.get(url) ?? []).join(', '),
    breadcrumb,
    context: '',
    sections: [{anchor: '', heading: '', text: text.join(' ').replace(/\s+/g, ' ').trim()}],
  });
  return [
    ...techniques.map((technique) =>
      document(techniquePage(technique.id), technique.name, technique.explanation, 'Techniques', [
        technique.name,
        technique.explanation,
        technique.reference ? `Reference: ${technique.reference.label}` : '',
        ...writeupLines(technique.writeups),
        ...technique.tools.map((tool) => tool.name),
        ...technique.related.map((other) => other.name),
      ]),
    ),
    ...tools.map((tool) =>
      document(toolPage(tool.id), tool.name, toolPageDescription(tool), 'Tools', [
        tool.name,
        `Official documentation: ${tool.docs.replace(/^https:\/\//, '')}`,
        ...writeupLines(tool.writeups),
      ]),
    ),
  ];
}
