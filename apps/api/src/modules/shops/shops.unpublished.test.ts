/**
 * An unpublished shop shows only its panel (decision 161): its lookup answers (decision 018) without its featured
 * product, and every catalogue call of the shop base is a 404 naming the reason, while its owner's admin still
 * sees everything. Publishing it again brings the catalogue back at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@haat/domain/schemas';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import {
  createCategory,
  createDeliveryPackage,
  createProduct,
  createReview,
  createShop,
  createShopPage,
} from '../../../test/fixtures.ts';
import { shops } from '../../platform/db/schema.ts';
import { SHOP_NOT_PUBLISHED } from './shops.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** A shop with one of everything its catalogue shows, its owner signed in. */
async function shopWithCatalogue(options: { public: boolean }) {
  const shop = await createShop(ctx, { public: options.public });
  const category = await createCategory(ctx, { shop, name: 'Clocks', slug: 'clocks' });
  const product = await createProduct(ctx, {
    shop,
    categoryId: category.id,
    name: 'Brass Table Clock',
    slug: 'brass-table-clock',
  });
  await ctx.db.update(shops).set({ featuredProductId: product.id }).where(eq(shops.id, shop.id));
  await createReview(ctx, { product, rating: 5 });
  await createShopPage(ctx, { shop, page: 'about-us', title: 'About', body: 'Old clocks, mended.' });
  await createDeliveryPackage(ctx, { shop, name: 'Inside Dhaka' });
  return { shop, product, admin: await signedInOwner(ctx, { shop }) };
}

/** Every catalogue call of the shop base, for this shop and product. */
const catalogueCalls = (shopId: number, productSlug: string): [string, Record<string, string | number>][] => [
  ['/api/shop/products', { shop_id: shopId }],
  [`/api/shop/product/${productSlug}`, { shop_id: shopId }],
  [`/api/shop/product/${productSlug}/reviews`, { shop_id: shopId }],
  ['/api/shop/products/search/Clock', { shop_id: shopId }],
  ['/api/shop/product/product_sub_categories', { shop_id: shopId }],
  ['/api/shop/pages/about-us', { shop_id: shopId }],
  ['/api/shop/delivery-packages', { shop_id: shopId }],
  ['/api/shop/sitemap', { shop_id: shopId }],
  ['/api/shop/link-preview', { shop_id: shopId, product_slug: productSlug }],
];

describe('an unpublished shop', () => {
  it('refuses its whole catalogue to shoppers with a 404 that says why, and nothing of it is cached', async () => {
    const { shop, product } = await shopWithCatalogue({ public: false });
    for (const [path, query] of catalogueCalls(shop.id, product.slug)) {
      const res = await ctx.request('GET', path, { query });
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('Brass Table Clock');
      expect(res.headers.get('cache-control'), path).not.toContain('public');
    }
    const refused = await ctx.request('GET', '/api/shop/products', { query: { shop_id: shop.id } });
    expect(refused.body.message).toBe(SHOP_NOT_PUBLISHED);
    expect(SHOP_NOT_PUBLISHED).toMatch(/প্রকাশিত/u);
    expect(SHOP_NOT_PUBLISHED).toMatch(/not published/u);
  });

  it('still answers its lookup for the panel, without its featured product', async () => {
    const { shop } = await shopWithCatalogue({ public: false });
    const res = await ctx.request<Shop>('GET', `/api/shop/online-shop/${shop.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: shop.id, public: false, featured_product: null });
  });

  it("keeps its owner's admin whole: products, categories, delivery packages and the featured product", async () => {
    const { product, admin } = await shopWithCatalogue({ public: false });
    expect((await admin.call('GET', '/products')).text).toContain(product.name);
    expect((await admin.call('GET', '/categories')).text).toContain('Clocks');
    expect((await admin.call('GET', '/delivery-packages')).text).toContain('Inside Dhaka');
    expect((await admin.call<{ shop: Shop }>('GET', '/online-shop')).body.data.shop.featured_product?.id).toBe(
      product.id,
    );
  });

  it('shows its catalogue again as soon as it is published', async () => {
    const { shop, product } = await shopWithCatalogue({ public: false });
    await ctx.db.update(shops).set({ public: true }).where(eq(shops.id, shop.id));
    for (const [path, query] of catalogueCalls(shop.id, product.slug)) {
      const res = await ctx.request('GET', path, { query });
      expect(res.status, `${path}: ${res.text}`).toBe(200);
    }
    const lookup = await ctx.request<Shop>('GET', `/api/shop/online-shop/${shop.slug}`);
    expect(lookup.body.data.featured_product?.id).toBe(product.id);
  });
});
