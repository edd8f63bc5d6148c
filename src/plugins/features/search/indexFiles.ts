import type {SearchContextId} from './contexts';
import {searchFields, type SearchField} from './lunrIndex';
import {foldText} from './text';

/**
 * The sharded search index, as the build writes it and the search worker reads it.
 *
 * - `manifest.json` (never cached): the number of pages, each page's context, the
 *   shard table and the names of the other files. Small at any size of site.
 * - `shard.<hash>.json`: the terms of one alphabetical range with their postings
 *   (the BM25 weight of the term in each field of each page), and the exact page
 *   titles that fall in the same range. A query fetches only the shards its terms
 *   fall in; a `word*` prefix fetches the shards of its range.
 * - `dictionary.<hash>.json`: every term, with how many pages hold it and the word
 *   as written; fetched only for `~N` and inner wildcards, and to correct a typo.
 * - `documents.<hash>/<id>.json`: one page's title, address and section texts,
 *   fetched for the hits shown (snippets and the section to open).
 */

/** Which page an id is, what it shows in a hit, and its sections with their texts. */
export type DocumentFragment = readonly [
  url: string,
  title: string,
  breadcrumb: string,
  context: SearchContextId | '',
  description: string,
  sections: readonly (readonly [anchor: string, heading: string, text: string])[],
];

/**
 * One term: its index in the term space (lunr's `_index`), then for each field of
 * `searchFields` its postings as a flat list of page id deltas and weights × 1000
 * (lunr rounds weights to three decimals, so integers keep them exactly).
 */
export type ShardTerm = readonly [
  term: string,
  termIndex: number,
  ...postings: (readonly number[])[],
];

export type ShardFile = {
  readonly terms: readonly ShardTerm[];
  /** Exact titles in this shard's range (lower-case words, see `titleKey`), with the pages that have them. */
  readonly titles: readonly (readonly [titleKey: string, ids: readonly number[]])[];
};

/** Every term in order: [term, pages holding it, the word as most often written when it differs]. */
export type DictionaryFile = {
  readonly terms: readonly (readonly [term: string, documents: number, word?: string])[];
};

export type SearchManifest = {
  readonly version: 2;
  readonly documents: number;
  /** The fields in the order of a term's postings. */
  readonly fields: readonly SearchField[];
  /** Contexts in use; `contexts` holds one digit (base 36) per page, an index into this list. */
  readonly contextIds: readonly (SearchContextId | '')[];
  readonly contexts: string;
  /** Shards in order: each holds the terms from its first term up to the next shard's first term. */
  readonly shards: readonly (readonly [firstTerm: string, file: string])[];
  readonly dictionary: string;
  /** The folder of the per-page fragments, `<folder>/<id>.json`. */
  readonly fragments: string;
};

export const manifestFields = searchFields;

/** A text as lower-case words without punctuation: how a query and a title are compared for an exact match. */
export const titleKey = (text: string) =>
  foldText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The shard (position in the table) whose range holds `key`; -1 before the first shard. */
export function shardOf(shards: SearchManifest['shards'], key: string): number {
  let low = 0;
  let high = shards.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (shards[middle]![0] <= key) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The shards that hold every term starting with `prefix`. */
export function shardsOfPrefix(shards: SearchManifest['shards'], prefix: string): number[] {
  const first = Math.max(0, shardOf(shards, prefix));
  const last = shardOf(shards, `${prefix}\uffff`);
  const positions: number[] = [];
  for (let position = first; position <= last; position += 1) positions.push(position);
  return positions;
}

/** Whether a value read from the network is a manifest this code can use. */
export function isSearchManifest(value: unknown): value is SearchManifest {
  const manifest = value as SearchManifest | null;
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    manifest.version === 2 &&
    Number.isInteger(manifest.documents) &&
    typeof manifest.contexts === 'string' &&
    manifest.contexts.length === manifest.documents &&
    Array.isArray(manifest.shards) &&
    Array.isArray(manifest.fields) &&
    manifest.fields.join() === manifestFields.join() &&
    typeof manifest.dictionary === 'string' &&
    typeof manifest.fragments === 'string'
  );
}
