import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceModule} from '../../../node/replaceModule';

/**
 * Finds the docs plugin of the current page without `localeCompare` (client/docsClientUtils.ts):
 * the site has two docs plugins (the write-ups and the lessons), and the docs plugin's own lookup
 * sorted their paths with it, building the browser's collator in the middle of hydration on every
 * docs page.
 */
export default function pluginActiveDocsPlugin(): Plugin {
  return {
    name: 'active-docs-plugin',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        plugins: replaceModule(utils, {
          pluginName: 'active-docs-plugin',
          request: /^\.\/docsClientUtils(?:\.js)?$/,
          issuerDir: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client$/,
          replacement: path.join(__dirname, 'client/docsClientUtils.ts'),
          whenMissing:
            "the docs plugin's client (@docusaurus/plugin-content-docs/lib/client) no longer imports ./docsClientUtils",
        }),
      };
    },
  };
}
