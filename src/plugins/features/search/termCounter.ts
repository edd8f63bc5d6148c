import os from 'node:os';
import {Worker} from 'node:worker_threads';
import lunr from 'lunr';

/**
 * The terms of many texts, as lunr's Builder reads them: lower case, split on
 * white space and hyphens, then trimmer, stop words and stemmer. Each distinct
 * token goes through the pipeline once.
 */
export type TermCounts = {
  /** The terms, in order of first appearance; a term's position is its local id. */
  readonly terms: readonly string[];
  /** Per text: the number of distinct terms n, then n pairs (local id, frequency) in order of first appearance. */
  readonly entries: Int32Array;
  /** Per text: how many of its tokens are terms (lunr's field length). */
  readonly lengths: Int32Array;
  /** Every distinct word (a token without its leading and trailing punctuation), how often it occurs and its term's local id (-1: none), to tell how a term is usually written. */
  readonly words: readonly string[];
  readonly wordCounts: Int32Array;
  readonly wordTerms: Int32Array;
};

/**
 * Counts the terms of `texts`. It runs in worker threads from its source text, so
 * it may use nothing from this module's scope: lunr is passed in.
 */
export function countTerms(texts: readonly string[], lunrLibrary: typeof lunr): TermCounts {
  const pipeline = new lunrLibrary.Pipeline();
  pipeline.add(lunrLibrary.stopWordFilter, lunrLibrary.stemmer);
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  // Tokens repeat with their punctuation ("word," "word."); each maps to its trimmed word once.
  const wordOfToken = new Map<string, number>();
  const wordIds = new Map<string, number>();
  const words: string[] = [];
  const wordCountList: number[] = [];
  const wordTermList: number[] = [];
  // Per term: the text being read when last seen, and its frequency there.
  const seenIn: number[] = [];
  const frequency: number[] = [];
  const entries: number[] = [];
  const lengths = new Int32Array(texts.length);
  const seen: number[] = [];
  for (let textPosition = 0; textPosition < texts.length; textPosition += 1) {
    seen.length = 0;
    let length = 0;
    const split = texts[textPosition]!.toLowerCase().split(/[\s-]+/);
    for (let position = 0; position < split.length; position += 1) {
      const token = split[position]!;
      if (token === '') continue;
      let wordId = wordOfToken.get(token);
      if (wordId === undefined) {
        // The trimmer first; stop words and stemming depend only on the trimmed word.
        const word = token.replace(/^\W+/, '').replace(/\W+$/, '');
        wordId = wordIds.get(word);
        if (wordId === undefined) {
          let termId = -1;
          const term = word === '' ? undefined : pipeline.runString(word)[0];
          if (term !== undefined) {
            termId = termIds.get(term) ?? -1;
            if (termId < 0) {
              termId = terms.length;
              termIds.set(term, termId);
              terms.push(term);
              seenIn.push(-1);
              frequency.push(0);
            }
          }
          wordId = words.length;
          wordIds.set(word, wordId);
          words.push(word);
          wordCountList.push(0);
          wordTermList.push(termId);
        }
        wordOfToken.set(token, wordId);
      }
      wordCountList[wordId] = wordCountList[wordId]! + 1;
      const termId = wordTermList[wordId]!;
      if (termId < 0) continue;
      length += 1;
      if (seenIn[termId] !== textPosition) {
        seenIn[termId] = textPosition;
        frequency[termId] = 0;
        seen.push(termId);
      }
      frequency[termId] = frequency[termId]! + 1;
    }
    lengths[textPosition] = length;
    entries.push(seen.length);
    for (const termId of seen) entries.push(termId, frequency[termId]!);
  }
  return {
    terms,
    entries: Int32Array.from(entries),
    lengths,
    words,
    wordCounts: Int32Array.from(wordCountList),
    wordTerms: Int32Array.from(wordTermList),
  };
}

/** How many threads to use: at most `threads`, and one per `textsPerThread` texts (below that a thread costs more than it saves). */
export type Parallelism = {readonly threads: number; readonly textsPerThread: number};

export const defaultParallelism: Parallelism = {
  threads: os.availableParallelism(),
  textsPerThread: 5000,
};

function countInWorker(texts: readonly string[]): Promise<TermCounts> {
  // esbuild-based loaders may wrap functions in `__name(…)`; the worker has no such helper, so it gets a no-op one.
  const source = `const __name = (target) => target;
const {parentPort, workerData} = require('node:worker_threads');
const counts = (${countTerms.toString()})(workerData.texts, require('lunr'));
parentPort.postMessage(counts, [counts.entries.buffer, counts.lengths.buffer, counts.wordCounts.buffer, counts.wordTerms.buffer]);`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, {eval: true, workerData: {texts}});
    worker.once('message', (counts: TermCounts) => {
      resolve(counts);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * Counts the terms of `texts` on up to `threads` threads, each given a run of
 * consecutive texts; the runs come back in order, so the caller can merge them
 * in order of first appearance.
 */
export async function countTermsInRuns(
  texts: readonly string[],
  groupSize: number,
  {threads, textsPerThread}: Parallelism = defaultParallelism,
): Promise<TermCounts[]> {
  const runs = Math.max(1, Math.min(threads, Math.floor(texts.length / textsPerThread)));
  if (runs === 1) return [countTerms(texts, lunr)];
  // Runs end on a group boundary (all the fields of a page stay together).
  const groups = texts.length / groupSize;
  const slices = Array.from({length: runs}, (_, run) =>
    texts.slice(
      Math.floor((groups * run) / runs) * groupSize,
      Math.floor((groups * (run + 1)) / runs) * groupSize,
    ),
  );
  return Promise.all(slices.map(countInWorker));
}
