import type {SearchContextId} from './contexts';
import {readQuery} from './limits';
import {highlightTerms, typingClauses, type ParsedQuery} from './query';
import {ShardedIndex, type IndexFileLoader} from './shardedIndex';
import {titleKey, type SearchManifest} from './indexFiles';
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
      /** The query as it was run when a misspelt word was corrected: "Showing results for …". */
      readonly correctedQuery?: string;
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

/** A window of about `snippetLength` characters around the first searched word, with the words marked. */
export function makeSnippet(
  text: string,
  terms: readonly string[],
  length = snippetLength,
): SnippetPart[] {
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
    if (match.index > position)
      parts.push({text: window.slice(position, match.index), marked: false});
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
export function bestSection(
  headings: readonly string[],
  texts: readonly string[] | undefined,
  terms: readonly string[],
): number {
  const pattern = wordStartPattern(terms, {wholeWord: false});
  let best = 0;
  let bestScore = texts ? matchScore(texts[0] ?? '', pattern) : 0;
  for (let index = 1; index < headings.length; index += 1) {
    const score =
      matchScore(headings[index]!, pattern) * 3 +
      (texts ? matchScore(texts[index] ?? '', pattern) : 0);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The site's search: lunr's query language and BM25 ranking over the sharded
 * index. Each query fetches only the shards its terms fall in, then the fragments
 * of the hits it shows (both cached for the next queries).
 */
export class SearchEngine {
  private readonly index: ShardedIndex;

  constructor(
    private readonly manifest: SearchManifest,
    load: IndexFileLoader,
  ) {
    this.index = new ShardedIndex(manifest, load);
  }

  /**
   * Answers a query: read once by lunr's parser and checked against the limits
   * (limits.ts), then run over the shards its terms need.
   */
  async search(query: string, options: SearchOptions = {}): Promise<SearchOutcome> {
    const reading = readQuery(query, this.manifest.fields);
    if (!reading.ok) return {ok: false, error: reading.error};
    const outcome = await this.run(reading.query, options);
    // A plain word that is in no page is retried as the closest word that is (explicit syntax is never rewritten).
    const corrected = await this.index.correct(reading.query, options.typing ?? false);
    if (corrected === null) return outcome;
    const retried = await this.run(corrected, options);
    return retried.total > 0 ? {...retried, correctedQuery: corrected.text} : outcome;
  }

  private async run(
    query: ParsedQuery,
    {typing = false, context, limit = defaultHitLimit}: SearchOptions,
  ): Promise<Extract<SearchOutcome, {ok: true}>> {
    if (query.clauses.length === 0) return {ok: true, hits: [], total: 0, terms: []};
    const clauses = typing
      ? typingClauses(query, this.manifest.fields.length)
      : query.clauses.map(({clause}) => clause);
    const matched = await this.index.match(clauses, titleKey(query.text));
    const terms = highlightTerms(query);
    const inContext = matched.results.filter(({ref}) => {
      const hitContext = this.index.contextOf(Number(ref));
      return (
        !(context?.within && hitContext !== context.within) &&
        !(context?.outside && hitContext === context.outside)
      );
    });
    // A page titled exactly what was asked comes first ("Format string" is the technique page, not a write-up about it),
    // and a lesson before any other: a technique's name, or "learn" and its name, is a reader who wants to learn it.
    const isExact = ({ref}: {ref: string}) => matched.exactTitles.has(Number(ref));
    const isLesson = ({ref}: {ref: string}) => this.index.contextOf(Number(ref)) === 'learn';
    const matching = [
      ...inContext.filter((result) => isExact(result) && isLesson(result)),
      ...inContext.filter((result) => isExact(result) && !isLesson(result)),
      ...inContext.filter((result) => !isExact(result)),
    ];
    // Sections and snippets only for the hits that will be shown.
    const shown = matching.slice(0, limit);
    const fragments = await this.index.fragments(shown.map(({ref}) => Number(ref)));
    const hits = shown.map((result, position): SearchHit => {
      const [url, title, breadcrumb, hitContext, description, sections] = fragments[position]!;
      const texts = sections.map(([, , text]) => text);
      const section = bestSection(
        sections.map(([, heading]) => heading),
        texts,
        terms,
      );
      const [anchor, heading] = sections[section] ?? ['', ''];
      const text = texts[section] || description || heading || title;
      return {
        url,
        anchor,
        title,
        heading,
        breadcrumb,
        context: hitContext,
        score: result.score,
        snippet: makeSnippet(text, terms),
      };
    });
    return {ok: true, hits, total: matching.length, terms};
  }
}
