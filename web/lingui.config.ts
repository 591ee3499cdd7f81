import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Lingui catalogs (docs/decisions/181-i18n.md): English is the source language, the message text
// is the id, and every other locale is loaded only when chosen. `npm run i18n:extract -w
// @jobfit/web` writes src/locales/*/messages.po; `npm run lint` fails when they are stale or a
// German message is missing.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  // No line numbers: moving code must not rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
