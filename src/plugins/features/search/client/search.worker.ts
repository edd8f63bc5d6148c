/**
 * The search worker: given the index manifest, answers queries off the main
 * thread, one at a time, fetching the shards and fragments each query needs.
 * While a query runs it measures its own compute time with a heartbeat and
 * reports it, so the page's watchdog counts computing, never waiting for the
 * network; a worker too busy to beat is stopped by the page.
 */
import {SearchEngine, type SearchOptions, type SearchOutcome} from '../engine';
import {isSearchManifest} from '../indexFiles';
import {IndexLoadError} from '../shardedIndex';
import {heartbeatMs, searchManifestFile} from '../constants';
import {fetchJson} from './fetchJson';

export type WorkerRequest =
  /** The page fetches the manifest while this worker's script loads, and hands it over. */
  | {readonly type: 'load'; readonly indexUrl: string; readonly manifest: unknown}
  | {
      readonly type: 'search';
      readonly id: number;
      readonly query: string;
      readonly options: SearchOptions;
    };

export type WorkerResponse =
  | {readonly type: 'ready'}
  | {readonly type: 'failed'; readonly error: string}
  /** The query being answered and the time spent computing it so far (its waits for the network not counted). */
  | {readonly type: 'beat'; readonly id: number; readonly computeMs: number}
  | {readonly type: 'result'; readonly id: number; readonly outcome: SearchOutcome};

const scope = self as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

let engine: SearchEngine | null = null;
const queue: Extract<WorkerRequest, {type: 'search'}>[] = [];
let running = false;

function load(indexUrl: string, manifest: unknown): SearchEngine {
  if (!isSearchManifest(manifest))
    throw new Error(
      `${indexUrl}${searchManifestFile} does not describe a search index this page can read.`,
    );
  return new SearchEngine(manifest, (file) => fetchJson<unknown>(indexUrl + file));
}

async function answer(query: string, options: SearchOptions): Promise<SearchOutcome> {
  try {
    return await engine!.search(query, options);
  } catch (error) {
    if (error instanceof IndexLoadError)
      return {ok: false, error: `The search index could not be loaded: ${error.message}`};
    return {
      ok: false,
      error: `The search failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * Runs one query with a heartbeat: each beat that comes later than due means the
 * thread was computing for that long (a wait for the network leaves it free, so
 * beats come on time), and the total is sent to the page with every beat.
 */
async function runWithHeartbeat({
  id,
  query,
  options,
}: Extract<WorkerRequest, {type: 'search'}>): Promise<void> {
  let computeMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    computeMs += Math.max(0, now - last - heartbeatMs);
    last = now;
    scope.postMessage({type: 'beat', id, computeMs});
  }, heartbeatMs);
  scope.postMessage({type: 'beat', id, computeMs});
  try {
    scope.postMessage({type: 'result', id, outcome: await answer(query, options)});
  } finally {
    clearInterval(timer);
  }
}

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  for (let next = queue.shift(); next; next = queue.shift()) await runWithHeartbeat(next);
  running = false;
}

scope.onmessage = ({data}) => {
  if (data.type === 'load') {
    try {
      engine = load(data.indexUrl, data.manifest);
      scope.postMessage({type: 'ready'});
    } catch (error) {
      scope.postMessage({
        type: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
    }
  } else if (engine) {
    queue.push(data);
    void drain();
  }
};
