// Lint rules, including the import boundaries of STYLE.md (docs/architecture.md).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/test-results/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // engine → nothing of ours; no network, database or DOM.
  {
    files: ['engine/**/*.ts'],
    rules: restrict([
      {
        group: ['@jobfit/*', '**/server/**', '**/web/**', '**/contracts/**'],
        message: 'The engine imports nothing of ours (STYLE.md).',
      },
      {
        group: [
          'pg',
          'drizzle-orm*',
          '@electric-sql/*',
          'node:http',
          'node:https',
          'node:net',
          'hono*',
        ],
        message: 'The engine has no network or database.',
      },
      { group: ['**/_*', '!./_*'], message: "Another folder's _private file is not public." },
    ]),
  },
  // contracts → zod only.
  {
    files: ['contracts/**/*.ts'],
    rules: restrict([
      {
        group: ['@jobfit/*', '**/server/**', '**/web/**', '**/engine/**'],
        message: 'contracts imports zod only.',
      },
    ]),
  },
  // server → engine, contracts; a module never imports another module.
  {
    files: ['server/src/**/*.ts'],
    rules: restrict([
      { group: ['@jobfit/web', '**/web/**'], message: 'The server does not import the web app.' },
    ]),
  },
  {
    files: ['server/src/modules/*/**/*.ts'],
    rules: restrict([
      { group: ['@jobfit/web', '**/web/**'], message: 'The server does not import the web app.' },
      {
        regex: String.raw`^\.\./(?!\.\.)[^/]+/|/modules/`,
        message: 'A module never imports another module; move shared logic to lib/ (STYLE.md).',
      },
    ]),
  },
  {
    files: [
      'server/src/lib/**/*.ts',
      'server/src/db/**/*.ts',
      'server/src/auth/**/*.ts',
      'server/src/env.ts',
    ],
    rules: restrict([
      {
        group: ['**/modules/**', '**/app.ts', '**/index.ts'],
        message: 'L0 imports nothing above it (STYLE.md).',
      },
    ]),
  },
  // web: L0 shared ← L1 features ← L2 composition; features never import each other.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...restrict([
        {
          group: ['@jobfit/server', '@jobfit/engine', '**/server/**', '**/engine/**'],
          message: 'web talks to the API only through contracts and the typed client.',
        },
      ]),
    },
  },
  {
    files: [
      'web/src/{theme,components,hooks,lib,utils,config}/**/*.{ts,tsx}',
      'web/src/routes/paths.ts',
    ],
    rules: restrict([
      {
        group: ['@jobfit/server', '@jobfit/engine', '**/server/**', '**/engine/**'],
        message: 'web talks to the API only through contracts.',
      },
      {
        group: ['**/features/**', '**/pages/**', '**/layouts/**', '**/app', '**/main'],
        message: 'L0 shared code imports nothing above it (STYLE.md).',
      },
    ]),
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@jobfit/server', '@jobfit/engine', '**/server/**', '**/engine/**'],
        message: 'web talks to the API only through contracts.',
      },
      {
        group: ['**/pages/**', '**/layouts/**', '**/app', '**/main'],
        message: 'A feature imports L0 and itself only (STYLE.md).',
      },
      {
        group: ['../../*/**', '**/features/**'],
        message: 'Features never import each other (STYLE.md).',
      },
    ]),
  },
);
