// What crawlers and link previews read in the served HTML (issue 15 item 4), over plain HTTP on both hosts: title,
// canonical, Open Graph, Twitter card, robots and schema.org JSON-LD; robots.txt and sitemap.xml; and a catalogue page
// with JavaScript off.
import { get, type HttpAnswer } from './fixtures/http.ts';
import { schemaOrgProblems } from '../src/test/schema-org.ts';
import { BOIGHOR_DOMAIN_URL, demoShops, expect, STOREFRONT_URL, test } from './fixtures/index.ts';

const boighorHost = new URL(BOIGHOR_DOMAIN_URL).host;

const entities: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|quot|lt|gt|#x27|#39);/gu, (_, name: string) => entities[name]!);

/** The head of a served page as a crawler reads it. */
function headOf(answer: HttpAnswer) {
  const html = answer.body;
  const attributes = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/gu)].map(([, name, value]) => [name!, decode(value!)]));
  const metas = [...html.matchAll(/<meta\s[^>]*>/gu)].map(([tag]) => attributes(tag));
  const meta = (key: string) => metas.find((tag) => tag['property'] === key || tag['name'] === key)?.['content'];
  const canonical = [...html.matchAll(/<link\s[^>]*>/gu)]
    .map(([tag]) => attributes(tag))
    .find((tag) => tag['rel'] === 'canonical')?.['href'];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gu)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
  return { title: decode(/<title>([^<]*)<\/title>/u.exec(html)?.[1] ?? ''), meta, canonical, jsonLd };
}

async function firstLink(path: string, pattern: RegExp, host?: string): Promise<string> {
  const answer = await get(path, host ? { host } : {});
  const href = pattern.exec(answer.body)?.[1];
  if (!href) throw new Error(`${path} links nothing like ${pattern}`);
  return decode(href);
}

function expectValidJsonLd(jsonLd: Record<string, unknown>[], types: string[]) {
  expect(jsonLd.map((document) => document['@type']).sort()).toEqual([...types].sort());
  for (const document of jsonLd) expect(schemaOrgProblems(document), JSON.stringify(document)).toEqual([]);
}

test('a product page: title, canonical, Open Graph with the link-preview image, Twitter card, Product and breadcrumbs', async () => {
  const path = await firstLink('/shop/rongdhonu', /href="(\/rongdhonu\/product\/[^"?]+)"/u);
  const answer = await get(path);
  expect(answer.status).toBe(200);
  const head = headOf(answer);
  const product = head.jsonLd.find((document) => document['@type'] === 'Product')!;
  expect(head.title).toBe(`${String(product['name'])} · ${demoShops.rongdhonu.name}`);
  expect(head.canonical).toBe(`${STOREFRONT_URL}${path}`);
  expect(head.meta('og:url')).toBe(head.canonical);
  expect(head.meta('og:type')).toBe('product');
  expect(head.meta('og:title')).toContain(String(product['name']));
  expect(head.meta('og:description')).toBeTruthy();
  expect(head.meta('og:locale')).toBe('bn_BD');
  expect(head.meta('og:image:width')).toBe('1200');
  expect(head.meta('og:image:height')).toBe('630');
  expect(head.meta('twitter:card')).toBe('summary_large_image');
  expect(head.meta('robots')).toBeUndefined();
  expectValidJsonLd(head.jsonLd, ['BreadcrumbList', 'Product']);
  expect(product['offers']).toMatchObject({ priceCurrency: 'BDT' });

  // The preview picture is what WhatsApp takes: a JPEG of at most 300 KB.
  const image = await fetch(head.meta('og:image')!);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  expect((await image.arrayBuffer()).byteLength).toBeLessThanOrEqual(300 * 1024);
});

test('a shop with its own domain is canonical there, from the shared host too; its home is a Store', async () => {
  const path = await firstLink('/shop/boighor', /href="(\/boighor\/product\/[^"?]+)"/u);
  const shared = headOf(await get(path));
  expect(new URL(shared.canonical!).hostname).toBe('boighor.test');
  expect(new URL(shared.canonical!).pathname).toBe(path.replace(/^\/boighor/u, ''));

  const ownPath = path.replace(/^\/boighor/u, '');
  const own = await get(ownPath, { host: boighorHost });
  expect(own.status).toBe(200);
  expect(headOf(own).canonical).toBe(shared.canonical);

  const home = headOf(await get('/', { host: boighorHost }));
  expect(home.title).toContain(demoShops.boighor.name);
  expect(new URL(home.canonical!).hostname).toBe('boighor.test');
  expect(home.meta('og:type')).toBe('website');
  expectValidJsonLd(home.jsonLd, ['Store']);
});

