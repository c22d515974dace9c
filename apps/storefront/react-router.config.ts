import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Config } from '@react-router/dev/config';

/** React Router's route manifest module, written after Vite's bundle (so the compression plugin never sees it). */
const ROUTE_MANIFEST = /^manifest-[\w-]+\.js$/u;

// Server-rendered, streamed, hydrated (docs/architecture.md "Storefront"); src/ holds the entries, the root and the route modules.
export default {
  appDirectory: 'src',
  ssr: true,
  // The page carries the manifest of its own routes only; the routes its links lead to are asked for (/__manifest)
  // when the links render, before they are followed (decision 106).
  routeDiscovery: { mode: 'lazy' },
  // The e2e run builds beside the normal build, with its own API URL baked in.
  buildDirectory: process.env['STOREFRONT_BUILD_DIR'] ?? 'build',
  // The route manifest module (≈ 55 KB, ≈ 4 KB gzip; loaded only with `mode: 'initial'`, but still written): brotli
  // and gzip files beside it, as vite.config.ts's compression gives every other asset, or sirv sends it uncompressed.
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
