import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySchema, type Category } from '@haat/domain/schemas';
import { categories, products } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createCategory, createProduct, createShop } from '../../../test/fixtures.ts';
import { CATEGORY_NOT_FOUND } from './categories.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/shop/product/product_sub_categories', () => {
  it("lists the shop's categories in order, each with its product count", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const rice = await createCategory(ctx, {
      shop,
      name: 'Rice',
      bnName: 'চাল',
      icon: '🍚',
      slug: 'rice',
      position: 1,
    });
    const oil = await createCategory(ctx, { shop, name: 'Oil', slug: 'oil', position: 2 });
    const foreign = await createCategory(ctx, { shop: other, name: 'Foreign', slug: 'foreign' });
    await createProduct(ctx, { shop, categoryId: rice.id });
    await createProduct(ctx, { shop, categoryId: rice.id });
    await createProduct(ctx, { shop: other, categoryId: foreign.id });

    const res = await ctx.request<Category[]>('GET', '/api/shop/product/product_sub_categories', {
      query: { shop_id: shop.id },
    });

    expect(res.status).toBe(200);
    expect(v.parse(v.array(categorySchema), res.body.data)).toEqual([
      { id: rice.id, slug: 'rice', name: 'Rice', bn_name: 'চাল', icon: '🍚', product_count: 2 },
      { id: oil.id, slug: 'oil', name: 'Oil', bn_name: null, icon: null, product_count: 0 },
    ]);
  });

  it('is 404 for an unknown shop and 422 for a non-numeric shop_id', async () => {
    const unknown = await ctx.request('GET', '/api/shop/product/product_sub_categories', {
      query: { shop_id: 987_654 },
    });
    expect(unknown.status).toBe(404);
    const bad = await ctx.request('GET', '/api/shop/product/product_sub_categories', { query: { shop_id: 'one' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ shop_id: ['validation.invalid_number'] });
  });
});

describe('admin categories', () => {
  it('adds categories with slugs made from the name, unique in the shop, and lists them with product counts', async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    await createCategory(ctx, { shop: other, slug: 'rice-dal', name: 'Rice & Dal' });

    const rice = await admin.call<Category>('POST', '/categories', {
      body: { name: 'Rice & Dal', bn_name: 'চাল ও ডাল', icon: '🍚' },
    });
    expect(rice.status).toBe(201);
    expect(v.parse(categorySchema, rice.body.data)).toEqual({
      id: expect.any(Number),
      slug: 'rice-dal',
      name: 'Rice & Dal',
      bn_name: 'চাল ও ডাল',
      icon: '🍚',
      product_count: 0,
    });
    const again = await admin.call<Category>('POST', '/categories', { body: { name: 'Rice  DAL' } });
    expect(again.body.data).toMatchObject({ slug: 'rice-dal-2', bn_name: null, icon: null });
    const bengali = await admin.call<Category>('POST', '/categories', { body: { name: 'মসলা' } });
    expect(bengali.body.data.slug).toBe('মসলা');
    const emoji = await admin.call<Category>('POST', '/categories', { body: { name: '🍎🍊' } });
    expect(emoji.body.data.slug).toBe('category');

    await createProduct(ctx, { shop: admin.shop, categoryId: rice.body.data.id });
    const list = await admin.call<Category[]>('GET', '/categories');
    expect(list.status).toBe(200);
    expect(list.body.data.map((category) => [category.slug, category.product_count])).toEqual([
      ['rice-dal', 1],
      ['rice-dal-2', 0],
      ['মসলা', 0],
      ['category', 0],
    ]);
  });

  it('renames a category keeping its slug, and deleting one leaves its products uncategorised', async () => {
    const admin = await signedInOwner(ctx);
    const category = await createCategory(ctx, { shop: admin.shop, slug: 'fish', name: 'Fish' });
    const product = await createProduct(ctx, { shop: admin.shop, categoryId: category.id });

    const renamed = await admin.call<Category>('PUT', `/categories/${category.id}`, {
      body: { name: 'Fresh Fish', icon: '🐟' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({
      id: category.id,
      slug: 'fish',
      name: 'Fresh Fish',
      bn_name: null,
      icon: '🐟',
      product_count: 1,
    });

    const deleted = await admin.call('DELETE', `/categories/${category.id}`);
    expect(deleted.status).toBe(200);
    const [kept] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(kept).toMatchObject({ id: product.id, categoryId: null });
    expect((await admin.call<Category[]>('GET', '/categories')).body.data).toEqual([]);
  });

  it('is 422 with a message id per field', async () => {
    const admin = await signedInOwner(ctx);
    const empty = await admin.call('POST', '/categories', { body: { name: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ name: ['validation.required'] });
    const long = await admin.call('POST', '/categories', {
      body: { name: 'x'.repeat(51), bn_name: 5, icon: 'ab'.repeat(9) },
    });
    expect(long.body.errors).toEqual({
      name: ['validation.max_length'],
      bn_name: ['validation.invalid_format'],
      icon: ['validation.max_length'],
    });
  });

  it("is 404 for an unknown id or another shop's category, which stays as it was", async () => {
    const admin = await signedInOwner(ctx);
    const theirs = await createCategory(ctx, { shop: await createShop(ctx), name: 'Theirs' });
    for (const id of [theirs.id, 987_654]) {
      const put = await admin.call('PUT', `/categories/${id}`, { body: { name: 'Mine' } });
      expect(put.status).toBe(404);
      expect(put.body.message).toBe(CATEGORY_NOT_FOUND);
      expect((await admin.call('DELETE', `/categories/${id}`)).status).toBe(404);
    }
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, theirs.id));
    expect(row!.name).toBe('Theirs');
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    expect((await ctx.request('GET', '/api/admin/v3/categories')).status).toBe(401);
    expect((await admin.call('GET', '/categories', { query: { shop_id: other.id } })).status).toBe(403);
    expect(
      (await admin.call('POST', '/categories', { body: { name: 'x' }, query: { shop_id: other.id } })).status,
    ).toBe(403);
  });
});
