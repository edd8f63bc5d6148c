/**
 * Stands in for @docusaurus/core/lib/client/docusaurus.js (the `window.docusaurus`
 * helpers every <Link> calls), with the same behaviour for the reader: a link's
 * route is prefetched when the link is visible and preloaded on hover or touch,
 * never on 2G or with data saving on, each route once. What changes is the cost:
 * - visible links are prefetched when the browser is idle, after the load event,
 *   a few at a time, so a page showing many links never gets a burst of work
 *   while it hydrates;
 * - each chunk file is requested once, however many routes share it (a sidebar of
 *   40 write-ups shares the doc page's chunks), and not at all once the document
 *   has fetched it (a link to the page itself asks for chunks already running);
 * - a route's chunk names come from an index of route paths made once, not from
 *   a scan of every route for every link; each route's names are flattened when
 *   first asked for.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';

declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

/** How many routes one idle period may prefetch before yielding. */
const routesPerIdlePeriod = 2;

const fetchedRoutes = new Set<string>();
const loadedRoutes = new Set<string>();
const prefetchedFiles = new Set<string>();
const queue: string[] = [];
let scheduled = false;
let routeEntriesByPath: Map<string, unknown[]> | null = null;

const isSlowConnection = () => {
  const connection = (
    navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}
  ).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

/** Route path (without its hash) → the chunk names of its route entries, flattened when a route is first asked for. */
function chunkNamesOf(routePath: string): string[] {
  if (!routeEntriesByPath) {
    // Only the keys are read here: flattening every route's chunk names at once was one long idle task.
    routeEntriesByPath = new Map();
    for (const [routeNameWithHash, chunks] of Object.entries(routesChunkNames)) {
      const route = routeNameWithHash.replace(/-[^-]+$/, '');
      routeEntriesByPath.set(route, [...(routeEntriesByPath.get(route) ?? []), chunks]);
    }
  }
  return (routeEntriesByPath.get(routePath) ?? []).flatMap(
    (chunks) => Object.values(flat(chunks as Parameters<typeof flat>[0])) as string[],
  );
}

/**
 * Every file this document has fetched: the page's scripts, and the chunks webpack loaded for it, whose script
 * elements it removes once they ran (the current page's own chunks, and those a link's route shares with it).
 */
function filesFetched(): Set<string> {
  const files = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  for (const script of document.querySelectorAll('script[src]'))
    files.add((script as HTMLScriptElement).src);
  return files;
}

/** The files a route needs that the document has neither fetched nor already asked for. */
function filesToPrefetch(routePath: string): string[] {
  // Chunk files are paths from the site's root: resolved against the origin, the address's query and fragment never enter.
  const origin = window.location.origin;
  const loaded = filesFetched();
  return matchRoutes(routes, routePath)
    .flatMap((match) => chunkNamesOf(match.route.path as string))
    .flatMap((chunkName) => {
      // Injected by Docusaurus's ChunkAssetPlugin: a chunk name's file, or a name with "undefined" when webpack merged it away.
      const file = __webpack_require__.gca?.(chunkName);
      if (!file || file.includes('undefined')) return [];
      const absolute = new URL(file, origin).href;
      if (prefetchedFiles.has(absolute) || loaded.has(absolute)) return [];
      prefetchedFiles.add(absolute);
      return [file];
    });
}

function prefetchFile(file: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = file;
  document.head.appendChild(link);
}

function prefetchQueued(deadline?: IdleDeadline): void {
  scheduled = false;
  for (
    let count = 0;
    queue.length > 0 && count < routesPerIdlePeriod && (!deadline || deadline.timeRemaining() > 2);
    count += 1
  ) {
    filesToPrefetch(queue.shift()!).forEach(prefetchFile);
  }
  if (queue.length > 0) schedule();
}

/** After the load event, in the browser's idle time (or within 2 s where there is none). */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(prefetchQueued, {timeout: 2000})
      : setTimeout(prefetchQueued, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
}

/** A visible link's route: fetched, in idle time, once. False when nothing is to be done (as Docusaurus's own). */
function prefetch(routePath: string): boolean {
  if (isSlowConnection() || loadedRoutes.has(routePath) || fetchedRoutes.has(routePath))
    return false;
  fetchedRoutes.add(routePath);
  queue.push(routePath);
  schedule();
  return true;
}

/** A route the reader is about to open (hover, touch): its chunks loaded now. */
function preload(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loadedRoutes.has(routePath)) return false;
  loadedRoutes.add(routePath);
  return preloadRoute(routePath) as Promise<void[]>;
}

// Mounted onto window by Docusaurus's client entry, as the original is.
export default Object.freeze({prefetch, preload});
