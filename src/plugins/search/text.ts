/** Escapes a string for use inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches words that start with one of the terms (case-insensitive, any script);
 * with `wholeWord` the match runs to the end of the word. Null without terms.
 */
export function wordStartPattern(terms: readonly string[], {wholeWord}: {wholeWord: boolean}): RegExp | null {
  if (terms.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.map(escapeRegExp).join('|')})${wholeWord ? '[\\p{L}\\p{N}]*' : ''}`, 'giu');
}
