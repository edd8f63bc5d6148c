import fs from 'node:fs';
import path from 'node:path';
import {transformWithOxc, type Plugin} from 'vite';
import {defineConfig} from 'vitest/config';

const clientExportsDir = path.resolve(
  import.meta.dirname,
  'node_modules/@docusaurus/core/lib/client/exports',
);
function docusaurusClientAliases(): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(clientExportsDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [`@docusaurus/${file.slice(0, -3)}`, path.join(clientExportsDir, file)]),
  );
}

/**
 * Docusaurus's compiled client files (core's and theme-common's) keep their JSX in `.js` files, which
 * neither Node nor Vite's default transform reads: the tests of the patched hooks (patches/__tests__)
 * and of the site's hydration hook load them through this.
 */
const docusaurusClientLib =
  /[\\/]@docusaurus[\\/](?:theme-common[\\/]lib|core[\\/]lib[\\/]client)[\\/].*\.js$/;
const docusaurusClientJsx: Plugin = {
  name: 'docusaurus-client-jsx',
  enforce: 'pre',
  async transform(code, id) {
    if (!docusaurusClientLib.test(id)) return null;
    return transformWithOxc(code, id, {lang: 'jsx', jsx: {runtime: 'automatic'}});
  },
};

/**
 * Vitest starts its workers with Node's `development` export condition, which loads micromark's debug build (an
 * assertion and a debug logger call on every token): checking the write-ups took twice as long as in the build.
 * Without it the tests load the packages the build loads. Vite concatenates condition lists, so only a config hook
 * that edits them can take one out.
 */
const productionPackageBuilds: Plugin = {
  name: 'production-package-builds',
  enforce: 'post',
  config(config) {
    for (const resolve of [config.resolve, config.environments?.ssr?.resolve]) {
      if (resolve?.conditions) {
        resolve.conditions = resolve.conditions.filter(
          (condition) => condition !== 'development|production' && condition !== 'development',
        );
      }
    }
  },
};

export default defineConfig({
  plugins: [docusaurusClientJsx, productionPackageBuilds],
  resolve: {
    alias: {
      '@site': path.resolve(import.meta.dirname),
      // Docusaurus's client modules (`@docusaurus/useBaseUrl`, …) resolve to their real files, as the bundler's
      // aliases make them; component tests replace them with vi.mock.
      ...docusaurusClientAliases(),
      // The generated modules the patched files read, as fixtures of the generated shape.
      '@generated/site-storage': path.resolve(
        import.meta.dirname,
        'patches/__tests__/generated/site-storage.ts',
      ),
      '@generated/docusaurus.config': path.resolve(
        import.meta.dirname,
        'patches/__tests__/generated/docusaurus.config.ts',
      ),
      '@generated/routes': path.resolve(
        import.meta.dirname,
        'patches/__tests__/generated/routes.ts',
      ),
    },
  },
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: [
      'src/**/__tests__/**/*.test.{ts,tsx}',
      'scripts/**/__tests__/**/*.test.ts',
      // Content tests beside the content they check, repository tests (README, workflow, import graph) and the
      // route check's own tests under tests/.
      'docs/__tests__/*.test.ts',
      'lessons/__tests__/*.test.ts',
      'tests/repository/*.test.ts',
      'tests/routes/__tests__/*.test.ts',
      'patches/__tests__/*.test.{ts,tsx}',
    ],
    environment: 'node',
    // The content tests run the write-ups' solvers and read every page; npm test runs them beside the build, so 5 s is too tight.
    testTimeout: 30_000,
    // Test files share one module graph per worker (no re-import of Docusaurus, Zod, unified for each of 67 files):
    // 78 s → 33 s on 2 cores. No test relies on a fresh module state; shuffled runs (--sequence.shuffle) pass.
    isolate: false,
    // Run through Vite, not Node, so that the JSX above is compiled.
    server: {deps: {inline: [docusaurusClientLib]}},
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
