/**
 * Storefront weight from Vite's manifest of a production build: gzip bytes of the JavaScript and
 * CSS needed for the first render of a page, i.e. what index.html loads (the entry and its static
 * imports, with their CSS) plus the page's route module and its static imports. Chunks loaded only
 * on interaction (drawers, popups, search, chat, toasts) or by other routes are not counted; the
 * scripts written into index.html itself (the early shop request) are. The same rule as
 * apps/storefront/scripts/bundle-size.mjs, with CSS added.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface AssetWeight {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  page: string;
  routeModule: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  js: AssetWeight[];
  css: AssetWeight[];
}

/** The pages weighed: their route modules in app/routes (React Router framework mode). */
export const WEIGHED_PAGES = [
  { page: 'shop home', routeModule: 'app/routes/shop-home.tsx' },
  { page: 'product page', routeModule: 'app/routes/product-details.tsx' },
] as const;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A key and every chunk it imports statically. */
function withStaticImports(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) withStaticImports(manifest, child, seen);
  return seen;
}

/** The JS and CSS files a page needs for its first render. */
export function firstLoadFiles(manifest: Manifest, routeModule: string): { js: string[]; css: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('No entry in the manifest: was the app built with build.manifest?');
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not in the manifest`);
  const keys = withStaticImports(manifest, routeModule, withStaticImports(manifest, entryKey, new Set()));
  const chunks = [...keys].map((key) => manifest[key]!);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))],
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

function weigh(distDir: string, file: string): AssetWeight {
  const source = readFileSync(join(distDir, file));
  // Level 9 as bundle-size.mjs (a static server precompressing its assets would use it too).
  return { file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
}

export const INLINE_SCRIPTS = 'index.html inline scripts';

/** The classic scripts written into index.html, weighed as one file (none, or no index.html as with server rendering: null). */
function inlineScripts(distDir: string): AssetWeight | null {
  if (!existsSync(join(distDir, 'index.html'))) return null;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const code = [...html.matchAll(/<script>([\s\S]*?)<\/script>/gu)].map((match) => match[1]).join('\n');
  if (code === '') return null;
  const source = Buffer.from(code);
  return { file: INLINE_SCRIPTS, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
}

const total = (assets: AssetWeight[]) => assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);

export function pageWeights(distDir: string): PageWeight[] {
  const manifest = readManifest(distDir);
  const inline = inlineScripts(distDir);
  return WEIGHED_PAGES.map(({ page, routeModule }) => {
    const files = firstLoadFiles(manifest, routeModule);
    const js = [...files.js.map((file) => weigh(distDir, file)), ...(inline ? [inline] : [])].sort(
      (a, b) => b.gzipBytes - a.gzipBytes,
    );
    const css = files.css.map((file) => weigh(distDir, file)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { page, routeModule, jsGzipBytes: total(js), cssGzipBytes: total(css), js, css };
  });
}
