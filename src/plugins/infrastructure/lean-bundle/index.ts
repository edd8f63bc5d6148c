import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as tslibShim from './tslibShim';
import {findMissingHelpers} from './tslibHelpers';

const pluginName = 'lean-bundle';

type ResolveData = {request: string; contextInfo: {issuer: string}};
type Compiler = {
  hooks: {
    normalModuleFactory: {
      tap(
        name: string,
        callback: (factory: {
          hooks: {beforeResolve: {tap(name: string, callback: (data: ResolveData) => void): void}};
        }) => void,
      ): void;
    };
    thisCompilation: {
      tap(
        name: string,
        callback: (compilation: {
          errors: Error[];
          hooks: {finishModules: {tap(name: string, callback: () => void): void}};
        }) => void,
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
        if (data.request === 'tslib' && data.contextInfo.issuer)
          importers.add(data.contextInfo.issuer);
      });
    });
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.finishModules.tap(pluginName, () => {
        for (const [file, helpers] of findMissingHelpers(
          importers,
          new Set(Object.keys(tslibShim)),
        )) {
          compilation.errors.push(
            new Error(
              `${file} calls tslib's ${helpers.join(', ')}, which src/plugins/infrastructure/lean-bundle/tslibShim.ts does not provide: add it there, or remove the tslib alias.`,
            ),
          );
        }
      });
    });
  }
}

/** The entry file of every local plugin (src/plugins/<kind>/<name>/index.ts), which sets build options. */
function localPluginEntries(siteDir: string): string[] {
  const pluginsDir = path.join(siteDir, 'src', 'plugins');
  return fs
    .readdirSync(pluginsDir, {withFileTypes: true})
    .filter((kind) => kind.isDirectory())
    .flatMap((kind) =>
      fs
        .readdirSync(path.join(pluginsDir, kind.name))
        .map((name) => path.join(pluginsDir, kind.name, name, 'index.ts')),
    )
    .filter((file) => fs.existsSync(file));
}

/**
 * Bundle trims and splits for the browser:
 * - React DOM and the route table (the generated data of every route) in scripts of their own, so that the
 *   browser compiles and evaluates each in a task apart from the app's;
 * - a one-function tslib (tslibShim.ts), about 1.5 KiB of gzip less on every page;
 *   the build checks that no bundled module needs another helper (TslibShimCheck).
 * (The page families' one browser route each is src/plugins/infrastructure/page-family.)
 */
export default function pluginLeanBundle(
  context: LoadContext,
  {sourceMaps = false}: {sourceMaps?: boolean} = {},
): Plugin {
  return {
    name: pluginName,
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Source maps only when asked for, to name the functions of a trace (scripts/bench/longTasks.ts).
      // The persistent cache keeps modules built without maps, so a build with maps skips it.
      if (sourceMaps) {
        config.devtool = 'source-map';
        config.cache = false;
        config.experiments = {...config.experiments, cache: false} as typeof config.experiments;
      }
      // The persistent cache takes node_modules as unchanging, so a changed patch (patches/, applied on install)
      // would be built from the cache's old copy of the module: the patches are dependencies of the build.
      // So are the local plugins' entry files: the aliases and split rules they set are not seen by the cache.
      const persistentCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      if (
        persistentCache &&
        typeof persistentCache === 'object' &&
        'buildDependencies' in persistentCache
      ) {
        const patchesDir = path.join(context.siteDir, 'patches');
        const patches = fs.existsSync(patchesDir)
          ? fs.readdirSync(patchesDir).filter((file) => file.endsWith('.patch'))
          : [];
        const dependencies =
          (persistentCache as {buildDependencies?: string[]}).buildDependencies ?? [];
        (persistentCache as {buildDependencies: string[]}).buildDependencies = [
          ...dependencies,
          ...patches.map((file) => path.join(patchesDir, file)),
          ...localPluginEntries(context.siteDir),
        ];
      }
      // React DOM in a script of its own: the browser evaluates it in a task apart from the app's.
      const splitChunks = config.optimization?.splitChunks;
      if (splitChunks && typeof splitChunks === 'object' && splitChunks.cacheGroups) {
        splitChunks.cacheGroups.reactDom = {
          test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
          name: 'react-dom',
          chunks: 'initial',
          enforce: true,
          priority: 60,
        };
        // The route table and the other generated data (every route's loaders and chunk names, global data) likewise.
        splitChunks.cacheGroups.routeTable = {
          test: /[\\/]\.docusaurus[\\/]/,
          name: 'route-table',
          chunks: 'initial',
          enforce: true,
          priority: 55,
        };
        // The reader's progress (its store and hook) is used by the flag checker, the link lists and the
        // page footer of every write-up: one small script the browser caches, not a copy in each page's.
        splitChunks.cacheGroups.readerProgress = {
          test: /[\\/]src[\\/]components[\\/]Progress[\\/](store|useProgress)\.ts$/,
          name: 'reader-progress',
          chunks: 'all',
          enforce: true,
          priority: 50,
        };
      }
      return {
        resolve: {alias: {tslib$: path.join(__dirname, 'tslibShim.ts')}},
        plugins: [new TslibShimCheck() as never],
      };
    },
  };
}
