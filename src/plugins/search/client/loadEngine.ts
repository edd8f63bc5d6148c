import type {SearchOptions, SearchOutcome} from '../engine';
import type {SearchManifest, StoredDocument, TitlesFile} from '../indexFiles';
import {fetchJson} from './fetchJson';
import type {WorkerRequest, WorkerResponse} from './search.worker';
import {searchIndexDir, searchManifestFile} from '../constants';

/** Answers queries: first from the titles index, later from the full-text worker. */
export type Searcher = {
  readonly hasContent: boolean;
  search(query: string, options?: SearchOptions): Promise<SearchOutcome>;
};

export type SearcherListener = (searcher: Searcher) => void;

type Loaded = {titles: Promise<Searcher>; full: Promise<Searcher>};

let loaded: Loaded | null = null;

/** Starts the worker that builds the full-text index; resolves once it can answer. */
function startFullTextWorker(documents: readonly StoredDocument[], contentUrl: string): Promise<Searcher> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    const pending = new Map<number, (outcome: SearchOutcome) => void>();
    let nextId = 0;
    worker.onmessage = ({data}: MessageEvent<WorkerResponse>) => {
      if (data.type === 'ready') {
        resolve({
          hasContent: true,
          search: (query, options = {}) =>
            new Promise((answer) => {
              const id = nextId++;
              pending.set(id, answer);
              worker.postMessage({type: 'search', id, query, options} satisfies WorkerRequest);
            }),
        });
      } else if (data.type === 'failed') {
        reject(new Error(data.error));
      } else {
        pending.get(data.id)?.(data.outcome);
        pending.delete(data.id);
      }
    };
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage({type: 'load', documents, contentUrl} satisfies WorkerRequest);
  });
}

/**
 * Loads search on first use: the manifest, then the small titles file and the
 * engine chunk (first results on the main thread, in well under a frame), while a
 * worker fetches the section texts and builds the full index. `onReady` runs with
 * the titles searcher, then again with the full-text one.
 */
export function loadSearchEngine(baseUrl: string, onReady: SearcherListener): Promise<Searcher> {
  if (!loaded) {
    const indexUrl = `${baseUrl}${searchIndexDir}/`;
    const manifest = fetchJson<SearchManifest>(`${indexUrl}${searchManifestFile}`);
    const titlesFile = manifest.then((m) => fetchJson<TitlesFile>(indexUrl + m.titles));
    const titles = Promise.all([titlesFile, import(/* webpackChunkName: "search-engine" */ '../engine')]).then(
      ([file, {SearchEngine}]): Searcher => {
        const engine = SearchEngine.fromTitles(file);
        return {hasContent: false, search: async (query, options) => engine.search(query, options)};
      },
    );
    const full = Promise.all([manifest, titlesFile, titles]).then(([m, file]) => startFullTextWorker(file.documents, indexUrl + m.content));
    loaded = {titles, full};
    // A failed load is retried on the next hover or focus.
    titles.catch(() => (loaded = null));
    full.catch((error: unknown) => console.warn('Full-text search is unavailable; searching titles only.', error));
  }
  const {titles, full} = loaded;
  void titles.then(onReady, () => undefined);
  void full.then(onReady, () => undefined);
  return titles;
}
