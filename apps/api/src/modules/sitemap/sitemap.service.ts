/**
 * What a published shop's sitemap.xml lists (docs/product/http-contract.md#sitemaps): the information
 * pages its owner has written, its categories that hold products, and its products, each with the
 * time it last changed. At most SITEMAP_MAX_ENTRIES together; products are cut first, oldest changed first.
 */
import { and, asc, desc, eq, exists, ne, sql } from 'drizzle-orm';
import { SITEMAP_MAX_ENTRIES } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { categories, products, shopPages, shops } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { isPageSlug, SHOP_NOT_FOUND } from '../shops/shops.service.ts';

export interface SitemapEntryRow {
  id: number;
  slug: string;
  updatedAt: Date;
}

export interface SitemapRows {
  shop: SitemapEntryRow;
  pages: { page: string; updatedAt: Date }[];
  categories: SitemapEntryRow[];
  products: SitemapEntryRow[];
  truncated: boolean;
}

const entryColumns = <T extends typeof categories | typeof products>(table: T) => ({
  id: table.id,
  slug: table.slug,
  updatedAt: table.updatedAt,
});

/** 404 for an unknown or unpublished shop: neither has a sitemap. */
export async function getSitemap(db: Database, shopId: number): Promise<SitemapRows> {
  const [shop] = await db
    .select({ id: shops.id, slug: shops.slug, updatedAt: shops.updatedAt })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.public, true)))
    .limit(1);
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  const [pageRows, categoryRows, productRows] = await Promise.all([
    db
      .select({ page: shopPages.page, updatedAt: shopPages.updatedAt })
      .from(shopPages)
      .where(and(eq(shopPages.shopId, shopId), ne(sql`btrim(${shopPages.body})`, '')))
      .orderBy(asc(shopPages.page)),
    db
      .select(entryColumns(categories))
      .from(categories)
      .where(
        and(
          eq(categories.shopId, shopId),
          exists(
            db
              .select({ one: sql`1` })
              .from(products)
              .where(and(eq(products.shopId, shopId), eq(products.categoryId, categories.id))),
          ),
        ),
      )
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(SITEMAP_MAX_ENTRIES),
    // One more than fits tells whether any were left out.
    db
      .select(entryColumns(products))
      .from(products)
      .where(eq(products.shopId, shopId))
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(SITEMAP_MAX_ENTRIES + 1),
  ]);
  const pages = pageRows.filter((row) => isPageSlug(row.page));
  const categoryRoom = SITEMAP_MAX_ENTRIES - pages.length;
  const listedCategories = categoryRows.slice(0, categoryRoom);
  const productRoom = categoryRoom - listedCategories.length;
  return {
    shop,
    pages,
    categories: listedCategories,
    products: productRows.slice(0, productRoom),
    truncated: productRows.length > productRoom || categoryRows.length > categoryRoom,
  };
}
