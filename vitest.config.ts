import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './web/vite.config';

// One Vitest run for the whole repository. The server suite runs on PGlite always and once more on
// PostgreSQL when DATABASE_URL is set (docs/decisions/005-database.md).
const serverOnPostgres = process.env.DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'server-postgres',
          include: ['server/src/**/*.test.ts'],
          env: { JOBFIT_TEST_DB: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Generous limits: integration tests start real servers and databases on a 2-core machine
    // that may be busy. These bound a hang; no test asserts on time (docs/architecture.md).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['engine/test/**/*.test.ts', 'engine/bench/**/*.test.ts'],
        },
      },
      { extends: true, test: { name: 'contracts', include: ['contracts/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          env: { JOBFIT_TEST_DB: 'pglite' },
        },
      },
      ...serverOnPostgres,
      {
        extends: true,
        // The Lingui macros and .po catalogs compile as in the web build (decision 181).
        plugins: linguiPlugins(),
        resolve: { alias: { src: new URL('./web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/vitest.setup.ts'],
        },
      },
    ],
  },
});
