/**
 * A search worker: loads the index files and answers queries, off the main
 * thread. The page runs two: one with the small titles index, which answers at
 * once, and one that builds the full-text index (a moment's work) and takes over
 * when it is ready. Either can be stopped by the page when a query runs too long.
 */
import {SearchEngine, type SearchOptions, type SearchOutcome} from '../engine';
import type {ContentFile, SearchManifest, TitlesFile} from '../indexFiles';
import {searchManifestFile} from '../constants';
import {fetchJson} from './fetchJson';

export type WorkerRequest =
  /** The full-text worker is given the manifest the titles worker read, so both use one generation of the index. */
  | {readonly type: 'load'; readonly indexUrl: string; readonly fullText: boolean; readonly manifest?: SearchManifest}
  | {readonly type: 'search'; readonly id: number; readonly query: string; readonly options: SearchOptions};

export type WorkerResponse =
  | {readonly type: 'ready'; readonly manifest: SearchManifest}
  | {readonly type: 'failed'; readonly error: string}
  | {readonly type: 'result'; readonly id: number; readonly outcome: SearchOutcome};

const scope = self as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

let engine: SearchEngine | null = null;

function isTitlesFile(file: TitlesFile): boolean {
  return Array.isArray(file?.documents) && typeof file.index === 'object' && file.index !== null;
}

async function load(
  indexUrl: string,
  fullText: boolean,
  given?: SearchManifest,
): Promise<{engine: SearchEngine; manifest: SearchManifest}> {
  // Never a cached manifest: after a redeploy it would name files that no longer exist.
  const manifest = given ?? (await fetchJson<SearchManifest>(`${indexUrl}${searchManifestFile}`, {cache: 'no-store'}));
  if (typeof manifest?.titles !== 'string' || typeof manifest.content !== 'string')
    throw new Error(`${indexUrl}${searchManifestFile} does not name the index files.`);
  const titles = await fetchJson<TitlesFile>(indexUrl + manifest.titles);
  if (!isTitlesFile(titles)) throw new Error(`${indexUrl}${manifest.titles} is not a titles index.`);
  if (!fullText) return {engine: SearchEngine.fromTitles(titles), manifest};
  const content = await fetchJson<ContentFile>(indexUrl + manifest.content);
  if (!Array.isArray(content?.contents) || content.contents.length !== titles.documents.length) {
    throw new Error(`${indexUrl}${manifest.content} does not match the titles index.`);
  }
  return {engine: SearchEngine.withFullText(titles.documents, content), manifest};
}

scope.onmessage = ({data}) => {
  if (data.type === 'load') {
    load(data.indexUrl, data.fullText, data.manifest).then(
      (loaded) => {
        engine = loaded.engine;
        scope.postMessage({type: 'ready', manifest: loaded.manifest});
      },
      (error: unknown) => scope.postMessage({type: 'failed', error: error instanceof Error ? error.message : String(error)}),
    );
  } else if (engine) {
    let outcome: SearchOutcome;
    try {
      outcome = engine.search(data.query, data.options);
    } catch (error) {
      outcome = {ok: false, error: `The search failed: ${error instanceof Error ? error.message : String(error)}`};
    }
    scope.postMessage({type: 'result', id: data.id, outcome});
  }
};
