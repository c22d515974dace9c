import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { linguiPlugins } from '@haat/i18n/vite';
import { chunkGroups } from './src/config/chunk-groups.ts';
import { DEFAULT_API_URL } from './src/env-defaults.ts';

// The client build's module ids, for the shell chunk's rule (read after the graph is complete, before chunking).
let clientModuleIds: string[] = [];
const recordModuleIds: Plugin = {
  name: 'haat:record-module-ids',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildEnd() {
    clientModuleIds = [...this.getModuleIds()];
  },
};

const port = 3000;

export default defineConfig({
  // Lingui's macros (babel) and catalogs first, then React Router's framework plugin (it does React's part). In the
  // browser, the Bengali texts travel with the modules that show them (decision 117).
  plugins: [
    ...linguiPlugins({
      appConfigPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
      carriedLocale: 'bn',
    }),
    reactRouter(),
    vanillaExtractPlugin(),
    // Brotli and gzip files next to each browser asset, served by server.mjs (as a CDN would).
    compression({ include: /\.(js|css|svg)$/, algorithms: ['brotliCompress', 'gzip'] }),
    recordModuleIds,
  ],
  // The workspace packages are TypeScript source: bundled into the server build. So are the icons: as an external
  // package lucide-react loads all its 1,500 icons into the server (40 MB of RSS), bundled only the used ones.
  ssr: { noExternal: [/^@haat\//, 'lucide-react'] },
  // Tenant domains (custom domains, {slug}.{suffix}) reach the same server: never answer them 403. Pages load the
  // API's pictures from their own origin (decision 127): in development Vite relays them, as server.mjs does.
  server: {
    port,
    strictPort: true,
    allowedHosts: true,
    proxy: { '/images/': process.env['VITE_API_URL'] || DEFAULT_API_URL },
  },
  // The manifest stays in build/client/.vite: the bench weighs the first-load JavaScript from it.
  build: { target: 'es2022', sourcemap: false, manifest: true },
  environments: {
    // A shop page's first load in a few files instead of ~70 (src/config/chunk-groups.ts, decision 107).
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups(() => clientModuleIds) } } } },
    },
  },
});
