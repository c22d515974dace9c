import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { linguiPlugins } from '@haat/i18n/vite';
import { DEFAULT_API_URL } from './src/env-defaults.ts';

const port = 3000;

/** The production build runs on Preact (decision 32); tests and the dev server on React. */
const fromHere = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
const reactOnPreact = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/renderer/react-on-preact.js', import.meta.url)) },
  { find: /^react-dom$/, replacement: fromHere('preact/compat') },
  { find: /^react-dom\/client$/, replacement: fromHere('preact/compat/client') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: fromHere('preact/jsx-runtime') },
];

/**
 * Opens the connections to the API while the JavaScript downloads: the shop's data (fetch, CORS) and its
 * images (no-cors) use separate connection pools, so both are warmed.
 */
function preconnectToApi(apiUrl: string): Plugin {
  const origin = URL.canParse(apiUrl) ? new URL(apiUrl).origin : null;
  return {
    name: 'haat:preconnect-api',
    transformIndexHtml: () =>
      origin
        ? [
            { tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' },
            { tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' },
          ]
        : [],
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [
    ...linguiPlugins({ appConfigPath: './lingui.config.ts' }),
    react(),
    vanillaExtractPlugin(),
    preconnectToApi(loadEnv(mode, process.cwd(), 'VITE_')['VITE_API_URL'] || DEFAULT_API_URL),
  ],
  // Tenant domains (custom domains, {slug}.{suffix}) reach the same server: never answer them 403.
  resolve: { alias: command === 'build' ? reactOnPreact : [] },
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]|src[\\/]renderer[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            { name: 'data', test: /node_modules[\\/](@tanstack|ky|valibot|zustand|@lingui)[\\/]/, priority: 10 },
            {
              name: 'app',
              test: /src[\\/](lib|stores)[\\/]|src[\\/]app[\\/](?!shop-error-panel|unpublished-panel|root-error-boundary)|packages[\\/](domain|api-client|i18n)[\\/](?!.*[\\/]en\.po$)/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
}));
