import {platformIds, platforms, type PlatformId} from '../../../config/writeups';

export type SearchContextId = PlatformId | 'blog' | 'learn';

export type SearchContext = {
  readonly id: SearchContextId;
  readonly label: string;
  readonly pathPrefix: string;
};

/** Search contexts, one per platform and the blog: a hit belongs to the first whose path prefix its URL starts with. */
export const searchContexts: readonly SearchContext[] = [
  ...platformIds.map((id) => ({
    id,
    label: platforms[id].label,
    pathPrefix: `docs/${platforms[id].docsDir}/`,
  })),
  {id: 'blog', label: 'Blog', pathPrefix: 'blog'},
  {id: 'learn', label: 'Lessons', pathPrefix: 'learn/'},
];

/** The context of a path relative to the base URL (no leading slash), if any. */
export function contextOfPath(relativePath: string): SearchContext | undefined {
  return searchContexts.find((context) => relativePath.startsWith(context.pathPrefix));
}

export function findContext(id: string | null | undefined): SearchContext | undefined {
  return searchContexts.find((context) => context.id === id);
}
