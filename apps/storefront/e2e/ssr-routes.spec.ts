// Every route of the route table (src/config/route-table.ts, docs/product/routes.md) over plain HTTP, as a crawler or a link preview
// reads it, on every kind of host: the shared host with the slug, the shop's subdomain `{slug}.{suffix}`, and its custom
// domain; with the `custom-` twins the guard moves. Per route: status, caching, title, canonical, Open Graph, robots,
// the JSON-LD against schema.org's required fields, and links that need no redirect; per host: robots.txt and
// sitemap.xml, each entry of which is a page that names itself canonical. The cases are keyed by route name, so a route
// added to the table without one fails here (and in typecheck).
import { generatePath } from 'react-router';
import robotsParser from 'robots-parser';
import { pageSlugs, type Category, type Page, type ProductDetail, type Product, type Shop } from '@haat/domain/schemas';
import { unitPriceTaka } from '@haat/domain/price';
import { formatMoney } from '@haat/i18n/format';
import routeConfig from '../src/routes.ts';
import { guardRedirect } from '../src/shell/guard.ts';
import {
  customTwin,
  infoPageRoute,
  routePattern,
  shopRouteNames,
  type ShopRouteName,
} from '../src/config/route-table.ts';
import type { HostMode } from '../src/lib/host-mode.ts';
import { schemaOrgProblems } from '../src/test/schema-org.ts';
import { parsePage, parseSitemap, type ServedPage } from './fixtures/html.ts';
import { get, type HttpAnswer } from './fixtures/http.ts';
import { API_URL, demoShops, expect, STOREFRONT_PORT, test } from './fixtures/index.ts';

const MARKET_HOST_SUFFIX = 'haat.localhost';
/** A character drawn as an emoji: by default, or asked for with the variation selector (`✒️`); not `©`. */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/gu;
const CATALOGUE_CACHE = 'public, s-maxage=30, stale-while-revalidate=30';
const PERSONAL_CACHE = 'private, no-store';

/** What the API says about a demo shop: what its pages must show. */
interface ShopFacts {
  shop: Shop;
  /** The shop's name as a Bengali page shows it. */
  name: string;
  /** An in-stock product with reviews, as the product page's API answers it. */
  product: ProductDetail;
  category: Category;
  pages: Map<string, Page>;
}

async function apiData<T>(path: string): Promise<T> {
  const answer = await fetch(`${API_URL}/api/shop${path}`);
  if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
}

async function shopFacts(slug: string): Promise<ShopFacts> {
  const shop = await apiData<Shop>(`/online-shop/${slug}`);
  const list = await apiData<{ data: Product[] }>(`/products?shop_id=${shop.id}&per_page=50`);
  let product: ProductDetail | undefined;
  for (const candidate of list.data.filter((item) => item.stock > 0)) {
    const detail = await apiData<ProductDetail>(`/product/${candidate.slug}?shop_id=${shop.id}`);
    if (detail.rating_count > 0) {
      product = detail;
      break;
    }
  }
  if (!product) throw new Error(`${slug} has no product in stock with reviews`);
  const categories = await apiData<Category[]>(`/product/product_sub_categories?shop_id=${shop.id}`);
  const category = categories.find((item) => (item.product_count ?? 0) > 0);
  if (!category) throw new Error(`${slug} has no category with products`);
  const pages = new Map<string, Page>();
  for (const page of pageSlugs) pages.set(page, await apiData<Page>(`/pages/${page}?shop_id=${shop.id}`));
  return { shop, name: shop.bn_name || shop.name, product, category, pages };
}

/** A kind of host the storefront serves a shop on. */
interface ShopHost {
  label: string;
  slug: string;
  /** The Host header. */
  host: string;
  /** Whether the host belongs to the shop (pages at the root) or is the shared host (pages under the slug). */
  own: boolean;
}

const port = STOREFRONT_PORT;
const sharedHost = `localhost:${port}`;
const hosts: ShopHost[] = [
  { label: 'shared host', slug: demoShops.rongdhonu.slug, host: sharedHost, own: false },
  { label: 'subdomain', slug: demoShops.rongdhonu.slug, host: `rongdhonu.${MARKET_HOST_SUFFIX}:${port}`, own: true },
  { label: 'shared host, shop with a custom domain', slug: demoShops.boighor.slug, host: sharedHost, own: false },
  {
    label: 'subdomain, shop with a custom domain',
    slug: demoShops.boighor.slug,
    host: `boighor.${MARKET_HOST_SUFFIX}:${port}`,
    own: true,
  },
  { label: 'custom domain', slug: demoShops.boighor.slug, host: `${demoShops.boighor.domain}:${port}`, own: true },
];

