// The server-rendered storefront over plain HTTP (no JavaScript): status codes, the navigation guard's 301s, caching,
// compression and security headers, and a storefront server whose API is unreachable.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2eBuildDir } from './global-setup.ts';
import { get } from './fixtures/http.ts';
import { parsePage } from './fixtures/html.ts';
import { BOIGHOR_DOMAIN_URL, demoShops, expect, STOREFRONT_PORT, STOREFRONT_URL, test } from './fixtures/index.ts';

const boighorHost = new URL(BOIGHOR_DOMAIN_URL).host;

test('a product page is rendered on the server with its data, cacheable by a CDN', async () => {
  const home = await get('/shop/rongdhonu');
  expect(home.status).toBe(200);
  expect(home.body).toContain(demoShops.rongdhonu.name);
  const productPath = parsePage(home).links.find((href) => /^\/rongdhonu\/product\/[^?]+$/u.test(href));
  expect(productPath, 'the shop home links its products in the HTML').toBeDefined();

  const product = await get(productPath!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(product.status).toBe(200);
  expect(product.headers['content-encoding']).toBe('gzip');
  expect(product.wireBytes).toBeLessThan(Buffer.byteLength(product.body));
  const served = parsePage(product);
  expect(served.document.querySelector('h1')?.textContent).toBeTruthy();
  expect(served.title).toBeTruthy();
  expect(product.headers['cache-control']).toBe('public, s-maxage=30, stale-while-revalidate=30');
  const etag = product.headers['etag'];
  expect(etag).toMatch(/^W\/"/u);
  const again = await get(productPath!, { headers: { 'If-None-Match': String(etag) } });
  expect(again.status).toBe(304);
  expect(again.body).toBe('');
});

test('a product with options is a JSON-LD ProductGroup, and ?variant= renders that variant on the server', async () => {
  const page = parsePage(await get('/rongdhonu/product/cotton-kurti'));
  const group = page.jsonLd.find((ld) => ld['@type'] === 'ProductGroup');
  expect(group, 'the kurti is a ProductGroup').toBeDefined();
  expect(group!['variesBy']).toEqual(['https://schema.org/size', 'https://schema.org/color']);
  const variants = group!['hasVariant'] as {
    url: string;
    sku: string;
    size: string;
    color: string;
    offers: { price: string; availability: string };
  }[];
  expect(variants).toHaveLength(12);
  expect(new Set(variants.map((variant) => variant.sku)).size).toBe(12);
  const soldOut = variants.find((variant) => variant.size === 'M' && variant.color === 'Maroon')!;
  expect(soldOut.offers.availability).toBe('https://schema.org/OutOfStock');
  const xl = variants.find((variant) => variant.size === 'XL' && variant.color === 'Teal')!;
  expect(xl.offers.price).toBe('990.00');

  // The variant's link, without JavaScript: its price in the head and the page, its size chosen in the pickers.
  const link = new URL(xl.url);
  const chosen = parsePage(await get(`${link.pathname}${link.search}`));
  expect(chosen.meta('product:price:amount')).toBe('990.00');
  expect(chosen.meta('og:url')).toBe(xl.url);
  expect(chosen.canonical).toBe(`${link.origin}${link.pathname}`);
  expect(chosen.document.querySelector('[aria-current="true"][data-value="XL"]')).not.toBeNull();
  expect(chosen.document.querySelector('[data-testid="product-price"]')?.textContent).toContain('৯৯০');
  // Maroon in M is sold out: with M chosen it is crossed out.
  const mLink = chosen.document.querySelector('a[data-value="M"]')?.getAttribute('href');
  expect(mLink).toMatch(/^\/rongdhonu\/product\/cotton-kurti\?variant=\d+$/u);
  const m = parsePage(await get(mLink!));
  expect(m.document.querySelector('[data-value="Maroon"]')?.getAttribute('data-state')).toBe('sold_out');
});

test('a Host with user info answers 400, not 500', async () => {
  const answer = await get('/shop/rongdhonu', { host: 'a@evil.example' });
  expect(answer.status).toBe(400);
  expect(answer.body).toContain('invalid Host');
  expect((await get('/livez', { host: 'a@evil.example' })).status, 'the probes answer any caller').toBe(200);
});

test('Accept-Encoding: br;q=0 gets no brotli, and If-None-Match lists are honoured', async () => {
  const path = '/shop/rongdhonu';
  const first = await get(path, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
  expect(first.status).toBe(200);
  expect(first.headers['content-encoding']).toBe('gzip');
  // The same page again from the page cache: still no brotli.
  const stored = await get(path, { headers: { 'Accept-Encoding': 'br;q=0' } });
  expect(stored.headers['content-encoding']).toBeUndefined();
  expect(stored.body).toContain(demoShops.rongdhonu.name);
  const etag = String(first.headers['etag']);
  const listed = await get(path, { headers: { 'If-None-Match': `W/"an-old-one", ${etag}` } });
  expect(listed.status).toBe(304);
  expect((await get(path, { headers: { 'If-None-Match': 'W/"an-old-one"' } })).status).toBe(200);
});

test('the health checks: /livez and /readyz answer 200', async () => {
  expect((await get('/livez')).status).toBe(200);
  expect((await get('/readyz')).status).toBe(200);
});

test('security headers: a CSP with a nonce on every inline script, nosniff, referrer policy, frame-ancestors', async () => {
  const page = await get('/shop/rongdhonu');
  const csp = String(page.headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/u.exec(csp)?.[1];
  expect(nonce).toBeDefined();
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp, 'no tracking hosts on the shared host').not.toContain('googletagmanager');
  // Every inline script that runs; JSON-LD is data, which CSP does not govern.
  const inlineScripts = parsePage(page).document.querySelectorAll(
    'script:not([src]):not([type="application/ld+json"])',
  );
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const script of inlineScripts) expect(script.getAttribute('nonce')).toBe(nonce);
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
});

test('unknown shop, product, category id and page answer 404 with the not-found panel', async () => {
  for (const path of [
    '/shop/no-such-shop',
    '/rongdhonu/product/no-such-product',
    '/rongdhonu/category/anything?id=999999',
    '/rongdhonu/category/anything',
    '/a/path/that/is/not/a/page',
  ]) {
    const answer = await get(path);
    expect(answer.status, path).toBe(404);
    expect(answer.headers['cache-control'], path).toBe('private, no-store');
  }
});

test('an unpublished shop shows its panel, marked noindex in the header and the HTML', async () => {
  const answer = await get(`/shop/${demoShops.puronoDokan.slug}`);
  expect(answer.headers['x-robots-tag']).toBe('noindex');
  expect(parsePage(answer).meta('robots')).toBe('noindex');
});

test('personal pages are never stored by a shared cache', async () => {
  for (const path of ['/rongdhonu/cart', '/rongdhonu/checkout', '/rongdhonu/login', '/rongdhonu/dashboard/my_orders']) {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    expect(answer.headers['cache-control'], path).toBe('private, no-store');
  }
});

test('the guard redirects on the server: 301 to the canonical address, query kept', async () => {
  const ownDomain = await get('/boighor/category/some-category?id=4&x=1', { host: boighorHost });
  expect(ownDomain.status).toBe(301);
  expect(ownDomain.headers['location']).toBe('/category/some-category?id=4&x=1');
  const home = await get('/shop/boighor', { host: boighorHost });
  expect(home.status).toBe(301);
  expect(home.headers['location']).toBe('/');
  const market = await get('/product/anything?x=1');
  expect(market.status).toBe(301);
  expect(market.headers['location']).toBe('/');
  const domainHome = await get('/', { host: boighorHost });
  expect(domainHome.status).toBe(200);
  expect(domainHome.body).toContain(demoShops.boighor.name);
});

test.describe('with the API unreachable from the storefront server', () => {
  const port = STOREFRONT_PORT + 2;
  let server: ChildProcess;

  test.beforeAll(async () => {
    server = spawn('node', ['server.mjs'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        ...process.env,
        STOREFRONT_BUILD_DIR: e2eBuildDir,
        PORT: String(port),
        API_INTERNAL_URL: 'http://127.0.0.1:9',
      },
      stdio: 'ignore',
    });
    await expect(async () => expect((await get('/favicon.svg', { port })).status).toBe(200)).toPass({
      timeout: 20_000,
    });
  });

  test.afterAll(() => {
    server.kill('SIGTERM');
  });

  test('a shop page answers 503 with the error panel and its Try Again', async ({ page }) => {
    const answer = await get('/shop/rongdhonu', { port });
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    await page.context().addCookies([{ name: 'lang', value: 'en', url: STOREFRONT_URL }]);
    await page.goto(`http://localhost:${port}/shop/rongdhonu`);
    await expect(page.getByRole('heading', { level: 1, name: 'Something Went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test('a custom domain whose lookup fails shows Shop Not Found and "Failed to resolve domain"', async ({ page }) => {
    const answer = await get('/', { port, host: `boighor.test:${port}` });
    expect(answer.status).toBe(503);
    await page.context().addCookies([{ name: 'lang', value: 'en', url: `http://boighor.test:${port}` }]);
    await page.goto(`http://boighor.test:${port}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Not Found' })).toBeVisible();
    await expect(page.getByText('Failed to resolve domain')).toBeVisible();
  });
});
