import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {pageFamilies} from '../../../config/pages';
import {trimRegistryModule, trimRoutesChunkNames, trimRoutesModule} from './routeFamilies';

export {familyIdsProp, pageFamilyPlugin, type PageFamilyOptions} from './familyPlugin';

const pluginName = 'page-family';

/**
 * Writes the browser's copies of the route files with each page family merged
 * into one route (routeFamilies.ts) and returns the aliases that point the
 * browser bundle at them.
 */
function writeBrowserRoutes(
  generatedFilesDir: string,
  prefixes: readonly string[],
): Record<string, string> {
  const read = (file: string) => fs.readFileSync(path.join(generatedFilesDir, file), 'utf8');
  const {chunkNames, dropped} = trimRoutesChunkNames(
    JSON.parse(read('routesChunkNames.json')) as never,
    prefixes,
  );
  const outDir = path.join(generatedFilesDir, pluginName);
  fs.mkdirSync(outDir, {recursive: true});
  const files = {
    routes: ['routes.js', trimRoutesModule(read('routes.js'), prefixes)],
    routesChunkNames: ['routesChunkNames.json', JSON.stringify(chunkNames)],
    registry: ['registry.js', trimRegistryModule(read('registry.js'), dropped)],
  } as const;
  return Object.fromEntries(
    Object.entries(files).map(([name, [file, text]]) => {
      fs.writeFileSync(path.join(outDir, file), text);
      return [`@generated/${name}$`, path.join(outDir, file)];
    }),
  );
}

/**
 * Page families, all in this folder: each family (config/pages.ts `pageFamilies`: the technique and
 * tool pages) is made by `pageFamilyPlugin` (familyPlugin.ts: an index route, one route per page,
 * each page's data.json); its pages read their data with client/PageData. This plugin, registered
 * once, gives the browser one route per family instead of one per page (routeFamilies.ts), in
 * production builds: about 20 KiB of gzip less on every page. The development server regenerates the
 * route files on every change, so it keeps every route.
 */
export default function pluginPageFamilies(context: LoadContext): Plugin {
  return {
    name: pluginName,
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const prefixes = pageFamilies.map((family) => normalizeUrl([context.baseUrl, family, '/']));
      // First in the list: webpack takes the first alias that matches, and '@generated' would.
      config.resolve = {
        ...config.resolve,
        alias: {
          ...writeBrowserRoutes(context.generatedFilesDir, prefixes),
          ...config.resolve?.alias,
        },
      };
      return {};
    },
  };
}
