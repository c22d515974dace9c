import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { linguiPlugins } from '@haat/i18n/vite';

const PORT = 3001;

export default {
  // Lingui's macro (babel) must run before react().
  plugins: [
    ...linguiPlugins({ appConfigPath: './lingui.config.ts' }),
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip files next to each asset, served by tooling/setup/static-build.mjs.
    compression({ include: /\.(js|css|html|svg)$/, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: { port: PORT, strictPort: true },
  preview: { port: PORT, strictPort: true },
  build: {
    target: 'es2023',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than the app: their chunk stays cached between releases.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
} satisfies UserConfig;
