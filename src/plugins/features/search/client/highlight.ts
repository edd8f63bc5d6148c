import {searchIgnoreSelector} from '../../../../config/search';
import {wordStartPattern} from '../text';

/** Never marked: spoilers and hints stay hidden, existing marks are not nested, and text an interactive part may change is left to it. */
const skipped = `mark, script, style, button, form, [role="status"], [aria-live], ${searchIgnoreSelector}`;

/** At most this many searched words are marked, each at most this long: a link cannot make the pattern huge. */
export const highlightLimits = {terms: 10, termLength: 50} as const;

/**
 * Wraps every word that starts with one of `terms` in <mark>, inside `root`.
 * Terms come from the URL: they only ever become text nodes, never markup, and
 * only the first few short ones are used (highlightLimits).
 */
export function markTerms(root: Element, terms: readonly string[]): number {
  const words = [...new Set(terms.map((term) => term.trim()))]
    .filter((term) => term.length > 1 && term.length <= highlightLimits.termLength)
    .slice(0, highlightLimits.terms);
  const pattern = wordStartPattern(words, {wholeWord: true});
  if (!pattern) return 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(skipped) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  const textNodes: Text[] = [];
  while (walker.nextNode()) textNodes.push(walker.currentNode as Text);
  let count = 0;
  for (const node of textNodes) {
    const text = node.data;
    const matches = [...text.matchAll(pattern)];
    if (matches.length === 0) continue;
    const fragment = document.createDocumentFragment();
    let position = 0;
    for (const match of matches) {
      fragment.append(text.slice(position, match.index));
      const mark = document.createElement('mark');
      mark.textContent = match[0];
      fragment.append(mark);
      position = match.index + match[0].length;
      count += 1;
    }
    fragment.append(text.slice(position));
    node.replaceWith(fragment);
  }
  return count;
}
