import lunr from 'lunr';

/** The searchable fields, lower-case so `Title:` and `title:` both work once the query is lower-cased. */
export const searchFields = ['title', 'heading', 'description', 'keywords', 'content'] as const;
export type SearchField = (typeof searchFields)[number];

const fieldBoosts: Record<SearchField, number> = {title: 10, heading: 5, description: 3, keywords: 3, content: 1};

export type IndexedFields = Record<SearchField, string>;

/**
 * Builds the lunr index the same way at build time (titles) and in the browser's
 * search worker (full text): BM25 with the spec's constants, English stemming
 * and stop words (lunr's default pipeline).
 */
export function createIndex(documents: readonly IndexedFields[]): lunr.Index {
  return lunr(function () {
    this.k1(1.2);
    this.b(0.75);
    this.ref('id');
    for (const field of searchFields) this.field(field, {boost: fieldBoosts[field]});
    documents.forEach((fields, id) => this.add({...fields, id: String(id)}));
  });
}
