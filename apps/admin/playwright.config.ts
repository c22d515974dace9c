import { defineConfig } from '@playwright/test';
import { chromiumUse } from '@haat/playwright-config';
import { ADMIN_URL } from './e2e/support/ports.ts';

/**
 * End-to-end tests of the built admin (served statically with an SPA fallback) against the real
 * API seeded with the demo shops; e2e/global-setup.ts builds and starts both.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI'] ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: { ...chromiumUse, baseURL: ADMIN_URL, locale: 'en-GB', timezoneId: 'Asia/Dhaka' },
  projects: [{ name: 'chromium' }],
});
