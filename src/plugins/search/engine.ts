import lunr from 'lunr';
import type {SearchContextId} from './contexts';
import {toIndexedFields, type ContentFile, type StoredDocument, type TitlesFile} from './indexFiles';
import {createIndex} from './lunrIndex';
import {findQueryLimitProblem} from './limits';
import {wordStartPattern} from './text';

export type SnippetPart = {readonly text: string; readonly marked: boolean};

export type SearchHit = {
  readonly url: string;
  readonly anchor: string;
  readonly title: string;
  readonly heading: string;
  readonly breadcrumb: string;
  readonly context: SearchContextId | '';
  readonly snippet: readonly SnippetPart[];
  readonly score: number;
};

export type SearchOutcome =
  | {
      readonly ok: true;
      /** The best hits, at most `limit`, each with its snippet. */
      readonly hits: readonly SearchHit[];
      /** How many pages match in all. */
      readonly total: number;
      readonly terms: readonly string[];
    }
  | {readonly ok: false; readonly error: string};

export type ContextFilter = {readonly within?: SearchContextId; readonly outside?: SearchContextId};

export type SearchOptions = {
  /** While the reader types, the last plain word also matches as a prefix. */
  readonly typing?: boolean;
  readonly context?: ContextFilter;
  /** How many hits to return with snippets (the ones shown); the total counts them all. */
  readonly limit?: number;
};

/** Hits returned when a caller sets no limit. */
export const defaultHitLimit = 20;

export const snippetLength = 50;

const plainWord = /^[\p{L}\p{N}_.']+$/u;

/**
 * Lower-cases the query (field names are case-insensitive; lunr lower-cases terms
 * anyway) and, while typing, adds a prefix form of the last plain word: `sleu`
 * becomes `sleu sleu*`, so the word matches both as typed and as the start of a word.
 */
export function prepareQuery(query: string, typing: boolean): string {
  const prepared = query.trim().toLowerCase();
  if (!typing) return prepared;
  const words = prepared.split(/\s+/);
  const last = words.at(-1) ?? '';
  return plainWord.test(last) ? `${prepared} ${last}*` : prepared;
}

/** The words a reader searched for, as they should be highlighted: no operators, fields, excluded terms. */
export function highlightTerms(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word && !word.startsWith('-'))
        .map((word) =>
          word
            .replace(/^\+/, '')
            .replace(/^[a-z]+:/, '')
            .replace(/[~^]\d*$/, '')
            .replace(/\*/g, ''),
        )
        .flatMap((word) => word.split('-'))
        .filter((word) => word.length > 1),
    ),
  ];
}

