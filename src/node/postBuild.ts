import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus runs every plugin's postBuild at once. A plugin that reads the finished build (the offline
 * worker's manifest digests every file) waits for the plugins that write or rewrite its files: those wrap
 * their postBuild in `writesBuildFiles`, and the reader awaits `whenBuildFilesWritten()`.
 */

/** One registry per process, whichever module instance a plugin's loader gave it. */
const registryKey = Symbol.for('my-small-blog.buildFileWriters');
type Registry = Set<Promise<unknown>>;
const registry = (): Registry =>
  ((globalThis as Record<symbol, Registry | undefined>)[registryKey] ??= new Set());

type PostBuild = NonNullable<Plugin['postBuild']>;

/** Marks a postBuild as one that writes files into the build. */
export function writesBuildFiles(postBuild: PostBuild): PostBuild {
  return (props) => {
    const writing = Promise.resolve(postBuild(props));
    registry().add(writing);
    return writing;
  };
}

/**
 * Resolves once every postBuild marked with `writesBuildFiles` has finished. Docusaurus calls all postBuilds
 * in one pass before awaiting any, so after one macrotask every writer has started and registered.
 */
export async function whenBuildFilesWritten(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.allSettled([...registry()]);
}
