// One jest run, three projects: browser-side units (jsdom), Node units, and integration tests
// that talk to a local stack started once by the global setup.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// jotai 3 and a few others ship ESM only: let swc transform them (react-markdown and the
// unified ecosystem it builds on, for the Markdown shared by the info pages and the back office).
const ESM_ONLY = [
  'jotai',
  '@lingui',
  '@messageformat',
  '@supabase',
  'react-markdown',
  'remark-[a-z-]+',
  'rehype-[a-z-]+',
  'unified',
  'bail',
  'trough',
  'vfile[a-z-]*',
  'unist-[a-z-]+',
  'mdast-[a-z-]+',
  'hast-[a-z-]+',
  'micromark[a-z-]*',
  'decode-named-character-reference',
  'character-entities[a-z0-9-]*',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'devlop',
  'is-plain-obj',
  'trim-lines',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'github-slugger',
  'estree-util-[a-z-]+',
  'stringify-entities',
  'parse-entities',
  'character-reference-invalid',
  'is-[a-z]+',
];
const transformIgnorePatterns = [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/+])`];
// Every app of the one list of apps.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest reads its config as CommonJS.
const { apps } = require('./apps.json');
// Files a build emits as assets (fonts, images) are their URL in the browser; a name in tests.
const moduleNameMapper = { '\\.(woff2|avif|webp|png)(\\?url)?$': '<rootDir>/jest.asset-stub.cjs' };
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns,
  moduleNameMapper,
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared', ...apps.map((app) => `<rootDir>/${app.dir}`)],
      testMatch: ['**/src/**/*.test.{ts,tsx}'],
      // Fetch modules' tests run against the stack, in the integration project; the HTML host
      // (shell/host) is Node code, in unit-node.
      testPathIgnorePatterns: ['/node_modules/', '\\.stack\\.test\\.ts$', '<rootDir>/shell/host/'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.ts'],
    },
    {
      ...common,
      displayName: 'unit-node',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/supabase',
        '<rootDir>/scripts',
        '<rootDir>/shell/host',
        '<rootDir>/shared/build',
        '<rootDir>/bench',
        '<rootDir>/tools',
      ],
      testMatch: [
        '<rootDir>/bench/**/*.test.mjs',
        '**/supabase/**/src/**/*.test.ts',
        '<rootDir>/tools/*/src/**/*.test.ts',
        '<rootDir>/supabase/functions/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.{ts,mjs}',
        '<rootDir>/shell/host/src/**/*.test.ts',
        '<rootDir>/shared/build/**/*.test.ts',
      ],
      // Scripts' tests against the stack run in the integration project.
      testPathIgnorePatterns: ['/node_modules/', '\\.stack\\.test\\.mjs$'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/supabase/local/test',
        '<rootDir>/shared',
        '<rootDir>/scripts',
        ...apps.map((app) => `<rootDir>/${app.dir}`),
      ],
      // The stack's own tests, each app's fetch modules and the scripts that talk to the stack.
      testMatch: [
        '<rootDir>/supabase/local/test/**/*.test.ts',
        '**/src/**/*.stack.test.ts',
        '<rootDir>/scripts/**/*.stack.test.mjs',
      ],
      testPathIgnorePatterns: ['/node_modules/'],
      setupFiles: ['<rootDir>/jest.setup-stack-client.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup-stack-client-loaded.ts'],
      globalSetup: '<rootDir>/supabase/local/test/global-setup.ts',
      globalTeardown: '<rootDir>/supabase/local/test/global-teardown.ts',
    },
  ],
};