function modeOf(host: ShopHost): HostMode {
  return host.own ? { kind: 'own', slug: host.slug, origin: 'subdomain' } : { kind: 'market' };
}

/** A route's path on a host: the slug route on the shared host, its custom- twin on the shop's own. */
function pathOf(own: boolean, slug: string, name: ShopRouteName, params: Record<string, string> = {}): string {
  return generatePath(routePattern(own ? customTwin(name) : name), { ...params, slug });
}

/**
 * Where the shop's pages are canonical: its custom domain when it has one, on the port this server serves it on
 * (as every host here), else the host asked.
 */
function canonicalOf(facts: ShopFacts, host: ShopHost): { origin: string; own: boolean } {
  const domain = facts.shop.custom_domain?.domain;
  return domain ? { origin: `http://${domain}:${port}`, own: true } : { origin: `http://${host.host}`, own: host.own };
}

interface RouteRequest {
  params?: Record<string, string>;
  query?: string;
}

/** What a route is on a published shop, and what to ask it for. */
type RouteCase =
  | {
      kind: 'catalogue';
      request: (facts: ShopFacts) => RouteRequest;
      /** The JSON-LD types the page carries. */
      jsonLd: readonly string[];
      /** The page's own name in its title (before ` · shop`), null on the home. */
      name: (facts: ShopFacts, page: ServedPage) => string | null;
      /** Requests that must answer 404. */
      unknown?: readonly RouteRequest[];
      /** What the served page shows without JavaScript: product cards, or the product itself. */
      shows?: 'products' | 'product';
    }
  | { kind: 'personal'; request?: () => RouteRequest }
  /** A gateway's return page (issue 30): without a payment to pass on, a personal 404. */
  | { kind: 'payment-return' }
  | { kind: 'redirect'; to: ShopRouteName };

const lastCrumb = (page: ServedPage): string | null => {
  const trail = page.jsonLd.find((document) => document['@type'] === 'BreadcrumbList');
  const items = (trail?.['itemListElement'] ?? []) as { name?: string }[];
  return items.at(-1)?.name ?? null;
};

const infoPage = (page: string): RouteCase => ({
  kind: 'catalogue',
  request: () => ({}),
  jsonLd: ['BreadcrumbList'],
  name: (facts) => facts.pages.get(page)!.title,
});

const routeCases = {
  'shop-home': { kind: 'catalogue', request: () => ({}), jsonLd: ['Store'], name: () => null, shows: 'products' },
  'shop-product-details': {
    kind: 'catalogue',
    request: (facts) => ({ params: { product_slug: facts.product.slug } }),
    jsonLd: ['Product', 'BreadcrumbList'],
    name: (facts) => facts.product.bn_name || facts.product.name,
    unknown: [{ params: { product_slug: 'no-such-product' } }],
    shows: 'product',
  },
  'shop-category': {
    kind: 'catalogue',
    request: (facts) => ({ params: { category_slug: facts.category.slug }, query: `?id=${facts.category.id}` }),
    jsonLd: ['BreadcrumbList'],
    name: (facts) => facts.category.bn_name || facts.category.name,
    shows: 'products',
    unknown: [
      { params: { category_slug: 'anything' }, query: '?id=999999' },
      { params: { category_slug: 'anything' } },
    ],
  },
  'shop-best-selling-products': {
    kind: 'catalogue',
    request: () => ({}),
    jsonLd: ['BreadcrumbList'],
    // A translated title: the breadcrumb names the page as the title does.
    name: (_facts, page) => lastCrumb(page),
    shows: 'products',
  },
  'shop-about-us': infoPage('about-us'),
  'shop-privacy-policy': infoPage('privacy-policy'),
  'shop-refund-policy': infoPage('refund-policy'),
  'shop-terms-of-conditions': infoPage('terms-of-conditions'),
  'shop-cancellation-policy': infoPage('cancellation-policy'),
  'shop-login': { kind: 'personal' },
  'shop-register': { kind: 'personal' },
  'shop-forget-password': { kind: 'personal' },
  'shop-cart': { kind: 'personal' },
  'shop-checkout': { kind: 'personal' },
  'shop-order-details': { kind: 'personal', request: () => ({ params: { order_id: '1' } }) },
  'shop-order-success': { kind: 'personal' },
  'shop-track-order': { kind: 'personal' },
  'shop-payment-bkash': { kind: 'payment-return' },
  'shop-payment-sslcommerz': { kind: 'payment-return' },
  'shop-dashboard': { kind: 'personal' },
  'shop-dashboard-home': { kind: 'personal' },
  'shop-account-details': { kind: 'personal' },
  'shop-my-order': { kind: 'personal' },
  'shop-user-chat': { kind: 'personal' },
  'shop-my-wishlist': { kind: 'personal' },
  'shop-my-addresses': { kind: 'personal' },
  'shop-my-reviews': { kind: 'personal' },
  'shop-password-reset': { kind: 'personal' },
  'shop-notifications': { kind: 'personal' },
  'shop-my-cart': { kind: 'redirect', to: 'shop-cart' },
} satisfies Record<ShopRouteName, RouteCase>;

