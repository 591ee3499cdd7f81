import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Lingui catalogs (docs/decisions/181-i18n.md): English is the source language, the message text
// is the id, and every other locale is loaded only when chosen. `npm run i18n:extract -w
// @jobfit/web` writes src/locales/*/messages.po; `npm run lint` fails when they are stale or a
// German message is missing. The auth pages have a small catalog of their own, so the sign-in
// page's first load carries only its own messages (the shared form fields are in both).
const AUTH_AREA = [
  '<rootDir>/src/features/auth',
  '<rootDir>/src/layouts/auth-centered',
  '<rootDir>/src/pages/auth',
];
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...AUTH_AREA, '**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/auth',
      include: [
        ...AUTH_AREA,
        '<rootDir>/src/components/form/password-field.tsx',
        '<rootDir>/src/lib/second-factor-error.ts',
        // What shows before or around any page: in every catalog (decision 205).
        '<rootDir>/src/components/logo',
        '<rootDir>/src/components/loading-screen',
        '<rootDir>/src/components/connection-banner',
        '<rootDir>/src/lib/connection-message.ts',
        // The contracts' form messages, which the auth forms show too.
        '<rootDir>/src/lib/i18n/contract-messages.ts',
      ],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  // No line numbers: moving code must not rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
