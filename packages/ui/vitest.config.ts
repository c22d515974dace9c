import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { linguiPlugins } from '@haat/i18n/vite';
import { domPreset } from '@haat/vitest-config';

export default defineConfig({
  plugins: [...linguiPlugins(), vanillaExtractPlugin()],
  test: { ...domPreset, setupFiles: [...(domPreset.setupFiles ?? []), './src/test/setup.ts'] },
});
