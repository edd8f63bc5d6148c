import {load, type CheerioAPI} from 'cheerio';
import {isTag, isText, type AnyNode, type Element} from 'domhandler';
import {readerPages} from '../../../config/pages';
import {searchIgnoreSelector} from '../../../config/search';
import {relativeToBaseUrl} from '../../../utils/permalinks';
import {contextOfPath, type SearchContextId} from './contexts';

/** A part of a page: the text before the first heading (anchor ''), or a `##`/`###` section. */
export type SearchSection = {
  readonly anchor: string;
  readonly heading: string;
  readonly text: string;
};

/** One searchable page; a hit links to the page or to its best-matching section. */
export type SearchDocument = {
  /** Page URL relative to the base URL, e.g. `docs/pico-ctf/forensics/enhance`. */
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly breadcrumb: string;
  readonly context: SearchContextId | '';
  readonly sections: readonly SearchSection[];
  /** Other titles a query may match exactly, putting the page first: a lesson answers to its technique's name and "learn <name>". */
  readonly titles?: readonly string[];
};

/** Page kinds worth searching, by the class Docusaurus puts on <html>. */
const searchablePage =
  /\b(docs-doc-page|blog-post-page|mdx-page|plugin-home|plugin-techniques|plugin-tools)\b/;

/** Where a page without breadcrumbs sits, by the start of its URL. */
const sectionLabels: readonly (readonly [string, string])[] = [
  ['blog', 'Blog'],
  [`${readerPages.techniques}/`, 'Techniques'],
  [`${readerPages.tools}/`, 'Tools'],
];

/** Never indexed: spoilers, navigation chrome, buttons and anything not read as text. */
const excluded = [
  searchIgnoreSelector,
  'nav',
  'button',
  '.hash-link',
  'header h1',
  '.theme-doc-footer',
  '.theme-doc-toc-mobile',
  'script',
  'style',
  'svg',
  'img',
  // Command output (hex dumps, offsets, logs) is illustration, and would flood the index with noise.
  'pre.language-text',
].join(', ');

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

function pageTitle($: CheerioAPI): string {
  const heading = normalize($('article h1, main h1').first().text());
  return (
    heading ||
    normalize(
      $('title')
        .text()
        .replace(/\s*\|[^|]*$/, ''),
    )
  );
}

/** The page's keywords: what the content model says of it (card facts, techniques, tags), then its own `keywords` meta tag. */
function pageKeywords($: CheerioAPI, modelKeywords: readonly string[]): string {
  const meta = ($('meta[name="keywords"]').attr('content') ?? '').split(',').map(normalize);
  return [...new Set([...modelKeywords.map(normalize), ...meta].filter(Boolean))].join(', ');
}

function breadcrumbOf($: CheerioAPI, url: string): string {
  const crumbs = $('nav[aria-label="Breadcrumbs"] li')
    .map((_, element) => normalize($(element).text()))
    .get()
    .filter(Boolean);
  if (crumbs.length > 1) return crumbs.slice(0, -1).join(' › ');
  return sectionLabels.find(([prefix]) => url.startsWith(prefix))?.[1] ?? '';
}

/** Elements that sit inside a run of words; every other element (a span a stylesheet shows as a block, a
 * heading, a list item, a card's field) starts and ends a word, so its text gets a space on each side. */
const phrasing = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'strong',
  'sub',
  'sup',
  'u',
  'var',
]);

/**
 * Text of a node without its excluded parts, with its elements' text separated by spaces so words of two elements
 * never run together ("TailgatepicoCTF"). Read in one walk of the page's own tree: a copy to edit cost the build
 * as much again as parsing the pages.
 */
function textOf($: CheerioAPI, node: AnyNode): string {
  const skipped = new Set($(node).find(excluded).toArray());
  const parts: string[] = [];
  const visit = (current: AnyNode) => {
    if (isText(current)) parts.push(current.data);
    if (!isTag(current) || skipped.has(current)) return;
    const spaced = current !== node && !phrasing.has(current.tagName);
    if (spaced) parts.push(' ');
    current.children.forEach(visit);
    if (spaced) parts.push(' ');
  };
  visit(node);
  return normalize(parts.join(''));
}

/** The page's canonical path relative to the base URL (keeps a folder page's trailing slash). */
function canonicalUrl($: CheerioAPI, fallback: string, baseUrl: string): string {
  const href = $('link[rel="canonical"]').attr('href');
  const pathname = href ? new URL(href, 'http://localhost').pathname : '';
  return pathname.startsWith(baseUrl) ? relativeToBaseUrl(pathname, baseUrl) : fallback;
}

/** Keywords the content model gives a page, by its URL relative to the base URL. */
export type KeywordsByUrl = ReadonlyMap<string, readonly string[]>;

/** The other exact titles of pages, by their URL relative to the base URL. */
export type TitlesByUrl = ReadonlyMap<string, readonly string[]>;

/**
 * Turns a built HTML page into its search document: title, description, keywords
 * and its sections. Returns null for listing pages (tags, archives, blog lists,
 * search) and for pages that ask not to be indexed (unlisted pages).
 */
export function extractSearchDocument(
  html: string,
  fileUrl: string,
  baseUrl: string,
  keywordsByUrl: KeywordsByUrl = new Map(),
  titlesByUrl: TitlesByUrl = new Map(),
): SearchDocument | null {
  const $ = load(html);
  if (!searchablePage.test($('html').attr('class') ?? '')) return null;
  if (/\bnoindex\b/i.test($('meta[name="robots"]').attr('content') ?? '')) return null;
  const url = canonicalUrl($, fileUrl, baseUrl);
  const root =
    $('article .markdown').first().length > 0 ? $('article .markdown').first() : $('main').first();
  if (root.length === 0) return null;

  const sections: {anchor: string; heading: string; parts: string[]}[] = [
    {anchor: '', heading: '', parts: []},
  ];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      const element = node as Element;
      if (element.type === 'tag' && $(element).is(excluded)) continue;
      if (element.type === 'tag' && /^h[23]$/.test(element.tagName) && element.attribs.id) {
        sections.push({anchor: element.attribs.id, heading: textOf($, element), parts: []});
      } else if (
        element.type === 'tag' &&
        ['div', 'section'].includes(element.tagName) &&
        $(element).children('h2, h3').length > 0
      ) {
        walk(element.children);
      } else {
        sections.at(-1)!.parts.push(textOf($, node));
      }
    }
  };
  walk(root.contents().get());

  return {
    url,
    title: pageTitle($),
    description: normalize($('meta[name="description"]').attr('content') ?? ''),
    keywords: pageKeywords($, keywordsByUrl.get(url) ?? []),
    breadcrumb: breadcrumbOf($, url),
    context: contextOfPath(url)?.id ?? '',
    sections: sections.map(({anchor, heading, parts}) => ({
      anchor,
      heading,
      text: normalize(parts.join(' ')),
    })),
    ...(titlesByUrl.has(url) && {titles: titlesByUrl.get(url)}),
  };
}
