/**
 * Stands in for the docs plugin's `lib/client/docsClientUtils.js` in the browser bundle (index.ts
 * says why): every function is the docs plugin's own but `getActivePlugin`.
 */
import {matchPath} from '@docusaurus/router';
import type {ActivePlugin, GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {UseDataOptions} from '@docusaurus/types';

export {
  getActiveDocContext,
  getActiveVersion,
  getDocVersionSuggestions,
  getLatestVersion,
} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

/** Code-point order, descending: a path sorts after every path it is a prefix of. */
const longestPathFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The docs plugin whose docs the address is in: the one with the longest path that the address is
 * under, so `/docs/android/x` finds `/docs/android` before `/docs`. Docusaurus orders the paths with
 * `localeCompare`, whose first call of a page load builds the browser's collator (about 120 ms on
 * Lighthouse's slowed phone), and with two docs plugins every docs page called it while it hydrated.
 */
export function getActivePlugin(
  allPluginData: {readonly [pluginId: string]: GlobalPluginData},
  pathname: string,
  options: UseDataOptions = {},
): ActivePlugin | undefined {
  const activeEntry = Object.entries(allPluginData)
    .sort(([, a], [, b]) => longestPathFirst(a.path, b.path))
    .find(([, pluginData]) =>
      matchPath(pathname, {path: pluginData.path, exact: false, strict: false}),
    );
  if (activeEntry) return {pluginId: activeEntry[0], pluginData: activeEntry[1]};
  if (options.failfast) {
    const paths = Object.values(allPluginData).map((plugin) => plugin.path);
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${paths.join(', ')}`,
    );
  }
  return undefined;
}
