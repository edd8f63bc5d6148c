/**
 * The site's `getActivePlugin` answers as the docs plugin's own for every address, without building
 * a collator (no `localeCompare`).
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {getActivePlugin as docusaurusGetActivePlugin} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import {getActivePlugin} from '../client/docsClientUtils';

const pluginAt = (path: string) => ({path, versions: [], breadcrumbs: true}) as GlobalPluginData;
const plugins = {
  default: pluginAt('/my-small-blog/docs'),
  lessons: pluginAt('/my-small-blog/learn'),
  android: pluginAt('/my-small-blog/docs/android'),
  root: pluginAt('/my-small-blog/'),
};
const addresses = [
  '/my-small-blog/docs/pico-ctf/forensics/information',
  '/my-small-blog/docs/android/intro',
  '/my-small-blog/docs/androidx',
  '/my-small-blog/learn/',
  '/my-small-blog/learn/base64',
  '/my-small-blog/blog/first-post',
  '/elsewhere',
];

describe('getActivePlugin', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(addresses)("finds the same plugin as Docusaurus's own for %s", (address) => {
    expect(getActivePlugin(plugins, address)).toEqual(docusaurusGetActivePlugin(plugins, address));
  });

  it('finds the longest path first, whatever order the plugins are listed in', () => {
    const reversed = Object.fromEntries(Object.entries(plugins).reverse());
    expect(getActivePlugin(reversed, '/my-small-blog/docs/android/intro')?.pluginId).toBe(
      'android',
    );
  });

  it('throws with the paths it knows when asked to fail fast', () => {
    const withoutRoot = {default: plugins.default, lessons: plugins.lessons};
    expect(() => getActivePlugin(withoutRoot, '/elsewhere', {failfast: true})).toThrow(
      /Existing docs plugin paths are: \/my-small-blog\/docs, \/my-small-blog\/learn/,
    );
  });

  it('never calls localeCompare, whose first call builds a collator', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    getActivePlugin(plugins, addresses[0]!);
    expect(localeCompare).not.toHaveBeenCalled();
  });
});
