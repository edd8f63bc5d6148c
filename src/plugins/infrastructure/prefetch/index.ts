import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceModule} from '../../../node/replaceModule';

/**
 * Link prefetching without the burst: visible links are prefetched in idle time
 * after the load event, each chunk file once (client/docusaurus.ts). Hover and
 * touch still preload at once, as Docusaurus does.
 */
export default function pluginPrefetch(): Plugin {
  return {
    name: 'prefetch',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        plugins: replaceModule(utils, {
          pluginName: 'prefetch',
          // Docusaurus's prefetch helpers, imported by its client entry.
          request: /^\.\/docusaurus(?:\.js)?$/,
          issuerDir: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/,
          replacement: path.join(__dirname, 'client/docusaurus.ts'),
          whenMissing:
            "Docusaurus's client no longer imports ./docusaurus from @docusaurus/core/lib/client",
        }),
      };
    },
  };
}
