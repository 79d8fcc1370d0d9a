import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './tests/e2e/support/chromium';
import { postgresSpecs } from './tests/e2e/support/engines';

const onPostgres = postgresSpecs.map((name) => `**/${name}`);

/** Browser tests drive Debian's Chromium against one production build served by the product's own server. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Each spec runs once: with E2E_DATABASE_URL the specs that write data against PostgreSQL and the rest against
  // PGlite, in one run on one build; without it, all against PGlite.
  projects: process.env.E2E_DATABASE_URL
    ? [
        { name: 'pglite', testIgnore: onPostgres },
        { name: 'postgres', testMatch: onPostgres },
      ]
    : [{ name: 'pglite' }],
});
