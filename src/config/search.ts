/**
 * Search constants shared by the indexer (src/plugins/features/search) and the components
 * whose text must stay out of the index and out of highlighting.
 */

/** A component marks content that is never indexed nor highlighted (spoilers, hints, the card) with this attribute. */
export const searchIgnoreAttribute = 'data-search-ignore';

/** The attribute as JSX props: `<div {...searchIgnoreProps}>`. */
export const searchIgnoreProps = {[searchIgnoreAttribute]: 'true'} as const;

/** CSS selector for marked content. */
export const searchIgnoreSelector = `[${searchIgnoreAttribute}]`;
