import lunr from 'lunr';
import {foldText} from './text';

/** lunr's query clause as its parser fills it in (the published types leave out `presence`). */
export type Clause = lunr.Query.Clause & {presence: number; editDistance?: number};

/** Parts of lunr 2.3.9 that its published types leave out. */
type Lexeme = {
  readonly type: string;
  readonly str: string;
  readonly start: number;
  readonly end: number;
};
const lunrInternals = lunr as unknown as {
  Query: {presence: {OPTIONAL: number; REQUIRED: number; PROHIBITED: number}};
  QueryParser: new (text: string, query: lunr.Query) => {parse(): void; lexer: {lexemes: Lexeme[]}};
  QueryLexer: {TERM: string; EDIT_DISTANCE: string};
};
export const presence = lunrInternals.Query.presence;

/** One clause of a parsed query, with where its term is written in the query's text. */
export type ParsedClause = {
  readonly clause: Clause;
  /** The term's place in `ParsedQuery.text`. */
  readonly start: number;
  readonly end: number;
  /** Every `~N` written after the term (lunr keeps the last). */
  readonly editDistances: readonly number[];
};

/**
 * A query as lunr reads it: the one reading of the search syntax, from which the
 * limits, the words to highlight, the typo candidates and the typing prefix are
 * all derived. `text` is the reader's query folded (NFKC, default-ignorable
 * characters removed, as the index is) and lower-cased.
 */
export type ParsedQuery = {readonly text: string; readonly clauses: readonly ParsedClause[]};

export type QueryReading =
  {readonly ok: true; readonly query: ParsedQuery} | {readonly ok: false; readonly error: string};

/**
 * Parses a query with lunr's own parser (same syntax, same error messages).
 * Field names are case-insensitive: the whole text is lower-cased, as lunr
 * lower-cases terms anyway.
 */
export function parseQuery(query: string, fields: readonly string[]): QueryReading {
  const text = foldText(query).trim().toLowerCase();
  const lunrQuery = new lunr.Query([...fields]);
  const parser = new lunrInternals.QueryParser(text, lunrQuery);
  try {
    parser.parse();
  } catch (error) {
    if (error instanceof lunr.QueryParseError) return {ok: false, error: error.message};
    throw error;
  }
  // One clause per term lexeme, in order; the `~N` lexemes after a term belong to its clause.
  const lexemes = parser.lexer.lexemes;
  const terms = lexemes.flatMap((lexeme, position) =>
    lexeme.type === lunrInternals.QueryLexer.TERM ? [position] : [],
  );
  const clauses = (lunrQuery.clauses as Clause[]).map((clause, index): ParsedClause => {
    const termLexeme = lexemes[terms[index]!]!;
    const following = lexemes.slice(terms[index]! + 1, terms[index + 1] ?? lexemes.length);
    return {
      clause,
      start: termLexeme.start,
      end: termLexeme.end,
      editDistances: following
        .filter((lexeme) => lexeme.type === lunrInternals.QueryLexer.EDIT_DISTANCE)
        .map((lexeme) => Number(lexeme.str)),
    };
  });
  return {ok: true, query: {text, clauses}};
}

/** A plain word: optional, in every field, no boost, edit distance or wildcard, run through the pipeline. */
export function isPlainClause({clause}: ParsedClause, fieldCount: number): boolean {
  return (
    clause.usePipeline === true &&
    clause.presence === presence.OPTIONAL &&
    clause.boost === 1 &&
    clause.editDistance === undefined &&
    clause.fields.length === fieldCount
  );
}

/** The words a reader searched for, as they should be highlighted: no operators, fields or excluded words. */
export function highlightTerms(query: ParsedQuery): string[] {
  return [
    ...new Set(
      query.clauses
        .filter(({clause}) => clause.presence !== presence.PROHIBITED)
        .map(({clause}) => clause.term.replace(/\*/g, ''))
        .filter((term) => term.length > 1),
    ),
  ];
}

/** While typing, a word this long or longer also matches as a prefix (a shorter one would fetch a large part of the index). */
export const typingPrefixMinLength = 3;

/**
 * The clauses to run while the reader types: the query's own, plus the last
 * word as a prefix when it is a plain word of at least three letters written
 * last (`sleu` also finds `sleuth`).
 */
export function typingClauses(query: ParsedQuery, fieldCount: number): Clause[] {
  const clauses = query.clauses.map(({clause}) => clause);
  const last = query.clauses.at(-1);
  if (!last || last.end !== query.text.length || !isPlainClause(last, fieldCount)) return clauses;
  const word = last.clause.term;
  if (word.length < typingPrefixMinLength || !/^[\p{L}\p{N}_.']+$/u.test(word)) return clauses;
  return [...clauses, {...last.clause, term: `${word}*`, usePipeline: false}];
}

/** The query with some of its terms written differently (a typo corrected), read again. */
export function replaceTerms(
  query: ParsedQuery,
  replacements: ReadonlyMap<string, string>,
  fields: readonly string[],
): QueryReading {
  let text = query.text;
  // From the end, so earlier positions stay valid.
  for (const {clause, start, end} of [...query.clauses].reverse()) {
    const replacement = replacements.get(clause.term);
    if (replacement !== undefined) text = `${text.slice(0, start)}${replacement}${text.slice(end)}`;
  }
  return parseQuery(text, fields);
}
