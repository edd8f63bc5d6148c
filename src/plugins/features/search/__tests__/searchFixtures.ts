import type {SearchDocument} from '../documents';
import {SearchEngine} from '../engine';
import {buildSearchFiles} from '../indexBuilder';

/** A search engine over documents indexed as the build indexes them, reading its files from memory; `fetched` logs each read. */
export async function createTestEngine(documents: readonly SearchDocument[], shardChars?: number) {
  const {manifest, files} = await buildSearchFiles(documents, {shardChars});
  const fetched: string[] = [];
  const engine = new SearchEngine(manifest, (file) => {
    fetched.push(file);
    const json = files.get(file);
    return json === undefined
      ? Promise.reject(new Error(`${file} answered HTTP 404.`))
      : Promise.resolve(JSON.parse(json));
  });
  return {engine, manifest, files, fetched};
}
