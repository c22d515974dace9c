import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { linguiPlugins } from '@haat/i18n/vite';
import { domPreset } from '@haat/vitest-config';
import { TEST_API_PORT } from './src/test/api-port.ts';

export default defineConfig({
  plugins: [
    ...linguiPlugins({ appConfigPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    vanillaExtractPlugin(),
  ],
  test: {
    ...domPreset,
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: [domPreset.setupFiles ?? [], './src/test/setup.ts'].flat(),
    // Lazy chunks are transformed on first use: generous limits keep a busy 2-core machine green.
    testTimeout: 15_000,
    // Component tests talk to a real HTTP server on this port (src/test/api-server.ts).
    env: { VITE_API_URL: `http://127.0.0.1:${TEST_API_PORT}`, VITE_MARKET_HOST_SUFFIX: 'haat.localhost' },
  },
});