/** The case of a route; a route of the table without one fails its test here. */
function caseOf(name: ShopRouteName): RouteCase {
  const routeCase = (routeCases as Partial<Record<string, RouteCase>>)[name];
  if (!routeCase) throw new Error(`No case for the route ${name}: add one to routeCases`);
  return routeCase;
}

/** The request of a route's case (none for a redirect). */
function requestOf(routeCase: RouteCase, facts: ShopFacts): RouteRequest {
  if (routeCase.kind === 'catalogue') return routeCase.request(facts);
  if (routeCase.kind === 'personal') return routeCase.request?.() ?? {};
  return {};
}

/** The request's query with `x=1` added: the guard keeps a query. */
const withExtra = (request: RouteRequest) => (request.query ? `${request.query}&x=1` : '?x=1');

const withQuery = (path: string, request: RouteRequest) => `${path}${request.query ?? ''}`;

/** Every link of a page leads to a page of this host as it is, not through a redirect of the guard. */
function expectLinksNeedNoRedirect(page: ServedPage, host: ShopHost) {
  const internal = page.links.filter((href) => href.startsWith('/') && !href.startsWith('//'));
  expect(internal.length).toBeGreaterThan(0);
  const redirected = internal.filter((href) => {
    const url = new URL(href, 'http://host');
    return guardRedirect(modeOf(host), { pathname: url.pathname, search: url.search }) !== null;
  });
  expect(redirected, 'links the guard would redirect').toEqual([]);
}

/** Without JavaScript the page still shows names, prices, pictures and links (issue 15, Tests). */
function expectShownWithoutScript(page: ServedPage, shows: 'products' | 'product', facts: ShopFacts) {
  const main = page.document.querySelector('main');
  expect(main, 'a <main>').not.toBeNull();
  expect(main!.querySelector('img[src]'), 'a picture').not.toBeNull();
  expect(main!.textContent, 'a price').toMatch(/৳/u);
  if (shows === 'product') {
    expect(main!.querySelector('h1')?.textContent.trim()).toBe(facts.product.bn_name || facts.product.name);
    expect(main!.textContent).toContain(formatMoney(unitPriceTaka(facts.product), 'bn'));
    return;
  }
  const cards = [...main!.querySelectorAll('a[href*="/product/"]')].filter((link) => link.textContent.trim() !== '');
  expect(cards.length, 'named links to products').toBeGreaterThan(0);
}

function expectJsonLd(page: ServedPage, types: readonly string[]) {
  expect(page.jsonLd.map((document) => document['@type']).sort()).toEqual([...types].sort());
  for (const document of page.jsonLd) expect(schemaOrgProblems(document), JSON.stringify(document)).toEqual([]);
}

const factsBySlug = new Map<string, Promise<ShopFacts>>();
function factsOf(slug: string): Promise<ShopFacts> {
  let facts = factsBySlug.get(slug);
  if (!facts) {
    facts = shopFacts(slug);
    factsBySlug.set(slug, facts);
  }
  return facts;
}

test('every route of the table has a case here, and every route of the router is a table route or named here', () => {
  expect(Object.keys(routeCases).sort()).toEqual([...shopRouteNames].sort());
  const ids: string[] = [];
  const walk = (entries: readonly { id?: string; children?: unknown }[]) => {
    for (const entry of entries) {
      if (entry.id) ids.push(entry.id);
      if (Array.isArray(entry.children)) walk(entry.children as typeof entries);
    }
  };
  walk(routeConfig);
  // Routes outside the shop's table, each tested in this file or in ssr-http.spec.ts.
  const others = ['home', 'robots', 'sitemap', 'shared-sitemap', 'shared-routes', 'custom-routes', 'not-found'];
  const uncovered = ids.filter(
    (id) => !others.includes(id) && !shopRouteNames.some((name) => id === name || id === customTwin(name)),
  );
  expect(uncovered).toEqual([]);
});

