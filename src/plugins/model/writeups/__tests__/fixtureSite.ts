import path from 'node:path';
import {loadContext} from '@docusaurus/core/lib/server/site';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {AllContent, LoadContext} from '@docusaurus/types';
import pluginWriteups, {validateOptions} from '../index';

/** The writeups plugin over a small fixture site, with the real docs plugin underneath; `context` overrides parts of the site's context. */
export async function loadFixtureSite(
  name: 'valid' | 'invalid',
  context: Partial<LoadContext> = {},
) {
  const siteDir = path.join(__dirname, '__fixtures__', name);
  const siteContext: LoadContext = {...(await loadContext({siteDir})), ...context};
  const options = validateOptions({
    validate: normalizePluginOptions as Parameters<typeof validateOptions>[0]['validate'],
    options: {path: 'docs', tags: 'tags.yml', onInlineTags: 'ignore', sidebarPath: false},
  });
  return {siteDir, context: siteContext, plugin: await pluginWriteups(siteContext, options)};
}

/** The fixture site's loaded content as other plugins receive it in `allContentLoaded`. */
export async function loadFixtureContent(
  name: 'valid' | 'invalid',
  context: Partial<LoadContext> = {},
) {
  const site = await loadFixtureSite(name, context);
  const allContent = {
    'docusaurus-plugin-content-docs': {default: await site.plugin.loadContent!()},
  } as AllContent;
  return {...site, allContent};
}
