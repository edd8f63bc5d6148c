import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {requireModuleInBundle} from '../../../node/replaceModule';

/** The module Docusaurus resolves `@docusaurus/useIsBrowser` to, replaced by ours. */
export const useIsBrowserAlias = '@docusaurus/useIsBrowser';
const ownUseIsBrowser = path.join(__dirname, 'useIsBrowser.ts');

type Aliases = Record<string, string | false | string[]>;

/**
 * Points Docusaurus's alias for `@docusaurus/useIsBrowser` at this folder's
 * hook, so every import of it (the theme's, core's `BrowserOnly` and the
 * hydration marker among them) gets the per-component answer. The alias is
 * replaced in place, not added: webpack takes the first alias that matches.
 */
export function replaceUseIsBrowser(aliases: Aliases | undefined): Aliases {
  if (!aliases || !(useIsBrowserAlias in aliases)) {
    throw new Error(
      `hydration: Docusaurus no longer defines the webpack alias '${useIsBrowserAlias}' (did its client exports move?); src/plugins/infrastructure/hydration/index.ts replaces it and needs updating.`,
    );
  }
  return {...aliases, [useIsBrowserAlias]: ownUseIsBrowser};
}

export default function pluginHydration(): Plugin {
  return {
    name: 'hydration',
    configureWebpack(config, isServer) {
      const alias = config.resolve?.alias;
      if (Array.isArray(alias)) {
        throw new Error(
          'hydration: Docusaurus now gives webpack its aliases as an array; src/plugins/infrastructure/hydration/index.ts expects an object.',
        );
      }
      config.resolve = {...config.resolve, alias: replaceUseIsBrowser(alias as Aliases)};
      if (isServer) return {};
      return {
        plugins: [
          requireModuleInBundle({
            pluginName: 'hydration',
            module: ownUseIsBrowser,
            whenMissing:
              "no import of '@docusaurus/useIsBrowser' in the browser bundle resolves to the site's hook",
          }),
        ],
      };
    },
  };
}
