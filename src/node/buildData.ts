/**
 * Data a plugin computes once per load of the site and a remark plugin of the same build reads when it
 * compiles a page (remark runs after every plugin's allContentLoaded, in the same process). One registry
 * per process, on a symbol, whichever module instance a plugin's loader gave each reader.
 */
const registryKey = Symbol.for('my-small-blog.buildData');
type Registry = Map<string, unknown>;
const registry = (): Registry =>
  ((globalThis as Record<symbol, Registry | undefined>)[registryKey] ??= new Map());

export function setBuildData<T>(key: string, value: T): void {
  registry().set(key, value);
}

/** The value a plugin set under `key`; throws when none did, naming the key (a remark step ran without its plugin). */
export function getBuildData<T>(key: string): T {
  if (!registry().has(key))
    throw new Error(
      `No build data "${key}": the plugin that computes it did not run before this page was compiled`,
    );
  return registry().get(key) as T;
}
