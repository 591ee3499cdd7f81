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
  // Every user-facing string goes through Lingui (docs/decisions/181-i18n.md, 205): all of web/src.
  {
    files: ['web/src/**/*.{ts,tsx}'],
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
            '^T?\\d{2}:\\d{2}(:\\d{2}(\\.\\d{3})?Z?)?$',
            // The settings drawer's font sample.
            '^Aa$',
            // CSS colours and shapes: '#0B0F14', 'rgba(145, 158, 171, 0.08)', 'rgb(20 26 33 / 0.48)',
            // 'rect(0 0 0 0)', a colour channel triplet '145 158 171'.
            '^#[0-9A-Fa-f]{3,8}$',
            '^(rgba?|rect)\\([\\d., /]+\\)$',
            '^\\d+( \\d+)+$',
            // A CSS font stack ending in a generic family.
            ', (sans-serif|serif|monospace)$',
            // HTML markup the build writes into a page, CSS attribute selectors.
            '^<[a-z]+ [a-z-]+=',
            '^\\[[-\\w]+(="[^"]*")?\\]$',
            // CSS rules: '#shell~#root{visibility:hidden}'.
            '^[^{}]+\\{[-\\w]+:[^{}]+\\}',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|testid|^sx$|Sx$|^key$|^to$|^href$|^path', flags: 'i' } },
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
            'matchMedia',
            '*.breakpoints.*',
            'alpha',
            'varAlpha',
          ],
        },
      ],
    },
  },
);
