import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Addresses the router can read: a malformed `%` escape, a doubled or encoded slash and an overlong
 * fragment or query are put right before the app starts (client/repairLocation.ts), and routes match
 * case-sensitively, as the host serves them (client/caseSensitiveRoutes.tsx).
 */
export default function pluginMalformedUrls(): Plugin {
  return {
    name: 'malformed-urls',
    getClientModules() {
      return [path.join(__dirname, 'client/repairLocation.ts')];
    },
    configureWebpack(config) {
      // First in the list: webpack takes the first alias that matches, and Docusaurus's own would.
      config.resolve = {
        ...config.resolve,
        // Docusaurus's renderRoutes re-exports react-router-config's, so this one alias covers every reader of routes.
        alias: {
          'react-router-config$': path.join(__dirname, 'client/caseSensitiveRoutes.tsx'),
          ...config.resolve?.alias,
        },
      };
      return {};
    },
  };
}
