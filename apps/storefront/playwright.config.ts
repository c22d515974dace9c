import { defineConfig } from '@playwright/test';
import { chromiumUse } from '@haat/playwright-config';
import { STOREFRONT_URL } from './e2e/fixtures/ports.ts';

/**
 * End-to-end tests of the built storefront, served statically (SPA fallback) on 3100, against the
 * real API seeded with the demo shops on 4100; e2e/global-setup.ts builds and starts both.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI'] ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: { ...chromiumUse, baseURL: STOREFRONT_URL, timezoneId: 'Asia/Dhaka' },
  projects: [{ name: 'chromium' }],
});
