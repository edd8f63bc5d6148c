/**
 * The search worker: given the index manifest, answers queries off the main
 * thread, fetching the shards and fragments each query needs. The page can
 * stop it when a query computes for too long.
 */
import {SearchEngine, type SearchOptions, type SearchOutcome} from '../engine';
import {isSearchManifest} from '../indexFiles';
import {IndexLoadError} from '../shardedIndex';
import {searchManifestFile} from '../constants';
import {fetchJson} from './fetchJson';

export type WorkerRequest =
  /** The page fetches the manifest while this worker's script loads, and hands it over. */
  | {readonly type: 'load'; readonly indexUrl: string; readonly manifest: unknown}
  | {readonly type: 'search'; readonly id: number; readonly query: string; readonly options: SearchOptions};

export type WorkerResponse =
  | {readonly type: 'ready'}
  | {readonly type: 'failed'; readonly error: string}
  /** Index files are being fetched (network time, not counted against a query's budget), or no longer are. */
  | {readonly type: 'fetching'; readonly active: boolean}
  | {readonly type: 'result'; readonly id: number; readonly outcome: SearchOutcome};

const scope = self as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

let engine: SearchEngine | null = null;

function load(indexUrl: string, manifest: unknown): SearchEngine {
  if (!isSearchManifest(manifest)) throw new Error(`${indexUrl}${searchManifestFile} does not describe a search index this page can read.`);
  return new SearchEngine(manifest, (file) => tracked(fetchJson<unknown>(indexUrl + file)));
}

let fetches = 0;

/** Tells the page when the worker starts and stops waiting for the network. */
function tracked<T>(fetching: Promise<T>): Promise<T> {
  if (fetches++ === 0) scope.postMessage({type: 'fetching', active: true});
  const done = () => {
    if (--fetches === 0) scope.postMessage({type: 'fetching', active: false});
  };
  fetching.then(done, done);
  return fetching;
}

async function answer(query: string, options: SearchOptions): Promise<SearchOutcome> {
  try {
    return await engine!.search(query, options);
  } catch (error) {
    if (error instanceof IndexLoadError) return {ok: false, error: `The search index could not be loaded: ${error.message}`};
    return {ok: false, error: `The search failed: ${error instanceof Error ? error.message : String(error)}`};
  }
}

scope.onmessage = ({data}) => {
  if (data.type === 'load') {
    try {
      engine = load(data.indexUrl, data.manifest);
      scope.postMessage({type: 'ready'});
    } catch (error) {
      scope.postMessage({type: 'failed', error: error instanceof Error ? error.message : String(error)});
    }
  } else if (engine) {
    void answer(data.query, data.options).then((outcome) => scope.postMessage({type: 'result', id: data.id, outcome}));
  }
};
