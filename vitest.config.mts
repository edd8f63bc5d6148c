import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {'@site': path.resolve(import.meta.dirname)},
  },
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'scripts/**/__tests__/**/*.test.ts'],
    environment: 'node',
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
