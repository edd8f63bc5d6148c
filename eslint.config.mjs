import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const writeupsEntries = {
  regex: '(^|/)writeups/(?!(client|rules|testing)$).+',
  message:
    'Import the writeups plugin through its public entry: src/plugins/model/writeups (Node) or src/plugins/model/writeups/client (browser).',
};
const testingEntry = {
  regex: '(^|/)writeups/testing$',
  message: "The writeups plugin's testing entry (fixtures) is for tests only.",
};
const contentRules = {
  regex: '(^|/)writeups/rules$',
  message:
    'The content rules are for the tests and review scripts (scripts/content-stats.ts); the site and the build do not run them.',
};

/** The plugins' three kinds depend one way: features read the model, and infrastructure reads neither. */
const modelOrFeatures = {
  regex: '(^|/)plugins/(model|features)/|^(\\.\\./){2,}(model|features)/',
  message:
    'Infrastructure plugins build and serve pages without knowing the write-up model or the features (README "Project layout").',
};
const features = {
  regex: '(^|/)plugins/features/|^(\\.\\./){2,}features/',
  message:
    'The write-up model does not depend on the features that read it (README "Project layout").',
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-search-baseline/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.cjs', '**/__fixtures__/**/*.js'],
    languageOptions: {globals: globals.node, sourceType: 'commonjs'},
  },
  {
    files: ['src/**/*.tsx'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  // The writeups plugin is used through its public entries, like a package: its index for Node code, client/ for
  // the browser, and rules/ (the content standard's checks) for the tests and review scripts only.
  {
    files: ['scripts/**/*.ts'],
    rules: {'no-restricted-imports': ['error', {patterns: [writeupsEntries]}]},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/plugins/model/writeups/**', '**/__tests__/**'],
    rules: {
      'no-restricted-imports': ['error', {patterns: [writeupsEntries, contentRules, testingEntry]}],
    },
  },
  {
    files: ['src/plugins/model/writeups/**/*.{ts,tsx}'],
    ignores: ['src/plugins/model/writeups/rules/**', '**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{...contentRules, regex: '^(\\.{1,2}/)+rules$'}, features]},
      ],
    },
  },
  // Tests keep the boundaries of the code they test: a test of an infrastructure plugin cannot lean on the model
  // or a feature, and tests outside the writeups plugin reach it through its entries (and rules/) like any user.
  {
    files: ['src/plugins/infrastructure/**/__tests__/**/*.{ts,tsx}'],
    rules: {'no-restricted-imports': ['error', {patterns: [writeupsEntries, modelOrFeatures]}]},
  },
  {
    files: [
      'src/**/__tests__/**/*.{ts,tsx}',
      'tests/**/*.ts',
      'docs/__tests__/*.ts',
      'lessons/__tests__/*.ts',
    ],
    ignores: ['src/plugins/model/writeups/**', 'src/plugins/infrastructure/**'],
    rules: {'no-restricted-imports': ['error', {patterns: [writeupsEntries]}]},
  },
  {
    files: ['src/plugins/infrastructure/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [writeupsEntries, contentRules, modelOrFeatures]},
      ],
    },
  },
);
