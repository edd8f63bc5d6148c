import type {SearchOptions, SearchOutcome} from '../engine';
import {queryBudgetMs, searchIndexDir, searchManifestFile, tooExpensiveMessage} from '../constants';
import {fetchJson} from './fetchJson';
import type {WorkerRequest, WorkerResponse} from './search.worker';

export type SearchStatus =
  | {readonly state: 'idle'}
  | {readonly state: 'loading'}
  | {readonly state: 'ready'}
  | {readonly state: 'error'; readonly error: string};

/** A query sent to a worker and not answered yet. */
export type PendingQuery = {
  readonly query: string;
  readonly options: SearchOptions;
  readonly resolve: (outcome: SearchOutcome) => void;
};

/**
 * The search worker and the queries waiting for its answers. The worker answers
 * one query at a time and, while it does, reports the time it has spent computing
 * it (search.worker.ts). The watchdog gives the running query what is left of its
 * budget from the last word heard from the worker: a worker that waits for the
 * network keeps talking and is never stopped for it; a worker that computes
 * falls silent, and is stopped once its query's computing passes the budget.
 */
class SearchWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, PendingQuery>();
  /** Queries asked before the worker had its index: sent when it does. */
  private backlog: number[] = [];
  private ready = false;
  private nextId = 0;
  /** The query the worker is computing, and its compute time so far (from its last beat). */
  private running: {id: number; computeMs: number} | null = null;
  private watchdog: ReturnType<typeof setTimeout> | undefined;

  constructor(
    indexUrl: string,
    manifest: Promise<unknown>,
    onReady: () => void,
    onFailed: (error: string) => void,
    /** The worker was stopped: the query it was computing, and the ones still waiting. */
    private readonly onStuck: (stuck: PendingQuery | undefined, waiting: PendingQuery[]) => void,
  ) {
    this.worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    this.worker.onmessage = ({data}: MessageEvent<WorkerResponse>) => {
      if (data.type === 'ready') {
        this.ready = true;
        for (const id of this.backlog) this.send(id);
        this.backlog = [];
        onReady();
      } else if (data.type === 'failed') onFailed(data.error);
      else if (data.type === 'beat') this.running = {id: data.id, computeMs: data.computeMs};
      else this.settle(data.id, data.outcome);
      this.armWatchdog();
    };
    this.worker.onerror = (event) => onFailed(event.message || 'The search worker stopped.');
    manifest.then(
      (loaded) =>
        this.worker.postMessage({type: 'load', indexUrl, manifest: loaded} satisfies WorkerRequest),
      (error: unknown) => onFailed(error instanceof Error ? error.message : String(error)),
    );
  }

  search(query: string, options: SearchOptions): Promise<SearchOutcome> {
    return new Promise((resolve) => this.enqueue({query, options, resolve}));
  }

  enqueue(pending: PendingQuery): void {
    const id = this.nextId++;
    this.pending.set(id, pending);
    if (this.ready) this.send(id);
    else this.backlog.push(id);
    this.armWatchdog();
  }

  private send(id: number): void {
    const {query, options} = this.pending.get(id)!;
    this.worker.postMessage({type: 'search', id, query, options} satisfies WorkerRequest);
  }

  /** From the last word heard from a ready worker with queries to answer: what is left of the running query's budget. */
  private armWatchdog(): void {
    clearTimeout(this.watchdog);
    if (!this.ready || this.pending.size === 0) return;
    const spent = this.running && this.pending.has(this.running.id) ? this.running.computeMs : 0;
    this.watchdog = setTimeout(() => this.stuck(), Math.max(0, queryBudgetMs - spent));
  }

  private stuck(): void {
    const stuckId =
      this.running && this.pending.has(this.running.id)
        ? this.running.id
        : this.pending.keys().next().value;
    const stuck = stuckId === undefined ? undefined : this.pending.get(stuckId);
    if (stuckId !== undefined) this.pending.delete(stuckId);
    const waiting = [...this.pending.values()];
    this.pending.clear();
    this.terminate();
    this.onStuck(stuck, waiting);
  }

  private settle(id: number, outcome: SearchOutcome): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    pending.resolve(outcome);
  }

  private terminate(): void {
    clearTimeout(this.watchdog);
    this.worker.terminate();
  }

  /** Stops the worker; every query still waiting gets the same answer. */
  stop(outcome: SearchOutcome): void {
    this.terminate();
    for (const id of [...this.pending.keys()]) this.settle(id, outcome);
  }
}

