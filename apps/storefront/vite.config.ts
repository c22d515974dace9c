import { fileURLToPath } from 'node:url';
import { build, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { linguiPlugins } from '@haat/i18n/vite';
import { DEFAULT_API_URL } from './src/env-defaults.ts';
import { LANDING_PAGES, ROUTE_ASSETS_GLOBAL } from './src/early/globals.ts';

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

/**
 * Each landing page's route chunk, the chunks it imports and their styles, beyond what the entry
 * already loads, as URLs (RouteAssets in src/early/early-shop-request.ts).
 */
function routeAssets(bundle: Rolldown.OutputBundle, base: string) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };
  const entryFiles = withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const assets: Record<string, { js: string[]; css: string[] }> = {};
  for (const module of Object.values(LANDING_PAGES)) {
    const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/routes/${module}.tsx`));
    if (!route) throw new Error(`No chunk for the route module ${module}.`);
    const files = [...withImports([route.fileName])].filter((file) => !entryFiles.has(file));
    assets[module] = {
      js: files.map((file) => base + file),
      css: files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])].map((css) => base + css)),
    };
  }
  return assets;
}

/**
 * Inlines src/early/main.ts into index.html, built on its own as one small script with this build's
 * env, after the landing pages' route assets: the shop's data, the page's code and its first pictures
 * are asked for before the app's JavaScript has arrived.
 */
function earlyShopRequest(mode: string): Plugin {
  let base = '/';
  return {
    name: 'haat:early-shop-request',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        if (!context.bundle) return [];
        const output = await build({
          configFile: false,
          mode,
          root: fileURLToPath(new URL('.', import.meta.url)),
          logLevel: 'warn',
          build: {
            write: false,
            target: 'es2022',
            minify: true,
            lib: { entry: 'src/early/main.ts', formats: ['iife'], name: 'haatEarlyShop' },
          },
        });
        const chunk = (output as Rolldown.RolldownOutput[])[0]?.output.find((item) => item.type === 'chunk');
        if (!chunk) throw new Error('The early shop request script did not build.');
        const assets = JSON.stringify(routeAssets(context.bundle, base));
        return [{ tag: 'script', children: `window.${ROUTE_ASSETS_GLOBAL}=${assets};${chunk.code}`, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [
    ...linguiPlugins({ appConfigPath: './lingui.config.ts' }),
    react(),
    vanillaExtractPlugin(),
    preconnectToApi(loadEnv(mode, process.cwd(), 'VITE_')['VITE_API_URL'] || DEFAULT_API_URL),
    earlyShopRequest(mode),
    // Brotli and gzip files next to each asset, served by tooling/setup/static-build.mjs (as a CDN would).
    compression({ include: /\.(js|css|html|svg)$/, algorithms: ['brotliCompress', 'gzip'] }),
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
            // What the landing pages (shop home, product, category) share beyond the app shell, in one
            // chunk: on HTTP/1.1 a dozen tiny files queue on six connections, a round trip each.
            {
              name: 'catalog',
              test: /src[\\/]features[\\/]catalog[\\/]|src[\\/]routes[\\/]page\.css|packages[\\/]ui[\\/]src[\\/](badge|button|error-panel|price|skeleton)[\\/]|lucide-react[\\/].*[\\/](heart|minus|package-search|plus|shopping-cart|star|truck)\.mjs$/,
              priority: 3,
            },
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
