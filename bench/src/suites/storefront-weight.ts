/**
 * Storefront weight from Vite's manifest of a production build (React Router framework mode, `build/client/.vite`):
 * gzip bytes of the JavaScript and CSS needed for the first render of a page, i.e. the client entry and the route
 * modules of the page's matches (root, shop layout, the page) with their static imports and CSS: the modules the
 * page preloads to hydrate (after its first frame, decision 122) and its stylesheets. Chunks loaded only on
 * interaction (drawers, popups, search, chat, toasts), by other routes, or a route's split `clientLoader` chunk (run
 * on client navigations only) are not counted. React Router's route manifest module (`assets/manifest-*.js`, named by the server build, not in Vite's
 * manifest) is counted when the build loads it on every first visit (`routeDiscovery: 'initial'`). `pnpm --filter @haat/bench weight` prints the same
 * figures for any build.
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
  /** The route modules of the page's matches, outermost first (root and client entry implied). */
  routeModules: readonly string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  js: AssetWeight[];
  css: AssetWeight[];
}

/** The client entry of React Router's framework mode (the app's own or the framework's default). */
const CLIENT_ENTRY = /(^|\/)entry\.client\.[jt]sx?$/u;
/** React Router's key suffix for a route module's main chunk (its split `clientLoader` etc. have `?route-chunk=`). */
const ROUTE_CHUNK = '?__react-router-build-client-route';
/** The root route's main chunk, wherever the app keeps its root (the storefront's `src/`, the floor app's `app/`). */
const ROOT_ROUTE = /(^|\/)root\.[jt]sx\?__react-router-build-client-route$/u;
const SHOP_LAYOUT = 'src/shell/shop-layout-route.tsx';

/** The pages weighed, by the route modules of their matches below the root (React Router framework mode). */
export const WEIGHED_PAGES = [
  { page: 'shop home', routeModules: [SHOP_LAYOUT, 'src/routes/shop-home.tsx'] },
  { page: 'product page', routeModules: [SHOP_LAYOUT, 'src/routes/product-details.tsx'] },
] as const;

export const BUDGET_KB = 130;

/** React Router's floor app (bench/floor-app): the least first load of a framework-mode page with React. */
export const FLOOR_PAGE = { page: 'React Router floor (bench/floor-app)', routeModules: ['app/routes/product.tsx'] };

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

/** The manifest key of a route module's main chunk (framework mode's suffixed key, or the plain path). */
function routeKey(manifest: Manifest, routeModule: string): string {
  const key = [`${routeModule}${ROUTE_CHUNK}`, routeModule].find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`${routeModule} is not in the manifest`);
  return key;
}

/**
 * The JS and CSS files a page needs for its first render: the client entry, the root route (when the build has one)
 * and `routeModules`, each with its static imports.
 */
export function firstLoadFiles(manifest: Manifest, routeModules: readonly string[]): { js: string[]; css: string[] } {
  const entryKey =
    Object.keys(manifest).find((key) => manifest[key]!.isEntry && CLIENT_ENTRY.test(key)) ??
    Object.keys(manifest).find((key) => manifest[key]!.isEntry && !key.includes('?'));
  if (!entryKey) throw new Error('No entry in the manifest: was the app built with build.manifest?');
  const rootKey = Object.keys(manifest).find((key) => ROOT_ROUTE.test(key));
  let keys = withStaticImports(manifest, entryKey, new Set());
  if (rootKey) keys = withStaticImports(manifest, rootKey, keys);
  for (const module of routeModules) keys = withStaticImports(manifest, routeKey(manifest, module), keys);
  const chunks = [...keys].map((key) => manifest[key]!);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))],
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

function weigh(distDir: string, file: string): AssetWeight {
  const source = readFileSync(join(distDir, file));
  // Level 9: a static server precompressing its assets would use it.
  return { file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
}

/**
 * The route manifest module the server build names (`build/server/index.js` beside `build/client`), if the page loads
 * it: with `routeDiscovery: { mode: 'lazy' }` the page carries its own routes' part inline and never loads the file.
 */
export function routeManifestFile(distDir: string): string | null {
  const server = join(distDir, '..', 'server', 'index.js');
  if (!existsSync(server)) return null;
  const source = readFileSync(server, 'utf8');
  if (/routeDiscovery = \{ "mode": "lazy"/u.test(source)) return null;
  return /"\/(assets\/manifest-[\w-]+\.js)"/u.exec(source)?.[1] ?? null;
}

const total = (assets: AssetWeight[]) => assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);

export function pageWeights(
  distDir: string,
  pages: readonly { page: string; routeModules: readonly string[] }[] = WEIGHED_PAGES,
): PageWeight[] {
  const manifest = readManifest(distDir);
  const routeManifest = routeManifestFile(distDir);
  return pages.map(({ page, routeModules }) => {
    const files = firstLoadFiles(manifest, routeModules);
    const js = [...files.js, ...(routeManifest ? [routeManifest] : [])]
      .map((file) => weigh(distDir, file))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const css = files.css.map((file) => weigh(distDir, file)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { page, routeModules, jsGzipBytes: total(js), cssGzipBytes: total(css), js, css };
  });
}
