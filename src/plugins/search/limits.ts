/**
 * What one query may ask of the engine, so that no link (`/search?q=…`) can keep a
 * reader's browser busy: lunr's cost grows with the number of terms, with edit
 * distance (which expands a term to every indexed word within that distance) and
 * with wildcards. Queries beyond these limits are refused with a message before
 * they reach the index; the query syntax itself is unchanged.
 */
export const queryLimits = {
  /** Characters in the whole query. */
  characters: 200,
  /** Terms, split as lunr splits them (spaces and hyphens). */
  terms: 12,
  /** The largest `~N`. */
  editDistance: 2,
  /** `*` per term. */
  wildcardsPerTerm: 2,
} as const;

/** Why a query is refused, in the words the reader sees; null when it is within the limits. */
export function findQueryLimitProblem(query: string): string | null {
  const trimmed = query.trim();
  if (trimmed.length > queryLimits.characters) {
    return `The query is too long: at most ${queryLimits.characters} characters (this one has ${trimmed.length}).`;
  }
  const terms = trimmed.split(/[\s-]+/).filter(Boolean);
  if (terms.length > queryLimits.terms) {
    return `Too many words: at most ${queryLimits.terms} (this query has ${terms.length}).`;
  }
  for (const term of terms) {
    const distance = /~(\d+)/.exec(term)?.[1];
    if (distance !== undefined && Number(distance) > queryLimits.editDistance) {
      return `An edit distance of ${distance} matches nearly every word: use ~1 or ~2.`;
    }
    const wildcards = term.split('*').length - 1;
    if (wildcards > queryLimits.wildcardsPerTerm) {
      return `Too many wildcards in one word: at most ${queryLimits.wildcardsPerTerm} per word.`;
    }
    if (wildcards > 0 && !/[\p{L}\p{N}]/u.test(term.replace(/^[+-]|^[a-z]+:/i, ''))) {
      return 'A wildcard needs at least one letter or digit in its word.';
    }
  }
  return null;
}
