import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {difficulties, platforms, type Difficulty, type PlatformId} from '../../config/writeups';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];
type GeneratorArgs = Parameters<SidebarItemsGeneratorOption>[0];
type SidebarItem = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];
type SidebarDoc = GeneratorArgs['docs'][number];

type WriteupSortKey = {difficulty: number; points: number; title: string};

/** The doc an item stands for: a doc item, or a folder whose only content is its index write-up. */
function linkedDocId(item: SidebarItem): string | undefined {
  if (item.type === 'doc') return item.id;
  if (item.type === 'category' && item.items.length === 0 && item.link?.type === 'doc') return item.link.id;
  return undefined;
}

function sortKey(doc: SidebarDoc | undefined): WriteupSortKey | undefined {
  const frontMatter = doc?.frontMatter as {platform?: PlatformId; difficulty?: Difficulty; points?: number} | undefined;
  if (!frontMatter?.platform || !frontMatter.difficulty || platforms[frontMatter.platform]?.kind !== 'ctf') {
    return undefined;
  }
  return {
    difficulty: difficulties.indexOf(frontMatter.difficulty),
    points: frontMatter.points ?? Number.MAX_SAFE_INTEGER,
    title: doc!.title.toLowerCase(),
  };
}

/**
 * Orders the write-ups of each CTF category from easiest to hardest, then by
 * points and title, so category pages read as a learning path. Categories that
 * hold anything other than CTF write-ups (the lab series) keep their positions.
 */
export function sortWriteupItems(items: readonly SidebarItem[], docs: readonly SidebarDoc[]): SidebarItem[] {
  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  const withSortedChildren = items.map((item) =>
    item.type === 'category' && item.items.length > 0 ? {...item, items: sortWriteupItems(item.items, docs)} : item,
  );
  const keys = withSortedChildren.map((item) => {
    const id = linkedDocId(item);
    return id === undefined ? undefined : sortKey(docsById.get(id));
  });
  if (keys.length === 0 || keys.some((key) => key === undefined)) {
    return withSortedChildren;
  }
  return withSortedChildren
    .map((item, index) => ({item, key: keys[index]!}))
    .sort((a, b) => a.key.difficulty - b.key.difficulty || a.key.points - b.key.points || a.key.title.localeCompare(b.key.title))
    .map(({item}) => item);
}

export const writeupSidebarItemsGenerator: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) =>
  sortWriteupItems(await defaultSidebarItemsGenerator(args), args.docs);
