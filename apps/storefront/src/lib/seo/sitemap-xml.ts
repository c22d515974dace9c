/* eslint-disable lingui/no-unlocalized-strings -- the sitemaps protocol's markup, not text for people. */
// sitemap.xml of a shop (sitemaps.org protocol 0.9) from `GET /api/shop/sitemap`: the home, the best sellers,
// the information pages, the categories and the products, each with its lastmod, on the shop's canonical origin.
import type { Sitemap } from '@haat/domain/schemas';
import { infoPageRoute, type ShopRouteName } from '../../config/route-table.ts';
import { shopPageUrl, type ShopOrigin } from './shop-urls.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element or attribute. */
export function xmlText(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => XML_ESCAPES[char] ?? char);
}

interface SitemapUrl {
  loc: string;
  lastmod: string;
}

/** The newest of ISO timestamps (they sort as text). */
const newest = (times: readonly string[]): string => times.reduce((a, b) => (b > a ? b : a));

/** The URLs of a shop's sitemap, in the order they are listed. */
export function sitemapUrls(data: Sitemap, at: ShopOrigin): SitemapUrl[] {
  const url = (name: ShopRouteName, params?: Record<string, string | number>, query?: Record<string, number>) =>
    shopPageUrl(at, data.shop.slug, name, params, query);
  const home = data.shop.updated_at;
  return [
    { loc: url('shop-home'), lastmod: home },
    // The best sellers change with any product.
    { loc: url('shop-best-selling-products'), lastmod: newest([home, ...data.products.map((p) => p.updated_at)]) },
    ...data.pages.map((page) => ({ loc: url(infoPageRoute(page.page)), lastmod: page.updated_at })),
    ...data.categories.map((category) => ({
      loc: url('shop-category', { category_slug: category.slug }, { id: category.id }),
      lastmod: category.updated_at,
    })),
    ...data.products.map((product) => ({
      loc: url('shop-product-details', { product_slug: product.slug }),
      lastmod: product.updated_at,
    })),
  ];
}

/** The sitemap document. */
export function sitemapXml(data: Sitemap, at: ShopOrigin): string {
  const entries = sitemapUrls(data, at).map(
    ({ loc, lastmod }) => `<url><loc>${xmlText(loc)}</loc><lastmod>${xmlText(lastmod)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
