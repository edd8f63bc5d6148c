import type {ConfigureWebpackUtils} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';

type Compilation = {
  errors: Error[];
  modules: Iterable<object>;
  hooks: {finishModules: {tap(name: string, callback: () => void): void}};
};
type Compiler = {
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: Compilation) => void): void}};
};

export type ModuleReplacement = {
  /** The plugin that replaces the module, named in the error. */
  readonly pluginName: string;
  /** The request to replace, as the framework's file writes it (`./docusaurus`). */
  readonly request: RegExp;
  /** The folder of the framework's files whose import is replaced; the same request from anywhere else is left alone. */
  readonly issuerDir: RegExp;
  /** The site's module that stands in for it. */
  readonly replacement: string;
  /** What the framework no longer does when the replacement matches nothing, for the error. */
  readonly whenMissing: string;
};

/**
 * Fails the browser build when the replacement is not in it: reads the compilation's modules, not the
 * replacement's callback, because a cached build resolves nothing again.
 */
class ReplacementCheck {
  constructor(private readonly replacement: ModuleReplacement) {}
  apply(compiler: Compiler): void {
    const {pluginName, replacement, whenMissing} = this.replacement;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.finishModules.tap(pluginName, () => {
        for (const module of compilation.modules)
          if ('resource' in module && module.resource === replacement) return;
        compilation.errors.push(
          new Error(
            `${pluginName}: ${whenMissing}, so ${replacement} replaces nothing: update the plugin's pattern (did Docusaurus move the file?).`,
          ),
        );
      });
    });
  }
}

/**
 * The bundler plugins that replace one of the framework's internal imports by a module of the site,
 * and stop the build, naming the plugin, when there is nothing left to replace: a framework update
 * cannot silently bring the replaced code back.
 */
export function replaceModule(
  {currentBundler}: ConfigureWebpackUtils,
  replacement: ModuleReplacement,
): WebpackPluginInstance[] {
  return [
    new currentBundler.instance.NormalModuleReplacementPlugin(
      replacement.request,
      (request: {request: string; context: string}) => {
        if (replacement.issuerDir.test(request.context)) request.request = replacement.replacement;
      },
    ),
    // Typed by what it reads of the compiler, which webpack's and Rspack's compilers both have.
    new ReplacementCheck(replacement) as unknown as WebpackPluginInstance,
  ];
}
