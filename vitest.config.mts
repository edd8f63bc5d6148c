import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@site': path.resolve(import.meta.dirname),
      // Docusaurus's client hooks, which component tests replace with vi.mock, resolve to their real files.
      '@docusaurus/useBaseUrl': path.resolve(
        import.meta.dirname,
        'node_modules/@docusaurus/core/lib/client/exports/useBaseUrl.js',
      ),
      '@docusaurus/useIsBrowser': path.resolve(
        import.meta.dirname,
        'node_modules/@docusaurus/core/lib/client/exports/useIsBrowser.js',
      ),
    },
  },
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: [
      'src/**/__tests__/**/*.test.{ts,tsx}',
      'scripts/**/__tests__/**/*.test.ts',
      'patches/__tests__/*.test.{ts,tsx}',
    ],
    environment: 'node',
    // The content tests run the write-ups' solvers and read every page; npm test runs them beside the build, so 5 s is too tight.
    testTimeout: 30_000,
    // Test files share one module graph per worker (no re-import of Docusaurus, Zod, unified for each of 67 files):
    // 78 s → 33 s on 2 cores. No test relies on a fresh module state; shuffled runs (--sequence.shuffle) pass.
    isolate: false,
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
