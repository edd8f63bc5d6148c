import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus's prefetch helpers (`./docusaurus` imported by its client entry), which client/docusaurus.ts stands in for. */
const replacedRequest = /^\.\/docusaurus(?:\.js)?$/;
const coreClientDir = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

type Compilation = {
  errors: Error[];
  modules: Iterable<object>;
  hooks: {finishModules: {tap(name: string, callback: () => void): void}};
};
type Compiler = {
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: Compilation) => void): void}};
};

/**
 * Fails the browser build when the replacement is not in it: Docusaurus's client entry no longer
 * imports `./docusaurus` from its client folder, and Docusaurus's own prefetching would be back.
 * (It reads the compilation's modules, not the replacement's callback: a cached build resolves
 * nothing again.)
 */
class ReplacementCheck {
  constructor(private readonly replacement: string) {}
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('prefetch', (compilation) => {
      compilation.hooks.finishModules.tap('prefetch', () => {
        for (const module of compilation.modules)
          if ('resource' in module && module.resource === this.replacement) return;
        compilation.errors.push(
          new Error(
            "prefetch: Docusaurus's client no longer imports ./docusaurus from @docusaurus/core/lib/client, so src/plugins/infrastructure/prefetch/client/docusaurus.ts replaces nothing: update the plugin's pattern (did Docusaurus move its prefetch helpers?).",
          ),
        );
      });
    });
  }
}

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
          new ReplacementCheck(replacement),
        ],
      };
    },
  };
}
