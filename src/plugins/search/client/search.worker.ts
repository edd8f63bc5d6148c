/**
 * The search worker: fetches the index files, builds the full-text index (which
 * takes long enough to stutter a page) and answers queries, off the main thread.
 */
import {SearchEngine, type SearchOptions, type SearchOutcome} from '../engine';
import type {ContentFile, StoredDocument} from '../indexFiles';
import {fetchJson} from './fetchJson';

export type WorkerRequest =
  | {readonly type: 'load'; readonly documents: readonly StoredDocument[]; readonly contentUrl: string}
  | {readonly type: 'search'; readonly id: number; readonly query: string; readonly options: SearchOptions};

export type WorkerResponse =
  | {readonly type: 'ready'}
  | {readonly type: 'failed'; readonly error: string}
  | {readonly type: 'result'; readonly id: number; readonly outcome: SearchOutcome};

const scope = self as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

let engine: SearchEngine | null = null;

scope.onmessage = ({data}) => {
  if (data.type === 'load') {
    fetchJson<ContentFile>(data.contentUrl)
      .then((content) => {
        engine = SearchEngine.withFullText(data.documents, content);
        scope.postMessage({type: 'ready'});
      })
      .catch((error: unknown) => scope.postMessage({type: 'failed', error: String(error)}));
  } else if (engine) {
    scope.postMessage({type: 'result', id: data.id, outcome: engine.search(data.query, data.options)});
  }
};
