import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

/** Doc id → description, for the docs one category index page lists. */
export type DocDescriptions = Readonly<Record<string, string>>;

type SidebarItem = LoadedVersion['sidebars'][string][number];

/**
 * For each generated category index (by permalink), the descriptions of the docs
 * it lists as cards: the category's direct doc items, and each sub-category's
 * linked doc.
 */
export function descriptionsByCategoryPermalink(
  versions: readonly LoadedVersion[],
): Map<string, DocDescriptions> {
  const result = new Map<string, DocDescriptions>();
  for (const version of versions) {
    const descriptionById = new Map(version.docs.map((doc) => [doc.id, doc.description]));
    const visit = (items: readonly SidebarItem[]) => {
      for (const item of items) {
        if (item.type !== 'category') continue;
        if (item.link?.type === 'generated-index') {
          const entries = item.items.flatMap((child) => {
            const id =
              child.type === 'doc' || child.type === 'ref'
                ? child.id
                : child.type === 'category' && child.link?.type === 'doc'
                  ? child.link.id
                  : undefined;
            const description = id === undefined ? undefined : descriptionById.get(id);
            return id !== undefined && description ? [[id, description] as const] : [];
          });
          result.set(item.link.permalink, Object.fromEntries(entries));
        }
        visit(item.items);
      }
    };
    for (const sidebar of Object.values(version.sidebars)) visit(sidebar);
  }
  return result;
}

/**
 * What the docs plugin's route props must look like for the trims below; a Docusaurus update that changes them
 * stops the build with this message instead of shipping untrimmed or broken props.
 */
export function routeShapeError(what: string): Error {
  return new Error(
    `write-ups plugin: the docs plugin's route props changed shape (${what}). ` +
      'Update src/plugins/model/writeups/trim.ts to the installed @docusaurus/plugin-content-docs.',
  );
}

/** The version metadata prop with each doc's description removed (ids, titles and sidebars stay). */
export function withoutDocDescriptions(version: unknown): unknown {
  if (
    typeof version !== 'object' ||
    version === null ||
    !('docs' in version) ||
    typeof version.docs !== 'object' ||
    version.docs === null
  )
    throw routeShapeError('a `version` prop without a `docs` object');
  const docs = version.docs as Record<string, {description?: string}>;
  return {
    ...version,
    docs: Object.fromEntries(
      Object.entries(docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
    ),
  };
}

export type PaginatedDoc = {
  readonly source: string;
  readonly permalink: string;
  readonly previous?: {readonly permalink: string};
  readonly next?: {readonly permalink: string};
};

/**
 * Previous/next links that stay within a series: a write-up links only to
 * write-ups of the same platform and category (the sidebar order, easiest first),
 * so the last Forensics write-up does not lead into General Skills. `seriesOf`
 * gives a doc's series, or null for pages outside any (they link among themselves).
 */
export function keepPaginationWithinSeries<T extends PaginatedDoc>(
  docs: readonly T[],
  seriesOf: (doc: T) => string | null,
): T[] {
  const seriesByPermalink = new Map(docs.map((doc) => [doc.permalink, seriesOf(doc)]));
  const sameSeries = (doc: T, link: {permalink: string} | undefined) =>
    link !== undefined && seriesByPermalink.get(link.permalink) === seriesOf(doc);
  return docs.map((doc) => ({
    ...doc,
    previous: sameSeries(doc, doc.previous) ? doc.previous : undefined,
    next: sameSeries(doc, doc.next) ? doc.next : undefined,
  }));
}

/**
 * A tag page's list with each write-up's title saying where it comes from,
 * "information (picoCTF Forensics)": one tag spans platforms.
 */
export function retitleTagItems(
  tag: unknown,
  whereFrom: (docId: string) => string | undefined,
): unknown {
  if (typeof tag !== 'object' || tag === null || !('items' in tag) || !Array.isArray(tag.items))
    throw routeShapeError('a `tag` prop without an `items` array');
  const items = (tag.items as {id: string; title: string}[]).map((item) => {
    const where = whereFrom(item.id);
    return where ? {...item, title: `${item.title} (${where})`} : item;
  });
  return {...tag, items};
}
