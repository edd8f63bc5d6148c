import lunr from 'lunr';
import type {SearchContextId} from './contexts';
import {
  shardOf,
  shardsOfPrefix,
  type DictionaryFile,
  type DocumentFragment,
  type SearchManifest,
  type ShardFile,
} from './indexFiles';
import {editDistance} from '../../../utils/editDistance';
import {isPlainClause, presence, replaceTerms, type Clause, type ParsedQuery} from './query';

/** Reads one file of the index folder (a path relative to it) as parsed JSON. */
export type IndexFileLoader = (file: string) => Promise<unknown>;

/** A file of the index could not be fetched or read; the message says which and why. */
export class IndexLoadError extends Error {}

/** Parts of lunr 2.3.9 that its published types leave out. */
const lunrInternals = lunr as unknown as {
  TokenSet: {
    fromArray(sortedTerms: readonly string[]): lunr.TokenSet;
    fromClause(clause: Clause): lunr.TokenSet;
  };
};

/** A term's postings once read: its index in the term space and, per field, page id → weight. */
type LoadedTerm = {
  readonly index: number;
  readonly postings: readonly (readonly (readonly [number, number])[])[];
};

type LoadedShard = {
  readonly terms: ReadonlyMap<string, LoadedTerm>;
  readonly titles: ReadonlyMap<string, readonly number[]>;
};

type Dictionary = {
  readonly terms: readonly string[];
  readonly tokenSet: lunr.TokenSet;
  /** Term → [pages holding it, the word as written]. */
  readonly entries: ReadonlyMap<string, readonly [number, string]>;
};

export type MatchOutcome = {
  readonly results: readonly lunr.Index.Result[];
  readonly exactTitles: ReadonlySet<number>;
};

/** Words shorter than this are never corrected: too many words are one edit away from them. */
const correctableLength = 4;
/** From this length a word may be two edits away from its correction. */
const twoEditsLength = 8;

/**
 * The sharded index, read as queries need it. A query's clauses, as lunr's own
 * parser read them (query.ts), are looked up in their
 * shards (prefixes in their range of shards, `~N` and inner wildcards through
 * the dictionary), and lunr then runs the query on an index made of exactly those
 * terms. A query's score depends only on its own terms' weights, so every page
 * scores as it would in the whole index; the tests compare the two.
 */
export class ShardedIndex {
  private readonly shards = new Map<number, Promise<LoadedShard>>();
  private dictionary: Promise<Dictionary> | null = null;
  private readonly fragmentCache = new Map<number, Promise<DocumentFragment>>();
  private readonly searchPipeline = lunr.Pipeline.load(['stemmer']);

  constructor(
    private readonly manifest: SearchManifest,
    private readonly load: IndexFileLoader,
  ) {}

  contextOf(id: number): SearchContextId | '' {
    return this.manifest.contextIds[parseInt(this.manifest.contexts[id] ?? '0', 36)] ?? '';
  }

  private read<T>(file: string, isValid: (value: unknown) => boolean): Promise<T> {
    return this.load(file).then(
      (value) => {
        if (!isValid(value))
          throw new IndexLoadError(`${file} is not a file of this search index.`);
        return value as T;
      },
      (error: unknown) => {
        throw new IndexLoadError(error instanceof Error ? error.message : String(error));
      },
    );
  }

  /** A shard, fetched once; a failed fetch is forgotten so that the next query tries again. */
  private shard(position: number): Promise<LoadedShard> {
    let shard = this.shards.get(position);
    if (!shard) {
      shard = this.read<ShardFile>(this.manifest.shards[position]![1], (value) =>
        Array.isArray((value as ShardFile | null)?.terms),
      ).then((file) => ({
        terms: new Map(
          file.terms.map(([term, index, ...postings]) => [
            term,
            {
              index,
              postings: postings.map((flat) => {
                const pairs: [number, number][] = [];
                let id = 0;
                for (let position = 0; position < flat.length; position += 2) {
                  id += flat[position]!;
                  pairs.push([id, flat[position + 1]! / 1000]);
                }
                return pairs;
              }),
            },
          ]),
        ),
        titles: new Map(file.titles),
      }));
      shard.catch(() => this.shards.delete(position));
      this.shards.set(position, shard);
    }
    return shard;
  }

