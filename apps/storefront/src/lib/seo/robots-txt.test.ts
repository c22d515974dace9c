import { describe, expect, it } from 'vitest';
import { makeShop } from '../../test/fixtures.ts';
import { marketRobotsTxt, personalPathPrefixes, robotsTxt, sitemapPath } from './robots-txt.ts';
import { canonicalShopOrigin } from './shop-urls.ts';

const subdomain = { kind: 'own', slug: 'rongdhonu', origin: 'subdomain' } as const;

describe('robotsTxt', () => {
  it('opens the catalogue, closes the personal pages and names the sitemap on the shop origin', () => {
    const at = canonicalShopOrigin(makeShop(), new URL('https://rongdhonu.haat.example/robots.txt'), subdomain);
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
    const at = canonicalShopOrigin(shop, new URL('https://rongdhonu.haat.example/robots.txt'), subdomain);
    expect(robotsTxt(shop, at)).toMatch(/\nSitemap: https:\/\/rongdhonu\.com\/sitemap\.xml\n$/u);
  });

  it('closes an unpublished shop whole', () => {
    const at = canonicalShopOrigin(makeShop(), new URL('https://rongdhonu.haat.example/'), subdomain);
    expect(robotsTxt(makeShop({ public: false }), at)).toBe('User-agent: *\nDisallow: /\n');
  });

  it("closes every shop's personal pages on the shared host", () => {
    const text = marketRobotsTxt();
    expect(text).toContain('\nDisallow: /*/cart\n');
    expect(text).toContain('\nDisallow: /*/dashboard\n');
    expect(text).not.toContain('/*/dashboard/');
    expect(text).not.toContain('Sitemap:');
  });
});

describe('personal paths and the sitemap path', () => {
  it('puts the slug into shared-host paths', () => {
    expect(personalPathPrefixes('market', 'rongdhonu')).toContain('/rongdhonu/order_details/');
    expect(sitemapPath({ kind: 'market' }, 'rongdhonu')).toBe('/rongdhonu/sitemap.xml');
    expect(sitemapPath(subdomain, 'rongdhonu')).toBe('/sitemap.xml');
  });
});
