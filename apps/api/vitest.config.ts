import { configDefaults, defineConfig } from 'vitest/config';
import { nodePreset } from '@haat/vitest-config';

/**
 * Files that compare wall-clock times (a login during a flood of wrong passwords, a change seen by another instance
 * within a second, a retried order within seconds): they run alone, after the others, so a test file running beside
 * them on the second worker cannot spoil their measurements.
 */
const TIMED_FILES = [
  'src/platform/auth/login-guard.test.ts',
  'src/modules/customers/customers.auth.test.ts',
  'src/platform/tenancy/shop-changes.test.ts',
  'src/modules/orders/orders.idempotency.test.ts',
];

const shared = {
  ...nodePreset,
  // One template database per run (migrations applied once); each test file loads a copy.
  globalSetup: ['./test/global-setup.ts'],
  hookTimeout: 60_000,
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'api', exclude: [...configDefaults.exclude, ...TIMED_FILES] } },
      {
        test: {
          ...shared,
          name: 'api-timed',
          include: TIMED_FILES,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
