import * as shopEndpoints from '@haat/api-contract/shop';
import type { PageSlug, Sitemap } from '@haat/domain/schemas';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { okPublic } from '../../platform/http/http-cache.ts';
import { getSitemap, type SitemapEntryRow, type SitemapRows } from './sitemap.service.ts';

const entry = (row: SitemapEntryRow) => ({ id: row.id, slug: row.slug, updated_at: row.updatedAt.toISOString() });

function serializeSitemap(rows: SitemapRows): Sitemap {
  return {
    shop: entry(rows.shop),
    pages: rows.pages.map((row) => ({ page: row.page as PageSlug, updated_at: row.updatedAt.toISOString() })),
    categories: rows.categories.map(entry),
    products: rows.products.map(entry),
    truncated: rows.truncated,
  };
}

/** Shop base (`/api/shop`): what the storefront's server needs for a shop's sitemap.xml. */
export const sitemapShopRoutes = new ContractRouter().endpoint(shopEndpoints.getSitemap, async (c) =>
  okPublic(c, serializeSitemap(await getSitemap(c.get('catalogDb'), c.req.valid('query').shop_id))),
);