  private shardAt(key: string): number {
    return Math.max(0, shardOf(this.manifest.shards, key));
  }

  private loadDictionary(): Promise<Dictionary> {
    if (!this.dictionary) {
      const dictionary = this.read<DictionaryFile>(this.manifest.dictionary, (value) =>
        Array.isArray((value as DictionaryFile | null)?.terms),
      ).then((file) => {
        const terms = file.terms.map(([term]) => term);
        return {
          terms,
          tokenSet: lunrInternals.TokenSet.fromArray(terms),
          entries: new Map(
            file.terms.map(([term, pages, word]) => [term, [pages, word ?? term] as const]),
          ),
        };
      });
      dictionary.catch(() => (this.dictionary = null));
      this.dictionary = dictionary;
    }
    return this.dictionary;
  }

  /** The terms a clause's term stands for: itself, or its expansion for a wildcard or `~N`. */
  private async expand(term: string, clause: Clause): Promise<string[]> {
    const wildcards = term.split('*').length - 1;
    if (clause.editDistance === undefined && wildcards === 0) {
      const shard = await this.shard(this.shardAt(term));
      return shard.terms.has(term) ? [term] : [];
    }
    if (clause.editDistance === undefined && wildcards === 1 && term.endsWith('*')) {
      const prefix = term.slice(0, -1);
      const shards = await Promise.all(
        shardsOfPrefix(this.manifest.shards, prefix).map((position) => this.shard(position)),
      );
      return shards.flatMap((shard) =>
        [...shard.terms.keys()].filter((candidate) => candidate.startsWith(prefix)),
      );
    }
    const dictionary = await this.loadDictionary();
    const expanded: string[] = dictionary.tokenSet
      .intersect(lunrInternals.TokenSet.fromClause({...clause, term}))
      .toArray();
    await Promise.all(expanded.map((candidate) => this.shard(this.shardAt(candidate))));
    return expanded;
  }

  private termsOf(clause: Clause): string[] {
    if (!clause.usePipeline) return [clause.term];
    // As lunr.Index#query runs it (the published types leave out the metadata argument).
    const runString = this.searchPipeline.runString.bind(this.searchPipeline) as (
      text: string,
      metadata: object,
    ) => string[];
    return runString(clause.term, {fields: clause.fields});
  }

  /** lunr's results for a query's clauses, and the pages titled exactly `exactTitle`. */
  async match(clauses: readonly Clause[], exactTitle: string): Promise<MatchOutcome> {
    const titleShard = exactTitle ? this.shard(this.shardAt(exactTitle)) : null;
    const expansions = await Promise.all(
      clauses.flatMap((clause) => this.termsOf(clause).map((term) => this.expand(term, clause))),
    );
    const used = new Set(expansions.flat());

    // An index of exactly the query's terms, with their postings and, per field of a page, their weights.
    const invertedIndex: Record<string, Record<string, unknown>> = Object.create(null);
    const vectors = new Map<string, [number, number][]>();
    const fields = this.manifest.fields;
    for (const term of [...used].sort()) {
      const loaded = (await this.shard(this.shardAt(term))).terms.get(term)!;
      const posting: Record<string, unknown> = Object.create(null);
      posting._index = loaded.index;
      fields.forEach((field, position) => {
        const byPage: Record<string, object> = Object.create(null);
        for (const [id, weight] of loaded.postings[position]!) {
          byPage[id] = {};
          const fieldRef = `${field}/${id}`;
          const entries = vectors.get(fieldRef) ?? [];
          entries.push([loaded.index, weight]);
          vectors.set(fieldRef, entries);
        }
        posting[field] = byPage;
      });
      invertedIndex[term] = posting;
    }
    const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
    // A query of excluded words alone starts from every page.
    if (clauses.every((clause) => clause.presence === presence.PROHIBITED)) {
      for (let id = 0; id < this.manifest.documents; id += 1)
        for (const field of fields) fieldVectors[`${field}/${id}`] = new lunr.Vector([]);
    }
    for (const [fieldRef, entries] of vectors) {
      entries.sort((a, b) => a[0] - b[0]);
      fieldVectors[fieldRef] = new lunr.Vector(entries.flat());
    }
    const index = new lunr.Index({
      invertedIndex,
      fieldVectors,
      tokenSet: lunrInternals.TokenSet.fromArray([...used].sort()),
      fields: [...fields],
      pipeline: this.searchPipeline,
    } as unknown as lunr.Index.Attributes);
    const results = index.query((query) => {
      for (const clause of clauses) query.clause({...clause});
    });
    const exactTitles = new Set(
      titleShard ? ((await titleShard).titles.get(exactTitle) ?? []) : [],
    );
    return {results, exactTitles};
  }

