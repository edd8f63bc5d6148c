import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildVersionOf, compileServiceWorker} from './build';
import {serviceWorkerFile} from './constants';

/**
 * Offline reading: writes the service worker (client/sw.ts) into the build and registers
 * it from a small client module once the page has loaded, so the first visit's
 * bytes before the load event are unchanged. Production builds only.
 */
export default function pluginOffline(context: LoadContext): Plugin {
  return {
    name: 'offline',

    getClientModules() {
      return [path.join(__dirname, 'client/register.ts')];
    },

    async postBuild({outDir}) {
      const worker = await compileServiceWorker({buildVersion: await buildVersionOf(outDir), baseUrl: context.baseUrl});
      await writeFile(path.join(outDir, serviceWorkerFile), worker);
    },
  };
}