/** A window of about `snippetLength` characters around the first searched word, with the words marked. */
export function makeSnippet(text: string, terms: readonly string[], length = snippetLength): SnippetPart[] {
  if (!text) return [];
  const pattern = wordStartPattern(terms, {wholeWord: true});
  const first = pattern ? text.search(pattern) : -1;
  let start = first <= 0 ? 0 : Math.max(0, first - Math.floor(length / 4));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  let window = text.slice(start, start + length);
  if (start + length < text.length) {
    const lastSpace = window.lastIndexOf(' ');
    if (lastSpace > length / 2) window = window.slice(0, lastSpace);
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = start + window.length < text.length ? '…' : '';
  const parts: SnippetPart[] = [];
  let position = 0;
  for (const match of pattern ? window.matchAll(pattern) : []) {
    if (match.index > position) parts.push({text: window.slice(position, match.index), marked: false});
    parts.push({text: match[0], marked: true});
    position = match.index + match[0].length;
  }
  if (position < window.length) parts.push({text: window.slice(position), marked: false});
  if (prefix) parts.unshift({text: prefix, marked: false});
  if (suffix) parts.push({text: suffix, marked: false});
  return parts;
}

/** How well a text answers the terms: every distinct term found counts most, repeats a little. */
function matchScore(text: string, pattern: RegExp | null): number {
  if (!pattern || !text) return 0;
  const found = text.match(pattern) ?? [];
  return new Set(found.map((word) => word.toLowerCase())).size * 10 + Math.min(found.length, 10);
}

/**
 * The section of a page hit to open: the one whose heading (weighted) and text
 * best match the searched words; the page itself (index 0) when none does better.
 */
export function bestSection(headings: readonly string[], texts: readonly string[] | undefined, terms: readonly string[]): number {
  const pattern = wordStartPattern(terms, {wholeWord: false});
  let best = 0;
  let bestScore = texts ? matchScore(texts[0] ?? '', pattern) : 0;
  for (let index = 1; index < headings.length; index += 1) {
    const score = matchScore(headings[index]!, pattern) * 3 + (texts ? matchScore(texts[index] ?? '', pattern) : 0);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  }
  return best;
}

/** A text as lower-case words without punctuation: how a query and a title are compared for an exact match. */
const titleKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The site's search: lunr's query language and BM25 ranking over the build-time
 * index. Starts with the titles file; `withContent` upgrades it to full text.
 */
export class SearchEngine {
  private constructor(
    private readonly index: lunr.Index,
    private readonly documents: readonly StoredDocument[],
    private readonly contents: readonly (readonly string[])[] | null,
  ) {}

  static fromTitles(titles: TitlesFile): SearchEngine {
    return new SearchEngine(lunr.Index.load(titles.index), titles.documents, null);
  }

  /** The full-text engine: indexes the section texts (run it in the search worker, it takes a moment). */
  static withFullText(documents: readonly StoredDocument[], content: ContentFile): SearchEngine {
    const index = createIndex(documents.map((document, id) => toIndexedFields(document, content.contents[id] ?? [])));
    return new SearchEngine(index, documents, content.contents);
  }

  withContent(content: ContentFile): SearchEngine {
    return SearchEngine.withFullText(this.documents, content);
  }

  get hasContent(): boolean {
    return this.contents !== null;
  }

  search(query: string, {typing = false, context, limit = defaultHitLimit}: SearchOptions = {}): SearchOutcome {
    const limitProblem = findQueryLimitProblem(query);
    if (limitProblem) return {ok: false, error: limitProblem};
    const prepared = prepareQuery(query, typing);
    if (prepared === '') return {ok: true, hits: [], total: 0, terms: []};
    let results: lunr.Index.Result[];
    try {
      results = this.index.search(prepared);
    } catch (error) {
      if (error instanceof lunr.QueryParseError) return {ok: false, error: error.message};
      throw error;
    }
    const terms = highlightTerms(query);
    const inContext = results.filter(({ref}) => {
      const hitContext = this.documents[Number(ref)]![3];
      return !(context?.within && hitContext !== context.within) && !(context?.outside && hitContext === context.outside);
    });
    // A page titled exactly what was asked comes first ("Format string" is the technique page, not a write-up about it).
    const asked = titleKey(query);
    const isExact = ({ref}: lunr.Index.Result) => asked !== '' && titleKey(this.documents[Number(ref)]![1]) === asked;
    const matching = [...inContext.filter(isExact), ...inContext.filter((result) => !isExact(result))];
    // Sections and snippets only for the hits that will be shown.
    const hits = matching.slice(0, limit).map((result): SearchHit => {
      const [url, title, breadcrumb, hitContext, description, , sections] = this.documents[Number(result.ref)]!;
      const texts = this.contents?.[Number(result.ref)];
      const section = bestSection(
        sections.map(([, heading]) => heading),
        texts,
        terms,
      );
      const [anchor, heading] = sections[section] ?? ['', ''];
      const text = texts?.[section] || description || heading || title;
      return {url, anchor, title, heading, breadcrumb, context: hitContext, score: result.score, snippet: makeSnippet(text, terms)};
    });
    return {ok: true, hits, total: matching.length, terms};
  }
}
