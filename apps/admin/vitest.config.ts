import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { linguiPlugins } from '@haat/i18n/vite';
import { domPreset } from '@haat/vitest-config';

export default defineConfig({
  plugins: [
    ...linguiPlugins({ appConfigPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    react(),
    vanillaExtractPlugin(),
  ],
  test: {
    ...domPreset,
    setupFiles: [...(domPreset.setupFiles ?? []), './src/test/setup.ts'],
  },
});
