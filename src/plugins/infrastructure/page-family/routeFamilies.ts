/**
 * One browser route for a family of pages. Docusaurus puts every route in the
 * bundle every page loads (routes.js, routesChunkNames.json, registry.js): about
 * 30 bytes of gzip per route, and a lazy chunk per route's data module on top.
 * For a family of pages that share one component and differ only by data
 * (/techniques/<id>, /tools/<id>), the browser gets a single `/techniques/:id`
 * route instead, without the data modules; the server bundle keeps every route,
 * so each page is still rendered to static HTML with its data, and the page
 * reads its data from that HTML or fetches it (client/PageData).
 *
 * These functions rewrite the three generated files. They read Docusaurus's
 * generated formats, so each one fails loudly when it finds nothing to rewrite.
 */

/** The hash part of the family route's key in routesChunkNames (any short word that no route hash can be). */
export const familyRouteHash = 'family';

/** A family's parametric path: `/my-small-blog/techniques/` → `/my-small-blog/techniques/:id`. */
export const familyRoutePath = (prefix: string) => `${prefix}:id`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A member of the family: the prefix followed by one path segment. */
const memberPattern = (prefix: string) => `${escapeRegExp(prefix)}[^'"/]+`;

/**
 * routes.js: the family's leaf routes become one parametric route, in the place
 * of the first of them (route order matters to react-router's matching).
 */
export function trimRoutesModule(source: string, prefixes: readonly string[]): string {
  let result = source;
  for (const prefix of prefixes) {
    const leaf = new RegExp(
      `\\{\\s*path: '(${memberPattern(prefix)})',\\s*component: ComponentCreator\\('\\1', '[^']+'\\),\\s*exact: true\\s*\\},?[ \\t]*\\n?`,
      'g',
    );
    let replaced = 0;
    result = result.replace(leaf, () => {
      replaced += 1;
      const path = familyRoutePath(prefix);
      return replaced === 1
        ? `{\n    path: '${path}',\n    component: ComponentCreator('${path}', '${familyRouteHash}'),\n    exact: true\n  },\n`
        : '';
    });
    if (replaced === 0)
      throw new Error(
        `page-family: routes.js has no route under ${prefix} to merge (did Docusaurus change its format?)`,
      );
  }
  return result;
}

type ChunkNames = Record<string, Record<string, unknown>>;

/**
 * routesChunkNames.json: the members' entries become one entry for the family
 * route, holding what they all share (component, plugin context, and data
 * modules every member has, such as the family's list of ids) and not their own
 * data modules. Returns the chunk names no remaining route uses.
 */
export function trimRoutesChunkNames(
  chunkNames: ChunkNames,
  prefixes: readonly string[],
): {chunkNames: ChunkNames; dropped: Set<string>} {
  const trimmed: ChunkNames = {};
  const droppedEntries: Record<string, unknown>[] = [];
  for (const [key, entry] of Object.entries(chunkNames)) {
    const prefix = prefixes.find((candidate) =>
      new RegExp(`^${memberPattern(candidate)}-[^-]+$`).test(key),
    );
    if (!prefix) {
      trimmed[key] = entry;
      continue;
    }
    droppedEntries.push(entry);
    const familyKey = `${familyRoutePath(prefix)}-${familyRouteHash}`;
    const existing = trimmed[familyKey];
    if (existing && JSON.stringify(existing.__comp) !== JSON.stringify(entry.__comp)) {
      throw new Error(
        `page-family: the routes under ${prefix} do not share one component, so they cannot share a route`,
      );
    }
    // What every member so far has, with the same value.
    trimmed[familyKey] = Object.fromEntries(
      Object.entries(entry).filter(
        ([name, value]) => !existing || JSON.stringify(existing[name]) === JSON.stringify(value),
      ),
    );
  }
  for (const prefix of prefixes) {
    if (!trimmed[`${familyRoutePath(prefix)}-${familyRouteHash}`]) {
      throw new Error(
        `page-family: routesChunkNames.json has no route under ${prefix} to merge (did Docusaurus change its format?)`,
      );
    }
  }
  const chunksOf = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(chunksOf)
        : [];
  const kept = new Set(Object.values(trimmed).flatMap(chunksOf));
  const dropped = new Set(droppedEntries.flatMap(chunksOf).filter((chunk) => !kept.has(chunk)));
  return {chunkNames: trimmed, dropped};
}

/**
 * registry.js: the lazy imports of the dropped chunks (the members' data modules)
 * are left out of the browser bundle, and each kept entry loses its module path,
 * which only the server's render reads (react-loadable reports it to collect a
 * page's chunks); the browser needs the import and the module id.
 */
export function trimRegistryModule(source: string, dropped: ReadonlySet<string>): string {
  let removed = 0;
  let slimmed = 0;
  // One entry: `"chunk": [() => import(…), "path", require.resolveWeak("path")],` (the last one is followed by `};` on its line).
  const entry =
    /^([ \t]*"([^"]+)": \[\(\) => import\(.*?\), )"[^"]*"(, require\.resolveWeak\("[^"]*"\)\],\n?)/gm;
  const result = source.replace(entry, (_whole, start: string, chunk: string, end: string) => {
    if (dropped.has(chunk)) {
      removed += 1;
      return '';
    }
    slimmed += 1;
    return `${start}""${end}`;
  });
  if (slimmed === 0)
    throw new Error(
      'page-family: registry.js has no entry to slim (did Docusaurus change its format?)',
    );
  if (removed !== dropped.size) {
    throw new Error(
      `page-family: registry.js holds ${removed} of the ${dropped.size} chunks to drop (did Docusaurus change its format?)`,
    );
  }
  return result;
}
