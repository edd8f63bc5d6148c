import crypto from 'node:crypto';
import {searchContexts} from './contexts';
import type {SearchDocument} from './documents';
import {
  manifestFields,
  shardOf,
  titleKey,
  type DictionaryFile,
  type DocumentFragment,
  type SearchManifest,
  type ShardFile,
  type ShardTerm,
} from './indexFiles';
import {bm25, fieldBoosts, searchFields, toIndexedFields, type IndexedFields} from './lunrIndex';
import {countTermsInRuns, type Parallelism} from './termCounter';

/** Raw JSON characters per shard before a new one starts (about 12 KiB once gzipped). */
export const shardTargetChars = 40_000;

const contentHash = (text: string) =>
  crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * The inverted index, by columns: term `t` has index `t` (lunr's `_index`, the order
 * of first appearance), and its postings in field `f` are the positions
 * `start[t * fields + f]` to `start[t * fields + f + 1]` of `ids` (page ids,
 * ascending) and `weights` (BM25 weight × 1000).
 */
export type InvertedIndex = {
  readonly terms: readonly string[];
  readonly start: Int32Array;
  readonly ids: Int32Array;
  readonly weights: Float64Array;
  /** How the term is most often written, when that is not the term itself (the word a correction shows). */
  readonly written: (term: number) => string | undefined;
};

/**
 * The inverted index of the pages, weighted exactly as lunr's Builder weights it
 * (same tokenizer and pipeline, BM25 with k1 1.2 and b 0.75, field boosts, weights
 * rounded to three decimals, term indexes in order of first appearance), so that
 * a query scores every page as lunr would. Written here rather than with lunr's
 * Builder because that one runs the pipeline on every token and keeps a vector
 * per field of every page (10,000 pages: minutes); here each distinct token goes
 * through the pipeline once, large sites are read on several threads, and the
 * postings are typed arrays.
 */
export async function buildInvertedIndex(
  documents: readonly IndexedFields[],
  parallelism?: Parallelism,
): Promise<InvertedIndex> {
  const fieldCount = searchFields.length;
  const texts = documents.flatMap((fields) => searchFields.map((field) => fields[field]));
  const runs = await countTermsInRuns(texts, fieldCount, parallelism);
  // Each run's terms as terms of the whole index, numbered in order of first appearance.
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const localToGlobal = runs.map((run) => new Int32Array(run.terms.length).fill(-1));
  const postingCounts: number[] = [];
  runs.forEach((run, runPosition) => {
    const globalOf = localToGlobal[runPosition]!;
    let position = 0;
    for (let runText = 0; runText < run.lengths.length; runText += 1) {
      const field = runText % fieldCount;
      const distinct = run.entries[position++]!;
      for (let entry = 0; entry < distinct; entry += 1, position += 2) {
        const localId = run.entries[position]!;
        let termId = globalOf[localId]!;
        if (termId < 0) {
          const term = run.terms[localId]!;
          termId = termIds.get(term) ?? -1;
          if (termId < 0) {
            termId = terms.length;
            termIds.set(term, termId);
            terms.push(term);
            for (let slot = 0; slot < fieldCount; slot += 1) postingCounts.push(0);
          }
          globalOf[localId] = termId;
        }
        postingCounts[termId * fieldCount + field]! += 1;
      }
    }
  });
  const start = new Int32Array(postingCounts.length + 1);
  for (let slot = 0; slot < postingCounts.length; slot += 1)
    start[slot + 1] = start[slot]! + postingCounts[slot]!;
  const ids = new Int32Array(start[postingCounts.length]!);
  const weights = new Float64Array(ids.length);
  const fill = start.slice(0, -1);
  const fieldLengths = searchFields.map(() => new Float64Array(documents.length));
  let text = 0;
  runs.forEach((run, runPosition) => {
    const globalOf = localToGlobal[runPosition]!;
    let position = 0;
    for (let runText = 0; runText < run.lengths.length; runText += 1, text += 1) {
      const id = Math.floor(text / fieldCount);
      const field = text % fieldCount;
      fieldLengths[field]![id] = run.lengths[runText]!;
      const distinct = run.entries[position++]!;
      for (let entry = 0; entry < distinct; entry += 1, position += 2) {
        const slot = globalOf[run.entries[position]!]! * fieldCount + field;
        const at = fill[slot]!++;
        ids[at] = id;
        weights[at] = run.entries[position + 1]!;
      }
    }
  });
  const averageLengths = fieldLengths.map(
    (lengths) => lengths.reduce((sum, length) => sum + length, 0) / documents.length,
  );
  for (let term = 0; term < terms.length; term += 1) {
    // lunr.idf counts a page once per field that holds the term.
    const holding = start[(term + 1) * fieldCount]! - start[term * fieldCount]!;
    const idf = Math.log(1 + Math.abs((documents.length - holding + 0.5) / (holding + 0.5)));
    for (let field = 0; field < fieldCount; field += 1) {
      const lengths = fieldLengths[field]!;
      const average = averageLengths[field]!;
      const boost = fieldBoosts[searchFields[field]!];
      for (
        let at = start[term * fieldCount + field]!;
        at < start[term * fieldCount + field + 1]!;
        at += 1
      ) {
        const frequency = weights[at]!;
        // The same operations in the same order as lunr.Builder#createFieldVectors, so the weights are equal to the bit.
        let score =
          (idf * ((bm25.k1 + 1) * frequency)) /
          (bm25.k1 * (1 - bm25.b + bm25.b * (lengths[ids[at]!]! / average)) + frequency);
        score *= boost;
        weights[at] = Math.round(score * 1000);
      }
    }
  }
  // How each term is most often written, from the words of every run.
  const wordCounts = new Map<string, {term: number; count: number}>();
  runs.forEach((run, runPosition) => {
    run.words.forEach((word, wordId) => {
      const localId = run.wordTerms[wordId]!;
      if (localId < 0) return;
      const counted = wordCounts.get(word);
      if (counted) counted.count += run.wordCounts[wordId]!;
      else
        wordCounts.set(word, {
          term: localToGlobal[runPosition]![localId]!,
          count: run.wordCounts[wordId]!,
        });
    });
  });
  const written = new Map<number, {word: string; count: number}>();
  for (const [word, {term, count}] of wordCounts) {
    const best = written.get(term);
    if (!best || count > best.count || (count === best.count && word < best.word))
      written.set(term, {word, count});
  }
  return {
    terms,
    start,
    ids,
    weights,
    written: (term) => {
      const word = written.get(term)?.word;
      return word === terms[term] ? undefined : word;
    },
  };
}