test("the market's Home names itself to crawlers and link previews", async () => {
  const answer = await get('/', { host: sharedHost });
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe(CATALOGUE_CACHE);
  const page = parsePage(answer);
  const url = `http://${sharedHost}/`;
  expect(page.lang).toBe('bn');
  expect(page.canonical).toBe(url);
  expect(page.meta('robots')).toBeUndefined();
  expect(page.meta('description')).toBeTruthy();
  expect(page.meta('og:type')).toBe('website');
  expect(page.meta('og:url')).toBe(url);
  expect(page.meta('og:title')).toBe(page.title);
  expect(page.meta('og:description')).toBe(page.meta('description'));
  expect(page.meta('og:locale')).toBe('bn_BD');
  expect(page.meta('twitter:card')).toBe('summary_large_image');
  expect(page.meta('twitter:title')).toBe(page.title);
  expect(page.meta('og:image:type')).toBe('image/jpeg');
  expect(page.meta('og:image:width')).toBe('1200');
  expect(page.meta('og:image:height')).toBe('630');
  const image = new URL(page.meta('og:image')!);
  expect(image.origin).toBe(`http://${sharedHost}`);
  const picture = await get(image.pathname, { host: sharedHost });
  expect(picture.status).toBe(200);
  expect(picture.headers['content-type']).toBe('image/jpeg');
});

