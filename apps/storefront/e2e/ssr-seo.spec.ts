// What crawlers and link previews read beyond ssr-routes.spec.ts (every route on every host): the link-preview picture
// itself, the head in English, sitemaps of shops that have none, and a catalogue page with JavaScript off.
import { get } from './fixtures/http.ts';
import { parsePage } from './fixtures/html.ts';
import { demoShops, expect, test } from './fixtures/index.ts';

/** The first link of a served page whose address matches `pattern`. */
async function firstLink(path: string, pattern: RegExp): Promise<string> {
  const href = parsePage(await get(path)).links.find((link) => pattern.test(link));
  if (!href) throw new Error(`${path} links nothing like ${pattern}`);
  return href;
}

test('the link-preview picture of a product page is what WhatsApp takes: a 1200×630 JPEG of at most 300 KB', async () => {
  const path = await firstLink('/shop/rongdhonu', /^\/rongdhonu\/product\/[^?]+$/u);
  const page = parsePage(await get(path));
  expect(page.meta('og:image:width')).toBe('1200');
  expect(page.meta('og:image:height')).toBe('630');
  const image = await fetch(page.meta('og:image')!);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  expect((await image.arrayBuffer()).byteLength).toBeLessThanOrEqual(300 * 1024);
});

test('a category page in English when the language cookie says so', async () => {
  const path = await firstLink('/shop/rongdhonu', /^\/rongdhonu\/category\/[^?]+\?id=\d+$/u);
  const bengali = parsePage(await get(path));
  const answer = await get(path, { headers: { Cookie: 'lang=en' } });
  expect(answer.status).toBe(200);
  const english = parsePage(answer);
  expect(english.lang).toBe('en');
  expect(english.meta('og:locale')).toBe('en_US');
  expect(english.title).toMatch(/ · Rongdhonu Fashion$/u);
  expect(bengali.title).toMatch(new RegExp(` · ${demoShops.rongdhonu.name}$`, 'u'));
  expect(english.canonical).toBe(bengali.canonical);
  expect(english.jsonLd.map((document) => document['@type'])).toEqual(['BreadcrumbList']);
});

test("every page has its own title in the shopper's language, a page that failed too", async () => {
  const shop = { bn: demoShops.rongdhonu.name, en: 'Rongdhonu Fashion' };
  const cases: [path: string, bn: string, en: string][] = [
    ['/rongdhonu/track-order', `আপনার অর্ডার ট্র্যাক করুন · ${shop.bn}`, `Track your order · ${shop.en}`],
    ['/rongdhonu/login', `লগইন · ${shop.bn}`, `Login · ${shop.en}`],
    ['/rongdhonu/register', `অ্যাকাউন্ট খুলুন · ${shop.bn}`, `Create an account · ${shop.en}`],
    ['/rongdhonu/dashboard', `ড্যাশবোর্ড · ${shop.bn}`, `Dashboard · ${shop.en}`],
    ['/rongdhonu/dashboard/my_orders', `আমার অর্ডার · ${shop.bn}`, `My Orders · ${shop.en}`],
    ['/rongdhonu/product/no-such-product', `পণ্যটি পাওয়া যায়নি · ${shop.bn}`, `Product not found · ${shop.en}`],
    ['/rongdhonu/category/anything?id=999999', `ক্যাটাগরি পাওয়া যায়নি · ${shop.bn}`, `Category not found · ${shop.en}`],
    ['/a/path/that/is/not/a/page', 'পেজটি খুঁজে পাওয়া যায়নি · হাট', 'Page not found · Haat'],
    ['/shop/no-such-shop-here', 'শপটি খুঁজে পাওয়া যায়নি · হাট', 'Shop Not Found · Haat'],
  ];
  for (const [path, bengali, english] of cases) {
    expect(parsePage(await get(path)).title, path).toBe(bengali);
    expect(parsePage(await get(path, { headers: { Cookie: 'lang=en' } })).title, path).toBe(english);
  }
});

test('an unknown shop has no sitemap', async () => {
  expect((await get('/no-such-shop-here/sitemap.xml')).status).toBe(404);
  expect((await get('/sitemap.xml')).status, 'the shared host names no sitemap of its own').toBe(404);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a category page still shows names, prices, pictures and links', async ({ page }) => {
    const path = await firstLink('/shop/shobji-bazar', /^\/shobji-bazar\/category\/[^?]+\?id=\d+$/u);
    await page.goto(path);
    const productLinks = page.locator('main a[href*="/shobji-bazar/product/"]');
    await expect(productLinks.first()).toBeVisible();
    await expect(page.locator('main').getByText(/৳/u).first()).toBeVisible();
    const image = page.locator('main img').first();
    await expect(image).toHaveAttribute('src', /\S+/u);
    expect(await productLinks.count()).toBeGreaterThan(0);
  });
});
