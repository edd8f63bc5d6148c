import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import * as tslibShim from './tslibShim';
import {findMissingHelpers} from './tslibHelpers';

const pluginName = 'lean-bundle';

type ResolveData = {request: string; contextInfo: {issuer: string}};
type Compiler = {
  hooks: {
    normalModuleFactory: {
      tap(
        name: string,
        callback: (factory: {hooks: {beforeResolve: {tap(name: string, callback: (data: ResolveData) => void): void}}}) => void,
      ): void;
    };
    thisCompilation: {
      tap(
        name: string,
        callback: (compilation: {errors: Error[]; hooks: {finishModules: {tap(name: string, callback: () => void): void}}}) => void,
      ): void;
    };
  };
};

/**
 * Fails the build when a module of the browser bundle calls a tslib helper the
 * shim lacks: every module that requires tslib is read and its helper calls are
 * compared with the shim's exports, so a dependency update cannot ship a call to
 * `undefined`.
 */
class TslibShimCheck {
  apply(compiler: Compiler): void {
    const importers = new Set<string>();
    compiler.hooks.normalModuleFactory.tap(pluginName, (factory) => {
      factory.hooks.beforeResolve.tap(pluginName, (data) => {
        if (data.request === 'tslib' && data.contextInfo.issuer) importers.add(data.contextInfo.issuer);
      });
    });
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.finishModules.tap(pluginName, () => {
        for (const [file, helpers] of findMissingHelpers(importers, new Set(Object.keys(tslibShim)))) {
          compilation.errors.push(
            new Error(
              `${file} calls tslib's ${helpers.join(', ')}, which src/plugins/lean-bundle/tslibShim.ts does not provide: add it there, or remove the tslib alias.`,
            ),
          );
        }
      });
    });
  }
}

/**
 * Bundle trims that need no change to any page: the browser bundle gets a
 * one-function tslib (tslibShim.ts), about 1.5 KiB of gzip less on every page.
 * The build checks that no bundled module needs another helper (TslibShimCheck).
 */
export default function pluginLeanBundle(): Plugin {
  return {
    name: pluginName,
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {tslib$: path.join(__dirname, 'tslibShim.ts')}}, plugins: [new TslibShimCheck() as never]};
    },
  };
}
