import {parseQuery, type QueryReading} from './query';

/**
 * What one query may ask of the engine, so that no link (`/search?q=…`) can keep a
 * reader's browser busy: lunr's cost grows with the number of clauses, with edit
 * distance (which expands a term to every indexed word within that distance) and
 * with wildcards. The limits are read from the query lunr parsed, so what is
 * checked is what runs; queries beyond them are refused with a message before
 * they reach the index. The query syntax itself is unchanged.
 */
export const queryLimits = {
  /** Characters in the whole query. */
  characters: 200,
  /** Clauses (words) as lunr parses them: split on spaces and hyphens, and after each `~N` or `^N`. */
  terms: 12,
  /** The largest `~N`; a word takes one. */
  editDistance: 2,
  /** `*` per term. */
  wildcardsPerTerm: 2,
} as const;

/**
 * Reads a query and checks it against the limits: the parsed query, or why it is
 * refused (a limit, in the words the reader sees, or lunr's own parse error).
 */
export function readQuery(query: string, fields: readonly string[]): QueryReading {
  const trimmed = query.trim();
  if (trimmed.length > queryLimits.characters) {
    return {ok: false, error: `The query is too long: at most ${queryLimits.characters} characters (this one has ${trimmed.length}).`};
  }
  const reading = parseQuery(trimmed, fields);
  if (!reading.ok) return reading;
  const problem = findLimitProblem(reading.query.clauses);
  return problem === null ? reading : {ok: false, error: problem};
}

function findLimitProblem(clauses: Extract<QueryReading, {ok: true}>['query']['clauses']): string | null {
  if (clauses.length > queryLimits.terms) {
    return `Too many words: at most ${queryLimits.terms} (this query has ${clauses.length}).`;
  }
  for (const {clause, editDistances} of clauses) {
    // lunr has refused a `~` without digits already, so each distance is a number.
    const largest = Math.max(0, ...editDistances);
    if (largest > queryLimits.editDistance) {
      return `An edit distance of ${largest} matches nearly every word: use ~1 or ~2.`;
    }
    if (editDistances.length > 1) {
      return `One edit distance per word: "${clause.term}" has ${editDistances.length} (use ~1 or ~2 once).`;
    }
    const wildcards = clause.term.split('*').length - 1;
    if (wildcards > queryLimits.wildcardsPerTerm) {
      return `Too many wildcards in one word: at most ${queryLimits.wildcardsPerTerm} per word.`;
    }
    if (wildcards > 0 && !/[\p{L}\p{N}]/u.test(clause.term)) {
      return 'A wildcard needs at least one letter or digit in its word.';
    }
  }
  return null;
}
