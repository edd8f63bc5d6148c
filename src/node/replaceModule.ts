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

/** A module the site expects in the browser bundle, and the error when it is not there. */
export type ExpectedModule = {
  /** The plugin that puts it there, named in the error. */
  readonly pluginName: string;
  /** The module's file. */
  readonly module: string;
  /** What the framework no longer does that made the module part of the bundle, for the error. */
  readonly whenMissing: string;
};

/**
 * Fails the build when a module of the site is not in the bundle: reads the compilation's modules,
 * not a resolver callback, because a cached build resolves nothing again.
 */
class ModulePresenceCheck {
  constructor(private readonly expected: ExpectedModule) {}
  apply(compiler: Compiler): void {
    const {pluginName, module: expectedModule, whenMissing} = this.expected;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.finishModules.tap(pluginName, () => {
        for (const module of compilation.modules)
          if ('resource' in module && module.resource === expectedModule) return;
        compilation.errors.push(
          new Error(
            `${pluginName}: ${whenMissing}, so ${expectedModule} is not in the bundle: update the plugin (did Docusaurus move the file?).`,
          ),
        );
      });
    });
  }
}

/** The bundler plugin that stops the build, naming the plugin, when the expected module is not in it. */
export function requireModuleInBundle(expected: ExpectedModule): WebpackPluginInstance {
  // Typed by what it reads of the compiler, which webpack's and Rspack's compilers both have.
  return new ModulePresenceCheck(expected) as unknown as WebpackPluginInstance;
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
    requireModuleInBundle({
      pluginName: replacement.pluginName,
      module: replacement.replacement,
      whenMissing: replacement.whenMissing,
    }),
  ];
}