test('a category page names the category; English when the language cookie says so', async () => {
  const path = await firstLink('/shop/rongdhonu', /href="(\/rongdhonu\/category\/[^"]+\?id=\d+)"/u);
  const bengali = headOf(await get(path));
  const english = await get(path, { headers: { Cookie: 'lang=en' } });
  expect(english.status).toBe(200);
  expect(english.body).toMatch(/<html[^>]* lang="en"/u);
  const head = headOf(english);
  expect(head.meta('og:locale')).toBe('en_US');
  expect(head.title).toMatch(/ · Rongdhonu Fashion$/u);
  expect(bengali.title).toMatch(new RegExp(` · ${demoShops.rongdhonu.name}$`, 'u'));
  expectValidJsonLd(head.jsonLd, ['BreadcrumbList']);
});

test('personal pages are noindex and name no canonical address', async () => {
  for (const path of ['/rongdhonu/cart', '/rongdhonu/checkout', '/rongdhonu/login']) {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    const head = headOf(answer);
    expect(head.meta('robots'), path).toContain('noindex');
    expect(head.canonical, path).toBeUndefined();
  }
  const own = headOf(await get('/dashboard/my_orders', { host: boighorHost }));
  expect(own.meta('robots')).toContain('noindex');
});

test("robots.txt: a shop's own host names its sitemap and closes its personal pages; the market host closes every shop's", async () => {
  const own = await get('/robots.txt', { host: boighorHost });
  expect(own.status).toBe(200);
  expect(own.headers['content-type']).toContain('text/plain');
  expect(own.body).toContain('Disallow: /cart');
  expect(own.body).toContain('Disallow: /dashboard');
  expect(own.body).toMatch(/^Sitemap: http:\/\/boighor\.test\/sitemap\.xml$/mu);

  const market = await get('/robots.txt');
  expect(market.status).toBe(200);
  expect(market.body).toContain('Disallow: /*/cart');
  expect(market.body).not.toContain('Sitemap:');
});

test('sitemap.xml lists the home, categories and products with lastmod, on the canonical origin', async () => {
  const own = await get('/sitemap.xml', { host: boighorHost });
  expect(own.status).toBe(200);
  expect(own.headers['content-type']).toContain('application/xml');
  const urls = [...own.body.matchAll(/<url>([\s\S]*?)<\/url>/gu)].map(([, entry]) => entry!);
  expect(own.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org/u);
  expect(urls.length).toBeGreaterThan(3);
  const locations = urls.map((entry) => decode(/<loc>([^<]+)<\/loc>/u.exec(entry)![1]!));
  expect(locations.every((location) => location.startsWith('http://boighor.test/'))).toBe(true);
  expect(locations).toContain('http://boighor.test/');
  expect(locations.some((location) => location.includes('/product/'))).toBe(true);
  expect(locations.some((location) => location.includes('/category/'))).toBe(true);
  expect(urls.every((entry) => /<lastmod>\d{4}-\d{2}-\d{2}/u.test(entry))).toBe(true);

  const shared = await get('/rongdhonu/sitemap.xml');
  expect(shared.status).toBe(200);
  expect(shared.body).toContain(`<loc>${STOREFRONT_URL}/rongdhonu/product/`);
  expect((await get(`/${demoShops.puronoDokan.slug}/sitemap.xml`)).status).toBe(404);
  expect((await get('/no-such-shop-here/sitemap.xml')).status).toBe(404);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a category page still shows names, prices, pictures and links', async ({ page }) => {
    const path = await firstLink('/shop/shobji-bazar', /href="(\/shobji-bazar\/category\/[^"]+\?id=\d+)"/u);
    await page.goto(path);
    const productLinks = page.locator('main a[href*="/shobji-bazar/product/"]');
    await expect(productLinks.first()).toBeVisible();
    await expect(page.locator('main').getByText(/৳/u).first()).toBeVisible();
    const image = page.locator('main img').first();
    await expect(image).toHaveAttribute('src', /\S+/u);
    expect(await productLinks.count()).toBeGreaterThan(0);
  });
});
