/** Search contexts: a hit belongs to the first whose path prefix its URL starts with. */
export const searchContexts = [
  {id: 'picoctf', label: 'picoCTF', pathPrefix: 'docs/pico-ctf/'},
  {id: 'root-me', label: 'Root Me', pathPrefix: 'docs/root-me/'},
  {id: 'sysmon-splunk', label: 'Sysmon & Splunk', pathPrefix: 'docs/sysmon-splunk/'},
  {id: 'blog', label: 'Blog', pathPrefix: 'blog'},
] as const;

export type SearchContext = (typeof searchContexts)[number];
export type SearchContextId = SearchContext['id'];

/** The context of a path relative to the base URL (no leading slash), if any. */
export function contextOfPath(relativePath: string): SearchContext | undefined {
  return searchContexts.find((context) => relativePath.startsWith(context.pathPrefix));
}

export function findContext(id: string | null | undefined): SearchContext | undefined {
  return searchContexts.find((context) => context.id === id);
}
