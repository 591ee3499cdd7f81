// Lint rules, including the import boundaries of docs/architecture.md.
import js from '@eslint/js';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
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
        message: 'The engine imports nothing of ours (docs/architecture.md).',
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
        message:
          'A module never imports another module; move shared logic to lib/ (docs/architecture.md).',
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
        message: 'L0 imports nothing above it (docs/architecture.md).',
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
        message: 'L0 shared code imports nothing above it (docs/architecture.md).',
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
        message: 'A feature imports L0 and itself only (docs/architecture.md).',
      },
      {
        group: ['../../*/**', '**/features/**'],
        message: 'Features never import each other (docs/architecture.md).',
      },
    ]),
  },
  // Every user-facing string goes through Lingui (docs/decisions/181-i18n.md). The list grows,
  // screen by screen, until it is simply web/src/**.
  {
    files: [
      'web/src/layouts/**/*.{ts,tsx}',
      'web/src/components/settings/**/*.{ts,tsx}',
      'web/src/components/locale/**/*.{ts,tsx}',
      'web/src/components/check-list/**/*.{ts,tsx}',
      'web/src/components/confirm-delete-dialog/**/*.{ts,tsx}',
      'web/src/components/load-error/**/*.{ts,tsx}',
      'web/src/components/posting-import/**/*.{ts,tsx}',
      'web/src/features/onboarding/**/*.{ts,tsx}',
      'web/src/pages/onboarding/**/*.{ts,tsx}',
      'web/src/features/dashboard/**/*.{ts,tsx}',
      'web/src/pages/dashboard/**/*.{ts,tsx}',
      'web/src/features/scans/**/*.{ts,tsx}',
      'web/src/pages/job-analyzer/**/*.{ts,tsx}',
      'web/src/features/account/**/*.{ts,tsx}',
      'web/src/pages/account-settings.tsx',
      'web/src/features/plan/**/*.{ts,tsx}',
      'web/src/pages/subscription.tsx',
      'web/src/features/documents/**/*.{ts,tsx}',
      'web/src/components/nav-section/**/*.{ts,tsx}',
      'web/src/components/error-content/**/*.{ts,tsx}',
      'web/src/components/conflict-dialog/**/*.{ts,tsx}',
      'web/src/pages/error/**/*.{ts,tsx}',
      'web/src/routes/components/router-error-screen.tsx',
      'web/src/utils/usage-meter.ts',
      'web/src/utils/format.ts',
      'web/src/hooks/use-pagination-labels.ts',
      'web/src/features/admin/**/*.{ts,tsx}',
      'web/src/pages/admin/**/*.{ts,tsx}',
      'web/src/features/master-cv/**/*.{ts,tsx}',
      'web/src/pages/master-cv.tsx',
      'web/src/features/job-targets/**/*.{ts,tsx}',
      'web/src/pages/job-targets.tsx',
      'web/src/utils/job-status.ts',
      'web/src/lib/engine-text/**/*.{ts,tsx}',
      'web/src/features/auth/**/*.{ts,tsx}',
      'web/src/pages/auth/**/*.{ts,tsx}',
      'web/src/components/form/password-field.tsx',
      'web/src/lib/second-factor-error.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One lower-case "word": CSS values, variants, keys, routes, test ids, MIME types.
            '^(?![A-Z])\\S+$',
            // Constants and codes: 'PDF', 'ATS'.
            '^[A-Z0-9_-]+$',
            // CSS: '1px dashed var(--x)', 'repeat(3, 1fr)', 'blur(6px)', '0 0 0 1px'.
            '^[-\\w.%(), #/\\[\\]]*(var\\(|px|rem|fr\\)|%|deg)[-\\w.%(), #/\\[\\]]*$',
            // Font family names, media queries, CSS attr() contents.
            ' Variable$',
            '^@media ',
            '^attr\\(',
            // Clock times in ISO strings: `${day}T12:00:00`.
            '^T?\\d{2}:\\d{2}(:\\d{2})?$',
            // The settings drawer's font sample.
            '^Aa$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|testid|^sx$|Sx$|^key$|^to$|^href$|^path', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            // CSS custom properties.
            { regex: { pattern: '^--' } },
            'id',
            'type',
            'name',
            'variant',
            'color',
            'component',
            'role',
            'rel',
            'target',
            'anchor',
            'accept',
            'autoComplete',
            'inputMode',
            'width',
            'height',
            'src',
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'Intl.*',
            'useSearchParams',
            'navigate',
            '*.getElementById',
            '*.querySelector',
            '*.closest',
            '*.addEventListener',
            '*.removeEventListener',
            '*.setRequestHeader',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.replace',
            '*.join',
            '*.get',
            '*.set',
            '*.has',
            'track',
            'matchPath',
            'useMediaQuery',
            '*.breakpoints.*',
            'alpha',
            'varAlpha',
          ],
        },
      ],
    },
  },
);