  /** The fragments of the pages with these ids, in order. */
  fragments(ids: readonly number[]): Promise<DocumentFragment[]> {
    return Promise.all(
      ids.map((id) => {
        let fragment = this.fragmentCache.get(id);
        if (!fragment) {
          fragment = this.read<DocumentFragment>(
            `${this.manifest.fragments}/${id}.json`,
            (value) => Array.isArray(value) && value.length === 6,
          );
          fragment.catch(() => this.fragmentCache.delete(id));
          this.fragmentCache.set(id, fragment);
        }
        return fragment;
      }),
    );
  }

  /**
   * The query with its misspelt plain words replaced by the closest word of the
   * index (one edit away, two for long words; the most common on a tie), or null
   * when every word is found or nothing is close. Only bare words are corrected:
   * `+word`, `-word`, `field:word`, `word~1`, `word^2` and wildcards are kept as
   * written. While typing, a last word that starts some indexed word is being
   * typed, not misspelt.
   */
  async correct(query: ParsedQuery, typing: boolean): Promise<ParsedQuery | null> {
    const fieldCount = this.manifest.fields.length;
    const missing = new Set<string>();
    for (const [position, parsed] of query.clauses.entries()) {
      const word = parsed.clause.term;
      if (
        !isPlainClause(parsed, fieldCount) ||
        word.length < correctableLength ||
        /\d/.test(word) ||
        !/^\p{L}+$/u.test(word)
      )
        continue;
      if (lunr.stopWordFilter(new lunr.Token(word, {})) === undefined) continue;
      const found = await Promise.all(
        this.termsOf(parsed.clause).map((term) => this.expand(term, parsed.clause)),
      );
      if (found.flat().length > 0) continue;
      const beingTyped = typing && position === query.clauses.length - 1;
      if (
        beingTyped &&
        (await this.expand(`${word}*`, {...parsed.clause, usePipeline: false})).length > 0
      )
        continue;
      missing.add(word);
    }
    if (missing.size === 0) return null;
    const dictionary = await this.loadDictionary();
    const replacements = new Map<string, string>();
    for (const word of missing) {
      const limit = word.length >= twoEditsLength ? 2 : 1;
      let best: {word: string; distance: number; pages: number} | null = null;
      for (const [pages, written] of dictionary.entries.values()) {
        const distance = editDistance(word, written, limit);
        if (distance === 0 || distance > limit) continue;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance &&
            (pages > best.pages || (pages === best.pages && written < best.word)))
        ) {
          best = {word: written, distance, pages};
        }
      }
      if (best) replacements.set(word, best.word);
    }
    if (replacements.size === 0) return null;
    const corrected = replaceTerms(query, replacements, this.manifest.fields);
    return corrected.ok ? corrected.query : null;
  }
}