for (const host of hosts) {
  test.describe(`${host.label} (${host.host}, ${host.slug})`, () => {
    for (const name of shopRouteNames) {
      test(name, async () => {
        const routeCase = caseOf(name);
        const facts = await factsOf(host.slug);
        const canonical = canonicalOf(facts, host);

        if (routeCase.kind === 'redirect') {
          const answer = await get(pathOf(host.own, host.slug, name), { host: host.host });
          expect(answer.status).toBe(302);
          expect(answer.headers['location']).toBe(pathOf(host.own, host.slug, routeCase.to));
          return;
        }

        if (routeCase.kind === 'payment-return') {
          const answer = await get(pathOf(host.own, host.slug, name), { host: host.host });
          expect(answer.status).toBe(404);
          expect(answer.headers['cache-control']).toBe(PERSONAL_CACHE);
          return;
        }

        const request = requestOf(routeCase, facts);
        const path = withQuery(pathOf(host.own, host.slug, name, request.params), request);
        const answer = await get(path, { host: host.host });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['content-type']).toContain('text/html');
        expect(answer.headers['x-robots-tag']).toBeUndefined();
        const page = parsePage(answer);
        expect(page.lang).toBe('bn');
        expectLinksNeedNoRedirect(page, host);
        // Category icons are the app's own (the demo's are emoji, which phones without an emoji font show as boxes).
        expect(page.text.match(EMOJI), 'emoji in the page').toBeNull();

        if (routeCase.kind === 'personal') {
          expect(answer.headers['cache-control']).toBe(PERSONAL_CACHE);
          expect(page.meta('robots')).toBe('noindex');
          expect(page.canonical).toBeUndefined();
          expect(page.jsonLd).toEqual([]);
          expect(page.title).toContain(facts.name);
          return;
        }

        expect(answer.headers['cache-control']).toBe(CATALOGUE_CACHE);
        expect(page.meta('robots')).toBeUndefined();
        const url = `${canonical.origin}${withQuery(pathOf(canonical.own, host.slug, name, request.params), request)}`;
        expect(page.canonical).toBe(url);
        expectJsonLd(page, routeCase.jsonLd);
        if (routeCase.shows) expectShownWithoutScript(page, routeCase.shows, facts);
        const pageName = routeCase.name(facts, page);
        const title = pageName === null ? facts.shop.meta_title?.trim() || facts.name : `${pageName} · ${facts.name}`;
        expect(page.title).toBe(title);
        expect(page.meta('description')).toBeTruthy();

        expect(page.meta('og:url')).toBe(url);
        expect(page.meta('og:type')).toBe(name === 'shop-product-details' ? 'product' : 'website');
        expect(page.meta('og:title')).toBe(title);
        expect(page.meta('og:description')).toBe(page.meta('description'));
        expect(page.meta('og:site_name')).toBe(facts.name);
        expect(page.meta('og:locale')).toBe('bn_BD');
        expect(page.meta('og:image')).toMatch(/^https?:\/\//u);
        expect(page.meta('og:image:type')).toBe('image/jpeg');
        expect(page.meta('og:image:width')).toBe('1200');
        expect(page.meta('og:image:height')).toBe('630');
        expect(page.meta('twitter:card')).toBe('summary_large_image');
        expect(page.meta('twitter:title')).toBe(title);

        const home = `${canonical.origin}${pathOf(canonical.own, host.slug, 'shop-home')}`;
        const trail = page.jsonLd.find((document) => document['@type'] === 'BreadcrumbList');
        if (trail) {
          const items = trail['itemListElement'] as { item: string }[];
          expect(items[0]!.item).toBe(home);
          expect(items.at(-1)!.item).toBe(url);
        }
        const store = page.jsonLd.find((document) => document['@type'] === 'Store');
        if (store) expect(store).toMatchObject({ name: facts.name, url: home });
        const product = page.jsonLd.find((document) => document['@type'] === 'Product');
        if (product) {
          expect(product).toMatchObject({
            name: facts.product.bn_name || facts.product.name,
            url,
            offers: {
              price: unitPriceTaka(facts.product).toFixed(2),
              priceCurrency: 'BDT',
              availability: 'https://schema.org/InStock',
              seller: { name: facts.name },
            },
            aggregateRating: { '@type': 'AggregateRating', reviewCount: facts.product.rating_count },
          });
          expect(page.meta('product:price:currency')).toBe('BDT');
        }

        for (const unknown of routeCase.unknown ?? []) {
          const missing = withQuery(pathOf(host.own, host.slug, name, unknown.params), unknown);
          const notFound = await get(missing, { host: host.host });
          expect(notFound.status, missing).toBe(404);
          expect(notFound.headers['cache-control'], missing).toBe(PERSONAL_CACHE);
          expect(parsePage(notFound).canonical, missing).toBeUndefined();
        }
      });
    }

    test('each route at its address of the other kind of host moves with a 301', async () => {
      const facts = await factsOf(host.slug);
      for (const name of shopRouteNames) {
        const request = requestOf(caseOf(name), facts);
        // The twin of the own host's home is the shared host's Home, which is a page of its own.
        if (!host.own && name === 'shop-home') continue;
        const query = withExtra(request);
        const twin = withQuery(pathOf(!host.own, host.slug, name, request.params), { query });
        const answer = await get(twin, { host: host.host });
        expect(answer.status, twin).toBe(301);
        expect(answer.headers['location'], twin).toBe(
          host.own ? withQuery(pathOf(true, host.slug, name, request.params), { query }) : '/',
        );
      }
    });

    test('an unknown page answers 404 with the not-found panel', async () => {
      for (const path of [
        '/a/path/that/is/not/a/page',
        ...(host.own ? [] : ['/shop/no-such-shop', '/no-such-shop/about-us']),
      ]) {
        const answer = await get(path, { host: host.host });
        expect(answer.status, path).toBe(404);
        expect(answer.headers['cache-control'], path).toBe(PERSONAL_CACHE);
        expect(parsePage(answer).document.querySelector('h1')?.textContent, path).toBeTruthy();
      }
    });
  });
}

test.describe('an unpublished shop', () => {
  const slug = demoShops.puronoDokan.slug;
  for (const host of [
    { label: 'shared host', host: sharedHost, own: false },
    { label: 'subdomain', host: `${slug}.${MARKET_HOST_SUFFIX}:${port}`, own: true },
  ]) {
    test(`every route on the ${host.label} shows only its panel: noindex in the header and the HTML, never stored, nothing of its catalogue, in no sitemap`, async () => {
      const { product } = demoShops.puronoDokan;
      for (const name of shopRouteNames) {
        // A gateway's return page shows nothing of its own: without a payment it answers 404 (tested above).
        if (caseOf(name).kind === 'redirect' || caseOf(name).kind === 'payment-return') continue;
        const path = pathOf(host.own, slug, name, {
          product_slug: product.slug,
          category_slug: 'clocks',
          order_id: '1',
        });
        const answer = await get(path, { host: host.host });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['x-robots-tag'], path).toBe('noindex');
        expect(answer.headers['cache-control'], path).toBe(PERSONAL_CACHE);
        const page = parsePage(answer);
        expect(page.meta('robots'), path).toBe('noindex');
        expect(page.jsonLd, path).toEqual([]);
        expect(page.meta('og:type'), path).toBeUndefined();
        for (const text of [product.name, product.bnName, product.description]) {
          expect(answer.body, path).not.toContain(text);
        }
      }
      const robots = await get('/robots.txt', { host: host.host });
      if (host.own)
        expect(robotsParser(`http://${host.host}/robots.txt`, robots.body).isAllowed(`http://${host.host}/`)).toBe(
          false,
        );
      expect((await get(host.own ? '/sitemap.xml' : `/${slug}/sitemap.xml`, { host: host.host })).status).toBe(404);
    });
  }
});

