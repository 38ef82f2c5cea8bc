import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { boundaryZones } from './scripts/lint/boundaries.mjs';
import i18nLint from './scripts/lint/no-bare-text.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      '.releases/**',
      '**/storybook-static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // No module imports itself through others, anywhere (type-only imports aside).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
      // Imported TypeScript files are parsed too, so a cycle through them is seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Boundaries between the apps, shared and the features of each app (scripts/lint/boundaries.mjs).
    files: ['shell/**', 'mfe-*/**', 'shared/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones() },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    // Jest tests of the Node scripts (jest.config.cjs, project unit-node).
    files: ['**/*.test.mjs'],
    languageOptions: {
      globals: {
        describe: 'readonly',
        it: 'readonly',
        test: 'readonly',
        expect: 'readonly',
        beforeAll: 'readonly',
        beforeEach: 'readonly',
        afterEach: 'readonly',
        afterAll: 'readonly',
      },
    },
  },
  {
    // The translated apps' texts come from their catalogs (README "Languages"). Tests, stories
    // and the remotes not translated yet are left out.
    files: [
      'shell/src/**/*.tsx',
      'mfe-info/src/**/*.tsx',
      'mfe-games/src/**/*.tsx',
      'mfe-admin/src/**/*.tsx',
      'mfe-auction/src/**/*.tsx',
      'mfe-account/src/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    plugins: { i18n: i18nLint },
    rules: { 'i18n/no-bare-text': 'error' },
  },
  {
    // Deno entry points of the Supabase Edge Functions.
    files: ['supabase/functions/**/index.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
);
