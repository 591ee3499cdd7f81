import { defineConfig, devices } from '@playwright/test';

// End-to-end journeys in Debian's Chromium against the real server on the embedded database,
// started by global-setup.ts (docs/decisions/007-e2e.md).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3211);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // One browser at a time: on the 2-core machines CI runs on, two browsers (each with a
  // software-compositing GPU process) and the server oversubscribe the CPU, and a page that
  // normally shows in 2 s took over 10 s (decision 007).
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
});