/** W3C Datetime, as sitemaps.org asks of lastmod. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/u;

/** The Host header that reaches this server for a canonical URL (the custom domain is served on the e2e port). */
const hostFor = (url: URL) => (url.port ? url.host : `${url.hostname}:${port}`);

for (const host of hosts) {
  test(`${host.label} (${host.host}, ${host.slug}): robots.txt and sitemap.xml; each sitemap entry is an allowed page canonical at its address`, async () => {
    const facts = await factsOf(host.slug);
    const canonical = canonicalOf(facts, host);
    const robotsUrl = `http://${host.host}/robots.txt`;
    const robotsAnswer = await get('/robots.txt', { host: host.host });
    expect(robotsAnswer.status).toBe(200);
    expect(robotsAnswer.headers['content-type']).toContain('text/plain');
    const robots = robotsParser(robotsUrl, robotsAnswer.body);

    // Personal pages are closed, catalogue pages open, on this host.
    for (const name of shopRouteNames) {
      const routeCase = caseOf(name);
      const request = requestOf(routeCase, facts);
      const url = `http://${host.host}${withQuery(pathOf(host.own, host.slug, name, request.params), request)}`;
      expect(robots.isAllowed(url), `${url} in ${robotsUrl}`).toBe(routeCase.kind === 'catalogue');
      // A product whose slug begins like this page's path (`cartoon-set` and `/cart`) stays open.
      const word = routePattern(customTwin(name)).split('/')[1]!;
      const product = pathOf(host.own, host.slug, 'shop-product-details', { product_slug: `${word}-set` });
      expect(robots.isAllowed(`http://${host.host}${product}`), `${product} in ${robotsUrl}`).toBe(true);
    }

    const sitemapPath = host.own ? '/sitemap.xml' : `/${host.slug}/sitemap.xml`;
    if (host.own) {
      expect(robots.getSitemaps()).toEqual([`${canonical.origin}/sitemap.xml`]);
      // The sitemap has one address on a shop's own host.
      const elsewhere = await get(`/${host.slug}/sitemap.xml`, { host: host.host });
      expect(elsewhere.status).toBe(301);
      expect(elsewhere.headers['location']).toBe('/sitemap.xml');
    } else {
      expect(robots.getSitemaps()).toEqual([]);
    }
    const answer: HttpAnswer = await get(sitemapPath, { host: host.host });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const entries = parseSitemap(answer.body);
    const locations = entries.map((entry) => entry.loc);
    expect(new Set(locations).size).toBe(locations.length);
    for (const entry of entries) {
      expect(entry.lastmod, entry.loc).toMatch(W3C_DATETIME);
      expect(Date.parse(entry.lastmod!), entry.loc).toBeLessThanOrEqual(Date.now());
    }
    const url = (name: ShopRouteName, request: RouteRequest = {}) =>
      `${canonical.origin}${withQuery(pathOf(canonical.own, host.slug, name, request.params), request)}`;
    expect(locations).toContain(url('shop-home'));
    expect(locations).toContain(url('shop-best-selling-products'));
    for (const name of ['shop-product-details', 'shop-category'] as const) {
      expect(locations).toContain(url(name, requestOf(caseOf(name), facts)));
    }
    for (const page of pageSlugs) expect(locations).toContain(url(infoPageRoute(page)));

    for (const location of locations) expect(new URL(location).origin, location).toBe(canonical.origin);

    // On the canonical host, each entry is a page that its robots.txt opens and that names this very address canonical.
    if (hostFor(new URL(canonical.origin)) !== host.host) return;
    const canonicalRobots = robotsParser(`${canonical.origin}/robots.txt`, robotsAnswer.body);
    for (const location of locations) {
      const target = new URL(location);
      expect(canonicalRobots.isAllowed(location), location).toBe(true);
      const page = await get(target.pathname + target.search, { host: hostFor(target) });
      expect(page.status, location).toBe(200);
      const served = parsePage(page);
      expect(served.canonical, location).toBe(location);
      for (const document of served.jsonLd) expect(schemaOrgProblems(document), location).toEqual([]);
    }
  });
}
