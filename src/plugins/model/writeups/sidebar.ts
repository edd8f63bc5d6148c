import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {difficulties, type WriteupKind} from '../../../config/writeups';
import type {Writeup} from './model';

type SidebarItemsGenerator = PluginOptions['sidebarItemsGenerator'];
type SidebarItem = Awaited<ReturnType<SidebarItemsGenerator>>[number];
export type SidebarDoc = Parameters<SidebarItemsGenerator>[0]['docs'][number];

/** What the sidebar order knows of a doc that is a write-up; null for any other doc. */
export type SidebarWriteup = Pick<Writeup, 'title' | 'location' | 'frontMatter'> & {
  readonly kind: WriteupKind;
};

type SortKey = {difficulty: number; points: number; title: string};

/** The doc an item stands for: a doc item, or a folder whose only content is its index write-up. */
function linkedDocId(item: SidebarItem): string | undefined {
  if (item.type === 'doc') return item.id;
  if (item.type === 'category' && item.items.length === 0 && item.link?.type === 'doc')
    return item.link.id;
  return undefined;
}

function sortKey(writeup: SidebarWriteup | null | undefined): SortKey | undefined {
  if (!writeup || writeup.kind === 'lab') return undefined;
  return {
    difficulty: difficulties.indexOf(writeup.frontMatter.difficulty),
    points: writeup.frontMatter.points ?? Number.MAX_SAFE_INTEGER,
    title: writeup.title.toLowerCase(),
  };
}

/**
 * Orders the write-ups of each challenge category from easiest to hardest, then
 * by points and title, so category pages read as a learning path. Categories that
 * hold anything else (the lab series, mixed lists) keep their positions.
 */
export function sortWriteupItems(
  items: readonly SidebarItem[],
  writeupOf: (docId: string) => SidebarWriteup | null | undefined,
): SidebarItem[] {
  const withSortedChildren = items.map((item) =>
    item.type === 'category' && item.items.length > 0
      ? {...item, items: sortWriteupItems(item.items, writeupOf)}
      : item,
  );
  const keys = withSortedChildren.map((item) => {
    const id = linkedDocId(item);
    return id === undefined ? undefined : sortKey(writeupOf(id));
  });
  if (keys.length === 0 || keys.some((key) => key === undefined)) {
    return withSortedChildren;
  }
  return withSortedChildren
    .map((item, index) => ({item, key: keys[index]!}))
    .sort(
      (a, b) =>
        a.key.difficulty - b.key.difficulty ||
        a.key.points - b.key.points ||
        a.key.title.localeCompare(b.key.title),
    )
    .map(({item}) => item);
}

/** Wraps a sidebar items generator (the default one when none is given) so that write-ups come in learning order. */
export function withWriteupOrder(
  generator: SidebarItemsGenerator | undefined,
  readSidebarWriteup: (doc: SidebarDoc) => Promise<SidebarWriteup | null>,
): SidebarItemsGenerator {
  return async (args) => {
    const items = await (generator ?? args.defaultSidebarItemsGenerator)(args);
    const writeups = new Map(
      await Promise.all(
        args.docs.map(async (doc) => [doc.id, await readSidebarWriteup(doc)] as const),
      ),
    );
    return sortWriteupItems(items, (id) => writeups.get(id));
  };
}
