import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import {
  customTwin,
  personalRouteNames,
  routePattern,
  shopRouteNames,
  type ShopRouteName,
} from '../../config/route-table.ts';
import { makeShop } from '../../test/fixtures.ts';
import { marketRobotsTxt, personalPathPrefixes, robotsTxt, sitemapPath } from './robots-txt.ts';
import { canonicalShopOrigin } from './shop-urls.ts';

const subdomain = { kind: 'own', slug: 'rongdhonu', origin: 'subdomain' } as const;

describe('robotsTxt', () => {
  it('opens the catalogue, closes the personal pages and names the sitemap on the shop origin', () => {
    const at = canonicalShopOrigin(
      makeShop(),
      new URL('https://rongdhonu.haat.example/robots.txt'),
      subdomain,
      'haat.example',
    );
    expect(robotsTxt(makeShop(), at)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /dashboard',
        'Disallow: /forget-password',
        'Disallow: /login',
        'Disallow: /order-success',
        'Disallow: /order_details/',
        'Disallow: /payments/bkash/callback',
        'Disallow: /payments/sslcommerz/return',
        'Disallow: /register',
        'Disallow: /track-order',
        '',
        'Sitemap: https://rongdhonu.haat.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it("names the custom domain's sitemap when the shop has one", () => {
    const shop = makeShop({ custom_domain: { domain: 'rongdhonu.com' } });
    const at = canonicalShopOrigin(
      shop,
      new URL('https://rongdhonu.haat.example/robots.txt'),
      subdomain,
      'haat.example',
    );
    expect(robotsTxt(shop, at)).toMatch(/\nSitemap: https:\/\/rongdhonu\.com\/sitemap\.xml\n$/u);
  });

  it('closes an unpublished shop whole', () => {
    const at = canonicalShopOrigin(makeShop(), new URL('https://rongdhonu.haat.example/'), subdomain, 'haat.example');
    expect(robotsTxt(makeShop({ public: false }), at)).toBe('User-agent: *\nDisallow: /\n');
  });

  it("closes every shop's personal pages on the shared host, and no sitemap", () => {
    const robots = robotsParser('https://haat.example/robots.txt', marketRobotsTxt());
    for (const name of shopRouteNames) {
      const path = routePattern(name).replace(':slug', 'rongdhonu').replace(/:\w+/gu, '42');
      for (const url of [path, `${path}?x=1`]) {
        expect(robots.isAllowed(`https://haat.example${url}`), url).toBe(!personalRouteNames.includes(name));
      }
    }
    expect(robots.isAllowed('https://haat.example/rongdhonu/dashboard/')).toBe(false);
    expect(robots.getSitemaps()).toEqual([]);
  });

  // A rule is a prefix and `*` any text: `/*/cart` alone would close `/rongdhonu/product/cartoon-t-shirt` too.
  it.each(['market', 'own'] as const)(
    'leaves open the catalogue pages whose slug begins like a personal page (%s host)',
    (mode) => {
      const at = canonicalShopOrigin(makeShop(), new URL('https://rongdhonu.haat.example/'), subdomain, 'haat.example');
      const text = mode === 'market' ? marketRobotsTxt() : robotsTxt(makeShop(), at);
      const robots = robotsParser('https://haat.example/robots.txt', text);
      const words = personalRouteNames.map((name) => routePattern(name).split('/')[2]!);
      const catalogue: ShopRouteName[] = ['shop-home', 'shop-product-details', 'shop-category'];
      for (const word of words) {
        for (const name of catalogue) {
          const pattern = routePattern(mode === 'own' ? customTwin(name) : name);
          const path = pattern.replace(':slug', `${word}-shop`).replace(/:\w+_slug/u, `${word}-set`);
          expect(robots.isAllowed(`https://haat.example${path}`), path).toBe(true);
        }
      }
    },
  );
});

describe('personal paths and the sitemap path', () => {
  it('puts the slug into shared-host paths', () => {
    expect(personalPathPrefixes('market', 'rongdhonu')).toContain('/rongdhonu/order_details/');
    expect(sitemapPath({ kind: 'market' }, 'rongdhonu')).toBe('/rongdhonu/sitemap.xml');
    expect(sitemapPath(subdomain, 'rongdhonu')).toBe('/sitemap.xml');
  });
});
