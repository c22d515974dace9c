import { defineConfig } from 'vitest/config';
import { nodePreset } from '@haat/vitest-config';

export default defineConfig({
  test: {
    ...nodePreset,
    // One template database per run (migrations applied once); each test file loads a copy.
    globalSetup: ['./test/global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
