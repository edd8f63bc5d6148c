/**
 * A permalink or pathname relative to the site's base URL, as search documents,
 * keywords and generated files name pages: `/my-small-blog/docs/x` → `docs/x`.
 * A path outside the base URL only loses its leading slash.
 */
export function relativeToBaseUrl(pathname: string, baseUrl: string): string {
  return pathname.startsWith(baseUrl)
    ? pathname.slice(baseUrl.length)
    : pathname.replace(/^\//, '');
}
