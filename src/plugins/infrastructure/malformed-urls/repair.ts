/**
 * A run of `%XX` escapes that is not valid UTF-8 (`%E0%A4`), or a `%` not
 * followed by two hex digits (`%`, `%A`), written as literal percent signs
 * (`%25`): the address then decodes, to the characters the reader typed.
 * Valid escapes are kept as they are. Returns the text unchanged when it decodes.
 */
export function repairPercentEncoding(text: string): string {
  try {
    decodeURIComponent(text);
    return text;
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
      if (run === '%') return '%25';
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replaceAll('%', '%25');
      }
    });
  }
}

/**
 * How much of an address the site reads: a fragment names one element (no id is this long) and no link
 * of the site needs a longer query, so a longer one costs every reader of the address its length in work.
 */
export const addressLimits = {fragment: 1024, query: 8192} as const;

type Address = {readonly pathname: string; readonly search: string; readonly hash: string};

/**
 * The address the site's routes are written for, from one a host also answers with the same page:
 * `//docs//x/`, `/docs%2Fx/` and `/docs/x/index.html/` are `/docs/x/` (GitHub Pages serves them all from
 * `docs/x/index.html`). Malformed escapes are repaired, a fragment past the limit is dropped and a query
 * past it is cut after its last whole parameter (a query of one parameter at the limit), so later work never
 * depends on a link's length.
 */
export function canonicalAddress({pathname, search, hash}: Address): Address {
  const path = repairPercentEncoding(pathname)
    .replace(/%2F/gi, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.html\/$/, '/');
  // A single parameter longer than the limit keeps its start, so the page can say what is wrong with it.
  const lastWholeParameter = search.lastIndexOf('&', addressLimits.query);
  const query =
    search.length <= addressLimits.query
      ? search
      : lastWholeParameter > 0
        ? search.slice(0, lastWholeParameter)
        : search.slice(0, addressLimits.query).replace(/%[0-9a-fA-F]?$/, '');
  const fragment = hash.length <= addressLimits.fragment ? repairPercentEncoding(hash) : '';
  return {pathname: path, search: query === '?' ? '' : query, hash: fragment};
}
