import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildVersionOf, compileServiceWorker, offlineManifestOf} from './build';
import {serviceWorkerFile} from './constants';
import {whenBuildFilesWritten} from '../../../node/postBuild';

/**
 * Offline reading: writes the service worker (client/sw.ts) into the build and registers
 * it from a small client module once the page has loaded, so the first visit's
 * bytes before the load event are unchanged. Production builds only.
 */
export default function pluginOffline(context: LoadContext): Plugin {
  return {
    name: 'offline',

    getClientModules() {
      return [
        path.join(__dirname, 'client/register.ts'),
        path.join(__dirname, 'client/missingChunks.ts'),
      ];
    },

    async postBuild({outDir}) {
      // After the plugins that write or rewrite the build's files (the search index, page data, each page's
      // security policy), so that the manifest holds their final bytes.
      await whenBuildFilesWritten();
      const worker = await compileServiceWorker({
        buildVersion: await buildVersionOf(outDir),
        baseUrl: context.baseUrl,
        manifest: await offlineManifestOf(outDir),
      });
      await writeFile(path.join(outDir, serviceWorkerFile), worker);
    },
  };
}
