import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema, type Product } from '@haat/domain/schemas';
import { wishlistItems } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createProduct, createShop } from '../../../test/fixtures.ts';
import type { ProductRow, ShopRow } from '../../platform/db/rows.ts';

let ctx: TestContext;
let shop: ShopRow;
let rice: ProductRow;
let oil: ProductRow;
let salt: ProductRow;
let foreign: ProductRow;
beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx);
  rice = await createProduct(ctx, { shop, name: 'Rice', selling_price: 80, discount: 10, discount_type: 'PERCENT' });
  oil = await createProduct(ctx, { shop, name: 'Oil' });
  salt = await createProduct(ctx, { shop, name: 'Salt', stock: 0 });
  foreign = await createProduct(ctx, { shop: await createShop(ctx), name: 'Foreign' });
});
afterAll(async () => {
  await ctx?.close();
});

const PATH = '/api/shop/customer/wishlist';
const names = (products: Product[]) => products.map((product) => product.name);
const call = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await ctx.request<Product[]>(method, path, { token, body });
  if (res.status === 200) v.parse(v.array(productSchema), res.body.data);
  return res;
};

describe('customer wish list', () => {
  it('adds products of the shop (latest first, once each) and answers the whole list', async () => {
    const { token } = await createCustomer(ctx, { shop });
    expect((await call('GET', PATH, token)).body.data).toEqual([]);
    const added = await call('PUT', `${PATH}/${rice.id}`, token);
    expect(added.status).toBe(200);
    expect(added.body.data[0]).toEqual({
      id: rice.id,
      slug: rice.slug,
      name: 'Rice',
      bn_name: null,
      image_url: null,
      thumbnail_url: null,
      selling_price: 80,
      discount: 10,
      discount_type: 'PERCENT',
      stock: 10,
      category_id: null,
      price_min: 72,
      price_max: 72,
      has_options: false,
    });
    await call('PUT', `${PATH}/${oil.id}`, token);
    const twice = await call('PUT', `${PATH}/${rice.id}`, token);
    expect(names(twice.body.data)).toEqual(['Oil', 'Rice']);
    expect(names((await call('GET', PATH, token)).body.data)).toEqual(['Oil', 'Rice']);
  });

  it('removes a product; removing one that is not listed is fine', async () => {
    const { token } = await createCustomer(ctx, { shop });
    await call('PUT', `${PATH}/${rice.id}`, token);
    await call('PUT', `${PATH}/${oil.id}`, token);
    const res = await call('DELETE', `${PATH}/${rice.id}`, token);
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['Oil']);
    const again = await call('DELETE', `${PATH}/${salt.id}`, token);
    expect(again.status).toBe(200);
    expect(names(again.body.data)).toEqual(['Oil']);
  });

  it("is 404 for another shop's or an unknown product, and changes nothing", async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    for (const id of [foreign.id, 999_999]) {
      expect((await call('PUT', `${PATH}/${id}`, token)).status).toBe(404);
      expect((await call('DELETE', `${PATH}/${id}`, token)).status).toBe(404);
    }
    expect(await ctx.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, customer.id))).toEqual([]);
  });

  it("keeps each customer's list to themselves", async () => {
    const a = await createCustomer(ctx, { shop });
    const b = await createCustomer(ctx, { shop });
    await call('PUT', `${PATH}/${rice.id}`, a.token);
    expect((await call('GET', PATH, b.token)).body.data).toEqual([]);
    await call('DELETE', `${PATH}/${rice.id}`, b.token);
    expect(names((await call('GET', PATH, a.token)).body.data)).toEqual(['Rice']);
  });

  it("merges a device's list with sync, skipping unknown and other shops' ids", async () => {
    const { token } = await createCustomer(ctx, { shop });
    await call('PUT', `${PATH}/${rice.id}`, token);
    const res = await call('POST', `${PATH}/sync`, token, {
      product_ids: [oil.id, rice.id, foreign.id, 999_999, salt.id, oil.id],
    });
    expect(res.status).toBe(200);
    expect(names(res.body.data).sort()).toEqual(['Oil', 'Rice', 'Salt']);
    const empty = await call('POST', `${PATH}/sync`, token, { product_ids: [] });
    expect(names(empty.body.data).sort()).toEqual(['Oil', 'Rice', 'Salt']);
  });

  it('is 422 for a bad id or sync body', async () => {
    const { token } = await createCustomer(ctx, { shop });
    const badId = await call('PUT', `${PATH}/x1`, token);
    expect(badId.status).toBe(422);
    expect(badId.body.errors).toEqual({ product_id: ['validation.invalid_number'] });
    const badBody = await call('POST', `${PATH}/sync`, token, { product_ids: [1, 'two', -3] });
    expect(badBody.status).toBe(422);
    expect(badBody.body.errors).toEqual({
      'product_ids.1': ['validation.invalid_number'],
      'product_ids.2': ['validation.invalid_number'],
    });
    const tooMany = await call('POST', `${PATH}/sync`, token, {
      product_ids: Array.from({ length: 201 }, (_, i) => i + 1),
    });
    expect(tooMany.body.errors).toEqual({ product_ids: ['validation.max_length'] });
    expect((await call('POST', `${PATH}/sync`, token, {})).body.errors).toEqual({
      product_ids: ['validation.required'],
    });
  });
});
