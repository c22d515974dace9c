import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadFiles, pageWeights, routeManifestFile, type Manifest } from './storefront-weight.ts';

const manifest: Manifest = {
  'src/root.tsx?__react-router-build-client-route': {
    file: 'assets/root.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/root.css'],
  },
  'src/entry.client.tsx': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    css: ['assets/index.css'],
  },
  'src/shell/shop-layout-route.tsx?__react-router-build-client-route': {
    file: 'assets/shop-layout.js',
    isEntry: true,
    imports: ['_shared.js'],
  },
  'src/shell/shop-layout-route.tsx?route-chunk=clientLoader': { file: 'assets/shop-layout-loader.js', isEntry: true },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
  '_price.js': { file: 'assets/price.js', imports: ['_shared.js'] },
  '_drawer.js': { file: 'assets/drawer.js', css: ['assets/drawer.css'] },
  'src/routes/shop-home.tsx?__react-router-build-client-route': {
    file: 'assets/shop-home.js',
    isEntry: true,
    imports: ['_price.js'],
    css: ['assets/shop-home.css'],
  },
  'src/routes/product-details.tsx?__react-router-build-client-route': {
    file: 'assets/product-details.js',
    isEntry: true,
    imports: ['_react.js'],
  },
  'src/routes/product-details.tsx?route-chunk=clientLoader': { file: 'assets/product-loader.js', isEntry: true },
  'src/features/cart-drawer/cart-drawer.tsx': { file: 'assets/cart-drawer.js', imports: ['_drawer.js'] },
};

describe('firstLoadFiles', () => {
  it('is the client entry, the root and the matched route modules with their static imports, each file once, with their CSS', () => {
    expect(firstLoadFiles(manifest, ['src/shell/shop-layout-route.tsx', 'src/routes/shop-home.tsx'])).toEqual({
      js: [
        'assets/index.js',
        'assets/react.js',
        'assets/shared.js',
        'assets/root.js',
        'assets/shop-layout.js',
        'assets/shop-home.js',
        'assets/price.js',
      ],
      css: ['assets/index.css', 'assets/shared.css', 'assets/root.css', 'assets/shop-home.css'],
    });
  });

  it('reads a plain Vite manifest too (route modules by path, no root route)', () => {
    const plain: Manifest = {
      'src/main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/routes/home.tsx': { file: 'assets/home.js', isEntry: true },
    };
    expect(firstLoadFiles(plain, ['src/routes/home.tsx']).js).toEqual([
      'assets/main.js',
      'assets/react.js',
      'assets/home.js',
    ]);
  });

  it('leaves out chunks loaded on interaction (dynamic imports) and split client loaders', () => {
    const files = firstLoadFiles(manifest, ['src/shell/shop-layout-route.tsx', 'src/routes/product-details.tsx']);
    expect(files.js).not.toContain('assets/cart-drawer.js');
    expect(files.css).not.toContain('assets/drawer.css');
    expect(files.js).not.toContain('assets/product-loader.js');
    expect(files.js).not.toContain('assets/shop-layout-loader.js');
  });

  it('says what is missing', () => {
    expect(() => firstLoadFiles(manifest, ['src/routes/nope.tsx'])).toThrow(
      'src/routes/nope.tsx is not in the manifest',
    );
    expect(() => firstLoadFiles({ a: { file: 'a.js' } }, ['a'])).toThrow('No entry in the manifest');
  });
});

describe('pageWeights', () => {
  let dir = '';
  afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  it('sums the gzip bytes of the files a page needs', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-weight-'));
    dir = join(root, 'client');
    mkdirSync(join(dir, '.vite'), { recursive: true });
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(root, 'server'));
    // The server build names React Router's route manifest module: every first visit loads it.
    writeFileSync(join(root, 'server', 'index.js'), 'const assets = { "url": "/assets/manifest-1a2b.js" };');
    writeFileSync(join(dir, 'assets', 'manifest-1a2b.js'), `window.__reactRouterManifest = ${'{}'.repeat(300)};`);
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const content = (file: string) => `/* ${file} */ ${'x'.repeat(file.length * 50)}`;
    const files = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
    for (const file of files) writeFileSync(join(dir, file), content(file));
    const gz = (file: string) =>
      gzipSync(
        file === 'assets/manifest-1a2b.js' ? `window.__reactRouterManifest = ${'{}'.repeat(300)};` : content(file),
        {
          level: 9,
        },
      ).length;

    const [shopHome, productPage] = pageWeights(dir);
    const homeJs = [
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/root.js',
      'assets/shop-layout.js',
      'assets/shop-home.js',
      'assets/price.js',
      'assets/manifest-1a2b.js',
    ];
    expect(shopHome!.jsGzipBytes).toBe(homeJs.reduce((sum, file) => sum + gz(file), 0));
    expect(shopHome!.js).toHaveLength(homeJs.length);
    const baseCss = gz('assets/index.css') + gz('assets/shared.css') + gz('assets/root.css');
    expect(shopHome!.cssGzipBytes).toBe(baseCss + gz('assets/shop-home.css'));
    expect(productPage!.page).toBe('product page');
    expect(productPage!.cssGzipBytes).toBe(baseCss);
  });

  it('leaves out the route manifest module when routes are discovered lazily (the page carries its own part)', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-weight-'));
    dir = join(root, 'client');
    mkdirSync(join(root, 'server'), { recursive: true });
    mkdirSync(dir);
    const server = 'const assets = { "url": "/assets/manifest-1a2b.js" };\n';
    writeFileSync(join(root, 'server', 'index.js'), `${server}var routeDiscovery = { "mode": "lazy" };`);
    expect(routeManifestFile(dir)).toBeNull();
    writeFileSync(join(root, 'server', 'index.js'), `${server}var routeDiscovery = { "mode": "initial" };`);
    expect(routeManifestFile(dir)).toBe('assets/manifest-1a2b.js');
  });
});
