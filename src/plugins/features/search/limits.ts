import {parseQuery, type QueryReading} from './query';
import {foldText} from './text';

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
  /**
   * States of the automaton lunr builds for one `~N` term (lunr.TokenSet.fromFuzzyString): about
   * 2·L² + 2·L for ~1 and 2.5·L³ for ~2 (counted in the tests) with a term of L characters, some 200 bytes each. 60,000 keeps a
   * query's automata near 12 MB: one word of 28 characters with ~2, or 172 with ~1, or several shorter.
   */
  fuzzyStates: 60_000,
} as const;

/** How many automaton states lunr builds for a term of `length` characters within `distance` edits. */
export function fuzzyStates(length: number, distance: number): number {
  return distance <= 0
    ? length + 1
    : distance === 1
      ? 2 * length ** 2 + 2 * length
      : 2.5 * length ** 3 * (distance - 1);
}

/** The longest term a distance allows within the states limit. */
export function longestFuzzyTerm(distance: number): number {
  let length = 1;
  while (fuzzyStates(length + 1, distance) <= queryLimits.fuzzyStates) length += 1;
  return length;
}

/**
 * Reads a query and checks it against the limits: the parsed query, or why it is
 * refused (a limit, in the words the reader sees, or lunr's own parse error).
 */
export function readQuery(query: string, fields: readonly string[]): QueryReading {
  // Measured after folding, which can lengthen a query (one ligature "ﬃ" folds to "ffi"): what runs is checked.
  const folded = foldText(query).trim();
  if (folded.length > queryLimits.characters) {
    return {
      ok: false,
      error: `The query is too long: at most ${queryLimits.characters} characters (this one has ${folded.length}).`,
    };
  }
  const reading = parseQuery(query, fields);
  if (!reading.ok) return reading;
  const problem = findLimitProblem(reading.query.clauses);
  return problem === null ? reading : {ok: false, error: problem};
}

function findLimitProblem(
  clauses: Extract<QueryReading, {ok: true}>['query']['clauses'],
): string | null {
  if (clauses.length > queryLimits.terms) {
    return `Too many words: at most ${queryLimits.terms} (this query has ${clauses.length}).`;
  }
  let states = 0;
  for (const {clause, editDistances} of clauses) {
    // lunr has refused a `~` without digits already, so each distance is a number.
    const largest = Math.max(0, ...editDistances);
    if (largest > queryLimits.editDistance) {
      return `An edit distance of ${largest} matches nearly every word: use ~1 or ~2.`;
    }
    if (editDistances.length > 1) {
      return `One edit distance per word: "${clause.term}" has ${editDistances.length} (use ~1 or ~2 once).`;
    }
    if (largest > 0 && fuzzyStates([...clause.term].length, largest) > queryLimits.fuzzyStates) {
      return `"${clause.term.slice(0, 24)}${clause.term.length > 24 ? '…' : ''}" is too long for ~${largest}: a word with ~${largest} has at most ${longestFuzzyTerm(largest)} characters.`;
    }
    if (largest > 0) states += fuzzyStates([...clause.term].length, largest);
    if (states > queryLimits.fuzzyStates) {
      return 'The words with ~1 or ~2 are too long together: shorten them or use fewer.';
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
