import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Bundle trims that need no change to any page: the browser bundle gets a
 * one-function tslib (tslibShim.ts). The end-to-end smoke test loads every route
 * without console errors, so a dependency that starts using another helper fails CI.
 */
export default function pluginLeanBundle(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {tslib$: path.join(__dirname, 'tslibShim.ts')}}};
    },
  };
}
