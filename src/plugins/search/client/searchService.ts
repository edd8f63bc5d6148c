import type {SearchOptions, SearchOutcome} from '../engine';
import {findQueryLimitProblem} from '../limits';
import {queryBudgetMs, searchIndexDir, tooExpensiveMessage} from '../constants';
import type {SearchManifest} from '../indexFiles';
import type {WorkerRequest, WorkerResponse} from './search.worker';

export type SearchStatus =
  | {readonly state: 'idle'}
  | {readonly state: 'loading'}
  /** Titles answer; the full-text index is still being built. */
  | {readonly state: 'titles'}
  | {readonly state: 'ready'}
  | {readonly state: 'error'; readonly error: string};

type Pending = {readonly resolve: (outcome: SearchOutcome) => void; readonly timer: ReturnType<typeof setTimeout>};

/** One worker and the queries waiting for its answers. */
class SearchWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(
    indexUrl: string,
    fullText: boolean,
    manifest: SearchManifest | undefined,
    onReady: (manifest: SearchManifest) => void,
    onFailed: (error: string) => void,
    private readonly onStuck: () => void,
  ) {
    this.worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    this.worker.onmessage = ({data}: MessageEvent<WorkerResponse>) => {
      if (data.type === 'ready') onReady(data.manifest);
      else if (data.type === 'failed') onFailed(data.error);
      else this.settle(data.id, data.outcome);
    };
    this.worker.onerror = (event) => onFailed(event.message || 'The search worker stopped.');
    this.worker.postMessage({type: 'load', indexUrl, fullText, manifest} satisfies WorkerRequest);
  }

  search(query: string, options: SearchOptions): Promise<SearchOutcome> {
    return new Promise((resolve) => {
      const id = this.nextId++;
      // A query that runs past its budget stops the worker: the reader is told, and the next query gets a fresh one.
      const timer = setTimeout(() => this.onStuck(), queryBudgetMs);
      this.pending.set(id, {resolve, timer});
      this.worker.postMessage({type: 'search', id, query, options} satisfies WorkerRequest);
    });
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
 * The page's search: the index loads once per page, on first use, into two
 * workers (titles first, then full text); every query runs in a worker, never on
 * the main thread. A failed load is reported once and retried only when the
 * reader asks; a query that runs too long stops its worker (queryBudgetMs) and
 * the reader is told.
 */
export class SearchService {
  private status: SearchStatus = {state: 'idle'};
  private readonly listeners = new Set<(status: SearchStatus) => void>();
  private titles: SearchWorker | null = null;
  private full: SearchWorker | null = null;
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
    const worker = this.full ?? this.titles;
    if (!worker || (this.status.state !== 'titles' && this.status.state !== 'ready')) {
      return Promise.resolve({ok: false, error: 'The search index is not loaded.'});
    }
    return worker.search(query, options).then((outcome) => {
      if (!outcome.ok && outcome.error === tooExpensiveMessage) this.tooExpensive.add(query.trim());
      return outcome;
    });
  }

  private set(status: SearchStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener(status);
  }

  private start(): void {
    this.stopWorkers({ok: false, error: 'The search index is reloading.'});
    this.set({state: 'loading'});
    const fail = (error: string) => {
      this.stopWorkers({ok: false, error: 'The search index could not be loaded.'});
      this.set({state: 'error', error});
    };
    const stuck = () => {
      this.stopWorkers({ok: false, error: tooExpensiveMessage});
      this.start();
    };
    const titles = new SearchWorker(
      this.indexUrl,
      false,
      undefined,
      (manifest) => {
        if (this.titles === titles && this.status.state === 'loading') this.set({state: 'titles'});
        const full = new SearchWorker(
          this.indexUrl,
          true,
          manifest,
          () => {
            if (this.titles !== titles) return;
            this.pendingFull = null;
            this.full = full;
            this.titles = null;
            titles.stop({ok: false, error: 'The full-text index took over.'});
            this.set({state: 'ready'});
          },
          // Full text is an upgrade: without it, titles keep answering.
          (error) => console.warn('Full-text search is unavailable; searching titles only.', error),
          stuck,
        );
        this.pendingFull = full;
      },
      fail,
      stuck,
    );
    this.titles = titles;
  }

  /** The full-text worker while it builds its index. */
  private pendingFull: SearchWorker | null = null;

  private stopWorkers(outcome: SearchOutcome): void {
    for (const worker of [this.titles, this.full, this.pendingFull]) worker?.stop(outcome);
    this.titles = null;
    this.full = null;
    this.pendingFull = null;
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
