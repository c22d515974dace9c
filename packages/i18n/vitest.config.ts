import { defineConfig } from 'vitest/config';
import { domPreset } from '@haat/vitest-config';
import { linguiPlugins } from './vite.js';

export default defineConfig({
  plugins: linguiPlugins(),
  test: { ...domPreset, include: [...(domPreset.include ?? []), 'scripts/**/*.test.ts', 'test/**/*.test.ts'] },
});
