import lunr from 'lunr';
import type {SearchDocument} from './documents';
import {foldText} from './text';

/** The searchable fields, lower-case so `Title:` and `title:` both work once the query is lower-cased. */
export const searchFields = ['title', 'heading', 'description', 'keywords', 'content'] as const;
export type SearchField = (typeof searchFields)[number];

export const fieldBoosts: Record<SearchField, number> = {
  title: 10,
  heading: 5,
  description: 3,
  keywords: 3,
  content: 1,
};

/** BM25 constants of the spec (lunr's defaults). */
export const bm25 = {k1: 1.2, b: 0.75} as const;

export type IndexedFields = Record<SearchField, string>;

/** What lunr indexes of a page: its headings as one field, its section texts as another; folded as queries are (text.ts). */
export function toIndexedFields(
  document: Pick<SearchDocument, 'title' | 'description' | 'keywords' | 'sections'>,
): IndexedFields {
  return {
    title: foldText(document.title),
    heading: foldText(document.sections.map((section) => section.heading).join(' ')),
    description: foldText(document.description),
    keywords: foldText(document.keywords),
    content: foldText(document.sections.map((section) => section.text).join(' ')),
  };
}

/**
 * The whole index as lunr's own Builder makes it: BM25 with the spec's constants,
 * English stemming and stop words. The sharded index (indexBuilder.ts) must score
 * every query exactly as this one does; the tests compare them.
 */
export function createIndex(documents: readonly IndexedFields[]): lunr.Index {
  return lunr(function () {
    this.k1(bm25.k1);
    this.b(bm25.b);
    this.ref('id');
    for (const field of searchFields) this.field(field, {boost: fieldBoosts[field]});
    documents.forEach((fields, id) => this.add({...fields, id: String(id)}));
  });
}
