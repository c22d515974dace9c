import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { linguiPlugins } from '@haat/i18n/vite';

const port = 3000;

export default defineConfig({
  plugins: [...linguiPlugins({ appConfigPath: './lingui.config.ts' }), react(), vanillaExtractPlugin()],
  // Tenant domains (custom domains, {slug}.{suffix}) reach the same server: never answer them 403.
  server: { port, strictPort: true, allowedHosts: true },
  preview: { port, strictPort: true, allowedHosts: true },
  build: {
    target: 'es2022',
    // scripts/bundle-size.mjs reads it to measure the first-load JavaScript of a shop home.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The libraries every page needs, in a few long-cached chunks (fewer, larger chunks also
        // gzip smaller than the many tiny shared ones the default splitting makes).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            { name: 'data', test: /node_modules[\\/](@tanstack|ky|valibot|zustand|@lingui)[\\/]/, priority: 10 },
            {
              name: 'app',
              test: /src[\\/](lib|stores)[\\/]|src[\\/]app[\\/](?!shop-error-panel|unpublished-panel|root-error-boundary)|packages[\\/](domain|api-client|i18n)[\\/]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
