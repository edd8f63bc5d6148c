/** Escapes a string for use inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Unicode compatibility folding, the same for the pages the index is built from
 * and for every query: NFKC (full-width `ｂｉｔｌｏｃｋｅｒ` is `bitlocker`, the
 * ligature `ﬁ` is `fi`) and no default-ignorable characters (zero-width spaces
 * and joiners, bidirectional controls, soft hyphens).
 */
export const foldText = (text: string) =>
  text.normalize('NFKC').replace(/\p{Default_Ignorable_Code_Point}/gu, '');

/**
 * Matches words that start with one of the terms (case-insensitive, any script);
 * with `wholeWord` the match runs to the end of the word. Null without terms.
 */
export function wordStartPattern(
  terms: readonly string[],
  {wholeWord}: {wholeWord: boolean},
): RegExp | null {
  if (terms.length === 0) return null;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${terms.map(escapeRegExp).join('|')})${wholeWord ? '[\\p{L}\\p{N}]*' : ''}`,
    'giu',
  );
}