/**
 * The page's search: the index manifest loads once per page, on first use, into
 * one worker, which fetches the parts of the index each query needs; every query
 * runs in the worker, never on the main thread. A failed load is reported once
 * and retried only when the reader asks; a query that computes too long stops
 * the worker (queryBudgetMs) and the reader is told.
 */
/**
 * The status before anything is loaded: one object, so the server's snapshot and the
 * browser's first one are the same value and hydration schedules no extra render.
 */
export const idleStatus: SearchStatus = {state: 'idle'};

export class SearchService {
  private status: SearchStatus = idleStatus;
  private readonly listeners = new Set<(status: SearchStatus) => void>();
  private worker: SearchWorker | null = null;
  /** Queries that ran past their budget: answered at once from now on, never sent to a worker again. */
  private readonly tooExpensive = new Set<string>();

  constructor(private readonly indexUrl: string) {}

  get current(): SearchStatus {
    return this.status;
  }

  subscribe(listener: (status: SearchStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts loading the index, once; does nothing after a failure (see retry). */
  load(): void {
    if (this.status.state === 'idle') this.start();
  }

  /** Loads the index again after a failure: only on the reader's request. */
  retry(): void {
    if (this.status.state === 'error') this.start();
  }

  /** Limits and syntax are checked in the worker, before the query reaches the index (limits.ts). */
  search(query: string, options: SearchOptions = {}): Promise<SearchOutcome> {
    if (this.tooExpensive.has(query.trim()))
      return Promise.resolve({ok: false, error: tooExpensiveMessage});
    if (!this.worker || this.status.state !== 'ready')
      return Promise.resolve({ok: false, error: 'The search index is not loaded.'});
    return this.worker.search(query, options);
  }

  private set(status: SearchStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener(status);
  }

  private start(waiting: readonly PendingQuery[] = []): void {
    this.stopWorker({ok: false, error: 'The search index is reloading.'});
    this.set({state: 'loading'});
    // The manifest is fetched while the worker's script loads (never from a cache: after a
    // redeploy a cached one would name files that no longer exist).
    const manifest = fetchJson<unknown>(`${this.indexUrl}${searchManifestFile}`, {
      cache: 'no-store',
    });
    const worker = new SearchWorker(
      this.indexUrl,
      manifest,
      () => {
        if (this.worker === worker && this.status.state === 'loading') this.set({state: 'ready'});
      },
      (error) => {
        if (this.worker !== worker) return;
        this.stopWorker({ok: false, error: 'The search index could not be loaded.'});
        this.set({state: 'error', error});
      },
      (stuck, stillWaiting) => {
        // The stopped query is answered and remembered; the ones behind it go to a fresh worker.
        if (stuck) {
          this.tooExpensive.add(stuck.query.trim());
          stuck.resolve({ok: false, error: tooExpensiveMessage});
        }
        if (this.worker === worker) this.worker = null;
        this.start(stillWaiting);
      },
    );
    this.worker = worker;
    for (const pending of waiting) worker.enqueue(pending);
  }

  private stopWorker(outcome: SearchOutcome): void {
    this.worker?.stop(outcome);
    this.worker = null;
  }
}

const services = new Map<string, SearchService>();

/** The page's one search service for a base URL. */
export function getSearchService(baseUrl: string): SearchService {
  let service = services.get(baseUrl);
  if (!service) {
    service = new SearchService(`${baseUrl}${searchIndexDir}/`);
    services.set(baseUrl, service);
  }
  return service;
}
