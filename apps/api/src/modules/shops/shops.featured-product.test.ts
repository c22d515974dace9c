import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@haat/domain/schemas';
import { shops } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createProduct, createShop } from '../../../test/fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('PUT /api/admin/v3/featured-product', () => {
  it("features one of the shop's products and clears it with null", async () => {
    const admin = await signedInOwner(ctx);
    const product = await createProduct(ctx, { shop: admin.shop, name: 'Hilsa', selling_price: 1200 });

    const res = await admin.call<Shop>('PUT', '/featured-product', { body: { product_id: product.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.featured_product).toMatchObject({ id: product.id, name: 'Hilsa', selling_price: 1200 });
    const storefront = await ctx.request<Shop>('GET', `/api/shop/online-shop/${admin.shop.slug}`);
    expect(storefront.body.data.featured_product?.id).toBe(product.id);

    const cleared = await admin.call<Shop>('PUT', '/featured-product', { body: { product_id: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.featured_product).toBeNull();
  });

  it("is 404 for another shop's product or an unknown one, and keeps the current choice", async () => {
    const admin = await signedInOwner(ctx);
    const mine = await createProduct(ctx, { shop: admin.shop });
    await ctx.db.update(shops).set({ featuredProductId: mine.id }).where(eq(shops.id, admin.shop.id));
    const theirs = await createProduct(ctx, { shop: await createShop(ctx) });
    for (const id of [theirs.id, 765_432]) {
      const res = await admin.call('PUT', '/featured-product', { body: { product_id: id } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Product not found');
    }
    const [row] = await ctx.db
      .select({ featured: shops.featuredProductId })
      .from(shops)
      .where(eq(shops.id, admin.shop.id));
    expect(row!.featured).toBe(mine.id);
  });

  it('is 422 when product_id is missing or not an id', async () => {
    const admin = await signedInOwner(ctx);
    const missing = await admin.call('PUT', '/featured-product', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ product_id: ['validation.required'] });
    const text = await admin.call('PUT', '/featured-product', { body: { product_id: 'abc' } });
    expect(text.body.errors).toEqual({ product_id: ['validation.invalid_number'] });
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    expect((await ctx.request('PUT', '/api/admin/v3/featured-product', { body: { product_id: null } })).status).toBe(
      401,
    );
    expect(
      (await admin.call('PUT', '/featured-product', { body: { product_id: null }, query: { shop_id: other.id } }))
        .status,
    ).toBe(403);
  });
});
