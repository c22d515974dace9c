// The shop's pictures come from the page's own origin (decision 127): the storefront server relays `/images/…` to
// the API, so a phone needs no second connection before the banner and the products can load. On the market host
// and on a shop's own domain; the pictures are drawn, and the link preview still names the API's absolute URL.
import { get } from './fixtures/http.ts';
import { parsePage } from './fixtures/html.ts';
import { API_URL, BOIGHOR_DOMAIN_URL, expect, shopUrl, STOREFRONT_URL, test } from './fixtures/index.ts';

const pages = [
  { name: 'the market host', url: shopUrl('rongdhonu', 'shop-home'), origin: STOREFRONT_URL },
  { name: "a shop's own domain", url: `${BOIGHOR_DOMAIN_URL}/`, origin: BOIGHOR_DOMAIN_URL },
];

for (const { name, url, origin } of pages) {
  test(`on ${name}, the pictures load from the page's origin and are drawn`, async ({ page }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(request.url());
    });
    await page.goto(url);
    const banner = page.locator('img[fetchpriority="high"]').first();
    await expect(banner).toHaveJSProperty('complete', true, { timeout: 20_000 });
    expect(await banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(new URL(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).origin).toBe(origin);

    const uploaded = pictures.filter((picture) => new URL(picture).pathname.startsWith('/images/'));
    expect(uploaded.length).toBeGreaterThan(1);
    expect(uploaded.filter((picture) => new URL(picture).origin !== origin)).toEqual([]);
    expect(pictures.filter((picture) => picture.startsWith(API_URL))).toEqual([]);
  });
}

test('a picture answers with its type and year-long caching through the storefront', async ({ page, request }) => {
  await page.goto(shopUrl('rongdhonu', 'shop-home'));
  const src = await page.locator('img[fetchpriority="high"]').first().getAttribute('src');
  expect(src).toMatch(/^\/images\//u);
  const response = await request.get(`${STOREFRONT_URL}${src}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toContain('immutable');
  expect((await response.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
});

test("a product page's structured data and link preview keep absolute picture URLs", async () => {
  const home = parsePage(await get('/shop/rongdhonu'));
  const path = home.links.find((link) => /^\/rongdhonu\/product\/[^?]+$/u.test(link));
  expect(path).toBeDefined();
  const product = parsePage(await get(path!));
  expect(product.meta('og:image')).toMatch(new RegExp(`^${API_URL}/`, 'u'));
  const ld = product.jsonLd.find((document) => document['@type'] === 'Product');
  const images = ld?.['image'] as string[] | undefined;
  expect(images?.length).toBeGreaterThan(0);
  for (const image of images ?? []) expect(image.startsWith(`${API_URL}/images/`)).toBe(true);
});
