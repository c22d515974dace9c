import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadFiles, INLINE_SCRIPTS, pageWeights, type Manifest } from './storefront-weight.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
  '_price.js': { file: 'assets/price.js', imports: ['_shared.js'] },
  '_drawer.js': { file: 'assets/drawer.js', css: ['assets/drawer.css'] },
  'app/routes/shop-home.tsx': { file: 'assets/shop-home.js', imports: ['_price.js'], css: ['assets/shop-home.css'] },
  'app/routes/product-details.tsx': { file: 'assets/product-details.js', imports: ['_react.js'] },
  'src/features/cart-drawer/cart-drawer.tsx': { file: 'assets/cart-drawer.js', imports: ['_drawer.js'] },
};

describe('firstLoadFiles', () => {
  it('is the entry and the route module with their static imports, each file once, with their CSS', () => {
    expect(firstLoadFiles(manifest, 'app/routes/shop-home.tsx')).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/shared.js', 'assets/shop-home.js', 'assets/price.js'],
      css: ['assets/index.css', 'assets/shared.css', 'assets/shop-home.css'],
    });
  });

  it('leaves out chunks loaded on interaction (dynamic imports)', () => {
    const files = firstLoadFiles(manifest, 'app/routes/product-details.tsx');
    expect(files.js).not.toContain('assets/cart-drawer.js');
    expect(files.css).not.toContain('assets/drawer.css');
  });

  it('says what is missing', () => {
    expect(() => firstLoadFiles(manifest, 'src/routes/nope.tsx')).toThrow('src/routes/nope.tsx is not in the manifest');
    expect(() => firstLoadFiles({ a: { file: 'a.js' } }, 'a')).toThrow('No entry in the manifest');
  });
});

describe('pageWeights', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sums the gzip bytes of the files a page needs', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-weight-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const content = (file: string) => `/* ${file} */ ${'x'.repeat(file.length * 50)}`;
    const files = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
    for (const file of files) writeFileSync(join(dir, file), content(file));
    const inline = 'window.early = fetch("/api");';
    writeFileSync(
      join(dir, 'index.html'),
      `<head><script>${inline}</script><script type="module" src="/assets/index.js"></script></head>`,
    );
    const gz = (file: string) => gzipSync(content(file), { level: 9 }).length;

    const [shopHome, productPage] = pageWeights(dir);
    const homeJs = ['assets/index.js', 'assets/react.js', 'assets/shared.js', 'assets/shop-home.js', 'assets/price.js'];
    const inlineGz = gzipSync(inline, { level: 9 }).length;
    expect(shopHome!.jsGzipBytes).toBe(homeJs.reduce((sum, file) => sum + gz(file), 0) + inlineGz);
    expect(shopHome!.js.map((asset) => asset.file)).toContain(INLINE_SCRIPTS);
    expect(shopHome!.cssGzipBytes).toBe(gz('assets/index.css') + gz('assets/shared.css') + gz('assets/shop-home.css'));
    expect(productPage!.page).toBe('product page');
    expect(productPage!.cssGzipBytes).toBe(gz('assets/index.css') + gz('assets/shared.css'));
  });
});
