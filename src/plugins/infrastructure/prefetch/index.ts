import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus's prefetch helpers (`./docusaurus` imported by its client entry), which client/docusaurus.ts stands in for. */
const replacedRequest = /^\.\/docusaurus(?:\.js)?$/;
const coreClientDir = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

/**
 * Link prefetching without the burst: visible links are prefetched in idle time
 * after the load event, each chunk file once (client/docusaurus.ts). Hover and
 * touch still preload at once, as Docusaurus does.
 */
export default function pluginPrefetch(): Plugin {
  return {
    name: 'prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const replacement = path.join(__dirname, 'client/docusaurus.ts');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            replacedRequest,
            (request: {request: string; context: string}) => {
              // Only Docusaurus's own import of it, from its client folder.
              if (coreClientDir.test(request.context)) request.request = replacement;
            },
          ),
        ],
      };
    },
  };
}
