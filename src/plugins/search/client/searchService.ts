import type {SearchOptions, SearchOutcome} from '../engine';
import {findQueryLimitProblem} from '../limits';
import {queryBudgetMs, searchIndexDir, searchManifestFile, tooExpensiveMessage} from '../constants';
import {fetchJson} from './fetchJson';
import type {WorkerRequest, WorkerResponse} from './search.worker';

export type SearchStatus =
  {readonly state: 'idle'} | {readonly state: 'loading'} | {readonly state: 'ready'} | {readonly state: 'error'; readonly error: string};

type Pending = {readonly resolve: (outcome: SearchOutcome) => void; timer: ReturnType<typeof setTimeout> | undefined};

/** The search worker and the queries waiting for its answers. */
class SearchWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** While the worker waits for index files, queries are not timed: a slow network is not an expensive query. */
  private fetching = false;

  constructor(
    indexUrl: string,
    manifest: Promise<unknown>,
    onReady: () => void,
    onFailed: (error: string) => void,
    private readonly onStuck: () => void,
  ) {
    this.worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    this.worker.onmessage = ({data}: MessageEvent<WorkerResponse>) => {
      if (data.type === 'ready') onReady();
      else if (data.type === 'failed') onFailed(data.error);
      else if (data.type === 'fetching') this.setFetching(data.active);
      else this.settle(data.id, data.outcome);
    };
    this.worker.onerror = (event) => onFailed(event.message || 'The search worker stopped.');
    manifest.then(
      (loaded) => this.worker.postMessage({type: 'load', indexUrl, manifest: loaded} satisfies WorkerRequest),
      (error: unknown) => onFailed(error instanceof Error ? error.message : String(error)),
    );
  }

  search(query: string, options: SearchOptions): Promise<SearchOutcome> {
    return new Promise((resolve) => {
      const id = this.nextId++;
      const pending: Pending = {resolve, timer: undefined};
      this.pending.set(id, pending);
      if (!this.fetching) this.startTimer(pending);
      this.worker.postMessage({type: 'search', id, query, options} satisfies WorkerRequest);
    });
  }

  /** A query that computes past its budget stops the worker: the reader is told, and the next query gets a fresh one. */
  private startTimer(pending: Pending): void {
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => this.onStuck(), queryBudgetMs);
  }

  private setFetching(active: boolean): void {
    this.fetching = active;
    for (const pending of this.pending.values()) {
      if (active) clearTimeout(pending.timer);
      else this.startTimer(pending);
    }
  }

  private settle(id: number, outcome: SearchOutcome): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(id);
    pending.resolve(outcome);
  }

  /** Stops the worker; every query still waiting gets the same answer. */
  stop(outcome: SearchOutcome): void {
    this.worker.terminate();
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
export class SearchService {
  private status: SearchStatus = {state: 'idle'};
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

  search(query: string, options: SearchOptions = {}): Promise<SearchOutcome> {
    const limitProblem = findQueryLimitProblem(query);
    if (limitProblem) return Promise.resolve({ok: false, error: limitProblem});
    if (this.tooExpensive.has(query.trim())) return Promise.resolve({ok: false, error: tooExpensiveMessage});
    if (!this.worker || this.status.state !== 'ready') return Promise.resolve({ok: false, error: 'The search index is not loaded.'});
    return this.worker.search(query, options).then((outcome) => {
      if (!outcome.ok && outcome.error === tooExpensiveMessage) this.tooExpensive.add(query.trim());
      return outcome;
    });
  }

  private set(status: SearchStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener(status);
  }

  private start(): void {
    this.stopWorker({ok: false, error: 'The search index is reloading.'});
    this.set({state: 'loading'});
    // The manifest is fetched while the worker's script loads (never from a cache: after a
    // redeploy a cached one would name files that no longer exist).
    const manifest = fetchJson<unknown>(`${this.indexUrl}${searchManifestFile}`, {cache: 'no-store'});
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
      () => {
        this.stopWorker({ok: false, error: tooExpensiveMessage});
        this.start();
      },
    );
    this.worker = worker;
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
