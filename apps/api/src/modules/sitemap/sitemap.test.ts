import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_MAX_ENTRIES, sitemapSchema, type Sitemap } from '@haat/domain/schemas';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCategory, createProduct, createShop, createShopPage } from '../../../test/fixtures.ts';
import { categories, products, shopPages, shops } from '../../platform/db/schema.ts';
import { PUBLIC_CACHE_CONTROL } from '../../platform/http/http-cache.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const PATH = '/api/shop/sitemap';

async function sitemapOf(shopId: number): Promise<Sitemap> {
  const res = await ctx.request<Sitemap>('GET', PATH, { query: { shop_id: shopId } });
  expect(res.status, res.text).toBe(200);
  return v.parse(sitemapSchema, res.body.data);
}

describe('GET /api/shop/sitemap', () => {
  it("lists exactly the shop's written pages, categories with products and products, each with its lastmod", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const sarees = await createCategory(ctx, { shop, name: 'Sarees', slug: 'sarees', position: 1 });
    await createCategory(ctx, { shop, name: 'Empty', slug: 'empty', position: 2 });
    const older = await createProduct(ctx, { shop, categoryId: sarees.id, slug: 'older' });
    const newer = await createProduct(ctx, { shop, slug: 'newer' });
    await ctx.db
      .update(products)
      .set({ updatedAt: new Date('2024-01-01T00:00:00Z') })
      .where(eq(products.id, older.id));
    const about = await createShopPage(ctx, { shop, page: 'about-us', title: 'About', body: 'We weave.' });
    await createShopPage(ctx, { shop, page: 'refund-policy', title: 'Refunds', body: '   ' });
    const foreignCategory = await createCategory(ctx, { shop: other, name: 'Foreign', slug: 'foreign' });
    await createProduct(ctx, { shop: other, categoryId: foreignCategory.id, slug: 'foreign-product' });
    await createShopPage(ctx, { shop: other, page: 'privacy-policy', title: 'Privacy', body: 'Theirs.' });

    const res = await ctx.request<Sitemap>('GET', PATH, { query: { shop_id: shop.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.get('etag')).toMatch(/^W\/"/u);

    const [shopRow] = await ctx.db.select().from(shops).where(eq(shops.id, shop.id));
    const [sareesRow] = await ctx.db.select().from(categories).where(eq(categories.id, sarees.id));
    const [newerRow] = await ctx.db.select().from(products).where(eq(products.id, newer.id));
    const [aboutRow] = await ctx.db.select().from(shopPages).where(eq(shopPages.id, about.id));
    expect(v.parse(sitemapSchema, res.body.data)).toEqual({
      shop: { id: shop.id, slug: shop.slug, updated_at: shopRow!.updatedAt.toISOString() },
      pages: [{ page: 'about-us', updated_at: aboutRow!.updatedAt.toISOString() }],
      categories: [{ id: sarees.id, slug: 'sarees', updated_at: sareesRow!.updatedAt.toISOString() }],
      // Most recently changed first.
      products: [
        { id: newer.id, slug: 'newer', updated_at: newerRow!.updatedAt.toISOString() },
        { id: older.id, slug: 'older', updated_at: '2024-01-01T00:00:00.000Z' },
      ],
      truncated: false,
    });
  });

  it("moves a product's lastmod when it changes", async () => {
    const shop = await createShop(ctx);
    const product = await createProduct(ctx, { shop });
    await ctx.db
      .update(products)
      .set({ updatedAt: new Date('2024-01-01T00:00:00Z') })
      .where(eq(products.id, product.id));
    expect((await sitemapOf(shop.id)).products[0]!.updated_at).toBe('2024-01-01T00:00:00.000Z');
    await ctx.db.update(products).set({ name: 'Renamed' }).where(eq(products.id, product.id));
    expect(Date.parse((await sitemapOf(shop.id)).products[0]!.updated_at)).toBeGreaterThan(Date.parse('2025-01-01'));
  });

  it('is 404 for an unknown or unpublished shop, 422 for a bad shop_id', async () => {
    const unpublished = await createShop(ctx, { public: false });
    await createProduct(ctx, { shop: unpublished });
    for (const shopId of [unpublished.id, 2_000_000_000]) {
      const res = await ctx.request('GET', PATH, { query: { shop_id: shopId } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'Shop not found' });
    }
    const bad = await ctx.request('GET', PATH, { query: { shop_id: 'abc' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ shop_id: ['validation.invalid_number'] });
    expect((await ctx.request('GET', PATH)).body.errors).toEqual({ shop_id: ['validation.required'] });
  });

  it('lists at most SITEMAP_MAX_ENTRIES entries, leaving out the products changed longest ago', async () => {
    const shop = await createShop(ctx);
    await createShopPage(ctx, { shop, page: 'about-us', title: 'About', body: 'Many things.' });
    const category = await createCategory(ctx, { shop, name: 'All', slug: 'all' });
    // One more product than fits beside the page and the category; the first made is the oldest.
    await ctx.db.execute(sql`
      insert into products (shop_id, category_id, slug, name, selling_price_paisa, price_paisa, max_price_paisa, updated_at)
      select ${shop.id}, ${category.id}, 'p-' || n, 'P ' || n, 10000, 10000, 10000, timestamptz '2024-01-01' + n * interval '1 second'
      from generate_series(1, ${SITEMAP_MAX_ENTRIES}) as n`);

    const sitemap = await sitemapOf(shop.id);
    expect(sitemap.pages).toHaveLength(1);
    expect(sitemap.categories).toHaveLength(1);
    expect(sitemap.products).toHaveLength(SITEMAP_MAX_ENTRIES - 2);
    expect(sitemap.truncated).toBe(true);
    expect(sitemap.products[0]!.slug).toBe(`p-${SITEMAP_MAX_ENTRIES}`);
    expect(sitemap.products.some((product) => product.slug === 'p-1' || product.slug === 'p-2')).toBe(false);
  }, 60_000);
});