/** A term's postings in one field as page id deltas and weights. */
function encodePostings(index: InvertedIndex, slot: number): number[] {
  const flat: number[] = [];
  let previous = 0;
  for (let at = index.start[slot]!; at < index.start[slot + 1]!; at += 1) {
    flat.push(index.ids[at]! - previous, index.weights[at]!);
    previous = index.ids[at]!;
  }
  return flat;
}

export type SearchIndexFiles = {
  readonly manifest: SearchManifest;
  /** Path within the index folder → JSON text. */
  readonly files: ReadonlyMap<string, string>;
};

/** The sharded index of the pages (see indexFiles.ts for the layout). */
export type BuildOptions = {
  /** Raw JSON characters per shard before a new one starts. */
  readonly shardChars?: number;
  readonly parallelism?: Parallelism;
};

export async function buildSearchFiles(
  documents: readonly SearchDocument[],
  {shardChars = shardTargetChars, parallelism}: BuildOptions = {},
): Promise<SearchIndexFiles> {
  const index = await buildInvertedIndex(documents.map(toIndexedFields), parallelism);
  const fieldCount = searchFields.length;
  const sorted = index.terms
    .map((_, term) => term)
    .sort((a, b) => (index.terms[a]! < index.terms[b]! ? -1 : 1));
  const files = new Map<string, string>();

  // Shards: consecutive terms until the target size, each term serialized once.
  const shardTerms: {readonly first: string; readonly json: string[]}[] = [];
  let size = Infinity;
  for (const term of sorted) {
    const json = JSON.stringify([
      index.terms[term]!,
      term,
      ...searchFields.map((_, field) => encodePostings(index, term * fieldCount + field)),
    ] satisfies ShardTerm);
    if (size + json.length > shardChars) {
      shardTerms.push({first: index.terms[term]!, json: []});
      size = 0;
    }
    shardTerms.at(-1)!.json.push(json);
    size += json.length;
  }
  if (shardTerms.length === 0) shardTerms.push({first: '', json: []});
  const table = shardTerms.map(({first}) => [first, ''] as [string, string]);
  const titles = shardTerms.map(() => new Map<string, number[]>());
  documents.forEach((document, id) => {
    for (const key of new Set([document.title, ...(document.titles ?? [])].map(titleKey))) {
      if (key === '') continue;
      const shardTitles = titles[Math.max(0, shardOf(table, key))]!;
      shardTitles.set(key, [...(shardTitles.get(key) ?? []), id]);
    }
  });
  shardTerms.forEach(({json: termsJson}, position) => {
    const json = `{"terms":[${termsJson.join(',')}],"titles":${JSON.stringify([...titles[position]!] satisfies ShardFile['titles'])}}`;
    const file = `shard.${contentHash(json)}.json`;
    files.set(file, json);
    table[position]![1] = file;
  });

  // Pages holding a term, each counted once: a page is marked with the term it was last counted for.
  const countedFor = new Int32Array(documents.length).fill(-1);
  const dictionary: DictionaryFile = {
    terms: sorted.map((term) => {
      let pages = 0;
      for (
        let at = index.start[term * fieldCount]!;
        at < index.start[(term + 1) * fieldCount]!;
        at += 1
      ) {
        if (countedFor[index.ids[at]!] !== term) {
          countedFor[index.ids[at]!] = term;
          pages += 1;
        }
      }
      const word = index.written(term);
      return word === undefined ? [index.terms[term]!, pages] : [index.terms[term]!, pages, word];
    }),
  };
  const dictionaryJson = JSON.stringify(dictionary);
  const dictionaryFile = `dictionary.${contentHash(dictionaryJson)}.json`;
  files.set(dictionaryFile, dictionaryJson);

  // Fragments live in a folder named after all of them, so one name changes when any page does.
  const fragments = documents.map((document) =>
    JSON.stringify([
      document.url,
      document.title,
      document.breadcrumb,
      document.context,
      document.description,
      document.sections.map((section) => [section.anchor, section.heading, section.text]),
    ] satisfies DocumentFragment),
  );
  const fragmentsFolder = `documents.${contentHash(fragments.join('\n'))}`;
  fragments.forEach((json, id) => files.set(`${fragmentsFolder}/${id}.json`, json));

  const contextIds = [
    '',
    ...searchContexts.map((context) => context.id),
  ] as SearchManifest['contextIds'];
  const manifest: SearchManifest = {
    version: 2,
    documents: documents.length,
    fields: manifestFields,
    contextIds,
    contexts: documents
      .map((document) => contextIds.indexOf(document.context).toString(36))
      .join(''),
    shards: table,
    dictionary: dictionaryFile,
    fragments: fragmentsFolder,
  };
  return {manifest, files};
}
