import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Config } from '@react-router/dev/config';

/** React Router's route manifest module, written after Vite's bundle (so the compression plugin never sees it). */
const ROUTE_MANIFEST = /^manifest-[\w-]+\.js$/u;

// Server-rendered, streamed, hydrated (docs/architecture.md "Storefront"); app/ holds the entries and route modules.
export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest (about sixty small routes) comes with the page: no /__manifest round trip before a
  // client navigation to a route not seen yet.
  routeDiscovery: { mode: 'initial' },
  // The e2e run builds beside the normal build, with its own API URL baked in.
  buildDirectory: process.env['STOREFRONT_BUILD_DIR'] ?? 'build',
  // The route manifest (≈ 110 KB, ≈ 9 KB gzip) is loaded by every first visit: brotli and gzip files beside it, as
  // vite.config.ts's compression gives every other asset, or server.mjs (sirv) sends it uncompressed.
  async buildEnd({ reactRouterConfig }) {
    const assets = join(reactRouterConfig.buildDirectory, 'client', 'assets');
    for (const name of await readdir(assets)) {
      if (!ROUTE_MANIFEST.test(name)) continue;
      const source = await readFile(join(assets, name));
      const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      await writeFile(join(assets, `${name}.br`), brotli);
      await writeFile(join(assets, `${name}.gz`), gzipSync(source, { level: 9 }));
    }
  },
} satisfies Config;
