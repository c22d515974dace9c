import { describe, expect, it } from 'vitest';
import type { Sitemap } from '@haat/domain/schemas';
import { makeShop } from '../../test/fixtures.ts';
import { canonicalShopOrigin } from './shop-urls.ts';
import { sitemapXml, xmlText } from './sitemap-xml.ts';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const data: Sitemap = {
  shop: { id: 7, slug: 'rongdhonu', updated_at: '2026-11-01T10:00:00.000Z' },
  pages: [{ page: 'about-us', updated_at: '2026-10-01T10:00:00.000Z' }],
  categories: [{ id: 3, slug: 'saree', updated_at: '2026-11-02T10:00:00.000Z' }],
  products: [
    { id: 12, slug: 'tea&<biscuit>', updated_at: '2026-11-20T10:00:00.000Z' },
    { id: 11, slug: 'jamdani-saree', updated_at: '2026-11-03T10:00:00.000Z' },
  ],
  truncated: false,
};

/** [loc, lastmod] of each url, read by an XML parser (which refuses a badly escaped document). */
function parse(xml: string): [string, string][] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe(NS);
  expect(doc.documentElement.localName).toBe('urlset');
  return [...doc.getElementsByTagNameNS(NS, 'url')].map((url) => [
    url.getElementsByTagNameNS(NS, 'loc')[0]?.textContent ?? '',
    url.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? '',
  ]);
}

describe('sitemapXml', () => {
  it("lists the pages on the shop's own domain with the port it is served on", () => {
    const shop = makeShop({ custom_domain: { domain: 'rongdhonu.test' } });
    const at = canonicalShopOrigin(shop, new URL('http://rongdhonu.test:3000/sitemap.xml'), {
      kind: 'own',
      slug: 'rongdhonu',
      origin: 'custom-domain',
    });
    expect(parse(sitemapXml(data, at)).map(([loc]) => new URL(loc).origin)).toEqual(
      Array(6).fill('http://rongdhonu.test:3000'),
    );
  });

  it('lists home, best sellers, pages, categories and products with lastmod on the shared host', () => {
    const at = canonicalShopOrigin(
      makeShop(),
      new URL('https://haat.example/rongdhonu/sitemap.xml'),
      {
        kind: 'market',
      },
      'haat.example',
    );
    expect(parse(sitemapXml(data, at))).toEqual([
      ['https://haat.example/shop/rongdhonu', '2026-11-01T10:00:00.000Z'],
      ['https://haat.example/rongdhonu/best-selling-products', '2026-11-20T10:00:00.000Z'],
      ['https://haat.example/rongdhonu/about-us', '2026-10-01T10:00:00.000Z'],
      ['https://haat.example/rongdhonu/category/saree?id=3', '2026-11-02T10:00:00.000Z'],
      ['https://haat.example/rongdhonu/product/tea&%3Cbiscuit%3E', '2026-11-20T10:00:00.000Z'],
      ['https://haat.example/rongdhonu/product/jamdani-saree', '2026-11-03T10:00:00.000Z'],
    ]);
  });

  it('uses the custom domain and its slug-less paths', () => {
    const shop = makeShop({ custom_domain: { domain: 'rongdhonu.com' } });
    const at = canonicalShopOrigin(
      shop,
      new URL('https://haat.example/rongdhonu/sitemap.xml'),
      { kind: 'market' },
      'haat.example',
    );
    const locs = parse(sitemapXml({ ...data, products: [], pages: [] }, at)).map(([loc]) => loc);
    expect(locs).toEqual([
      'https://rongdhonu.com/',
      'https://rongdhonu.com/best-selling-products',
      'https://rongdhonu.com/category/saree?id=3',
    ]);
  });

  it('escapes the XML specials', () => {
    expect(xmlText(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});
