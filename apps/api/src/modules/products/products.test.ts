import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paginatorSchema,
  productDetailSchema,
  productSchema,
  type Paginator,
  type Product,
  type ProductDetail,
} from '@haat/domain/schemas';
import { unitPriceTaka } from '@haat/domain/price';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCategory, createProduct, createProductImage, createReview, createShop } from '../../../test/fixtures.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { sql } from 'drizzle-orm';
import { escapeLike, hasCode, matchesSearch } from './products.service.ts';
import { insertProducts } from './products.variants.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const productPage = v.pipe(
  v.unknown(),
  v.transform((value) => v.parse(paginatorSchema(productSchema), value)),
);
const names = (page: Paginator<Product>) => page.data.map((product) => product.name);

describe('GET /api/shop/products', () => {
  let shop: ShopRow;
  let ids: Record<string, number>;
  beforeAll(async () => {
    shop = await createShop(ctx);
    const other = await createShop(ctx);
    const veg = await createCategory(ctx, { shop, slug: 'veg' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    // Prices after discount: cheap 45, middle 80 (100 - 20%), dear 150 (200 - 50 taka).
    const cheap = await createProduct(ctx, { shop, name: 'Cheap', selling_price: 45, soldCount: 5, createdAt: at(1) });
    const middle = await createProduct(ctx, {
      shop,
      name: 'Middle',
      selling_price: 100,
      discount: 20,
      discount_type: 'PERCENT',
      soldCount: 50,
      categoryId: veg.id,
      createdAt: at(3),
    });
    const dear = await createProduct(ctx, {
      shop,
      name: 'Dear',
      selling_price: 200,
      discount: 50,
      discount_type: 'FIXED',
      soldCount: 1,
      stock: 0,
      categoryId: veg.id,
      createdAt: at(2),
    });
    await createProduct(ctx, { shop: other, name: 'Not mine' });
    ids = { cheap: cheap.id, middle: middle.id, dear: dear.id, veg: veg.id };
  });

  const list = async (query: Record<string, string | number>) =>
    ctx.request<Paginator<Product>>('GET', '/api/shop/products', { query: { shop_id: shop.id, ...query } });

  it('sorts newest first by default, and by best selling and price after discount', async () => {
    expect(names(v.parse(productPage, (await list({})).body.data))).toEqual(['Middle', 'Dear', 'Cheap']);
    expect(names((await list({ sort: 'best_selling' })).body.data)).toEqual(['Middle', 'Cheap', 'Dear']);
    expect(names((await list({ sort: 'price_asc' })).body.data)).toEqual(['Cheap', 'Middle', 'Dear']);
    expect(names((await list({ sort: 'price_desc' })).body.data)).toEqual(['Dear', 'Middle', 'Cheap']);
  });

  it('answers products in the wire shape, prices in taka, out of stock included', async () => {
    const page = v.parse(productPage, (await list({ sort: 'price_desc' })).body.data);
    expect(page.data[0]).toEqual({
      id: ids.dear,
      slug: expect.any(String),
      name: 'Dear',
      bn_name: null,
      image_url: null,
      thumbnail_url: null,
      selling_price: 200,
      discount: 50,
      discount_type: 'FIXED',
      stock: 0,
      category_id: ids.veg,
      price_min: 150,
      price_max: 150,
      has_options: false,
    });
    // The client computes the price after discount with the same domain function.
    expect(page.data.map(unitPriceTaka)).toEqual([150, 80, 45]);
  });

  it('filters by category and pages', async () => {
    expect(names((await list({ category_id: ids.veg! })).body.data)).toEqual(['Middle', 'Dear']);
    const first = await list({ per_page: 2, page: 1 });
    expect(first.body.data).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(first.body.data.data).toHaveLength(2);
    const second = await list({ per_page: 2, page: 2 });
    expect(names(second.body.data)).toEqual(['Cheap']);
    const beyond = await list({ per_page: 2, page: 9 });
    expect(beyond.body.data).toMatchObject({ data: [], current_page: 9, total: 3, last_page: 2 });
  });

  it('caps per_page at 100', async () => {
    expect((await list({ per_page: 1000 })).body.data.per_page).toBe(100);
  });

  it('is 422 with field messages for bad queries, 404 for an unknown shop or category', async () => {
    const bad = await list({ sort: 'cheapest', page: 'first', category_id: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      sort: ['validation.invalid_format'],
      page: ['validation.invalid_number'],
      category_id: ['validation.invalid_number'],
    });
    expect((await ctx.request('GET', '/api/shop/products', { query: { shop_id: 999_999 } })).status).toBe(404);
    const otherShopCategory = await createCategory(ctx, { shop: await createShop(ctx) });
    const res = await list({ category_id: otherShopCategory.id });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Category not found');
  });
});

describe('GET /api/shop/products/search/:query', () => {
  let shop: ShopRow;
  beforeAll(async () => {
    shop = await createShop(ctx);
    const other = await createShop(ctx);
    await createProduct(ctx, { shop, name: 'Miniket Rice 5kg', bnName: 'মিনিকেট চাল ৫ কেজি', soldCount: 3 });
    await createProduct(ctx, { shop, name: 'Chinigura Rice', bnName: 'চিনিগুড়া চাল', soldCount: 9 });
    await createProduct(ctx, { shop, name: 'Soybean Oil', bnName: 'সয়াবিন তেল' });
    await createProduct(ctx, { shop, name: '100% Pure Honey', bnName: null });
    await createProduct(ctx, { shop, name: 'Cotton_Towel' });
    await createProduct(ctx, { shop: other, name: 'Other Rice' });
  });

  const search = (query: string, extra: Record<string, string | number> = {}) =>
    ctx.request<Paginator<Product>>('GET', `/api/shop/products/search/${encodeURIComponent(query)}`, {
      query: { shop_id: shop.id, per_page: 100, ...extra },
    });

  it('matches a substring of the name in any case, only in this shop', async () => {
    const res = await search('RICE');
    expect(res.status).toBe(200);
    expect(names(v.parse(productPage, res.body.data)).sort()).toEqual(['Chinigura Rice', 'Miniket Rice 5kg']);
    expect(res.body.data.total).toBe(2);
  });

  it('matches the Bengali name', async () => {
    expect(names((await search('চাল')).body.data).sort()).toEqual(['Chinigura Rice', 'Miniket Rice 5kg']);
    expect(names((await search('তেল')).body.data)).toEqual(['Soybean Oil']);
  });

  it('puts names that start with the query first', async () => {
    expect(names((await search('ri')).body.data)[0]).toBe('Chinigura Rice');
    expect(names((await search('min')).body.data)).toEqual(['Miniket Rice 5kg']);
  });

  it('treats % and _ as plain characters', async () => {
    expect(names((await search('%')).body.data)).toEqual(['100% Pure Honey']);
    // As a wildcard, _ would match the space of "soybean oil".
    expect(names((await search('n_o')).body.data)).toEqual([]);
    expect(names((await search('_')).body.data)).toEqual(['Cotton_Towel']);
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('can use the indexes: trigrams within the shop for a substring, pattern btrees for a prefix, code indexes', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from products where ${matchesSearch('rice', [])}`);
      return (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('products_shop_name_trgm_idx');
    expect(plan).toContain('products_shop_bn_name_trgm_idx');
    const codePlan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select product_id from product_variants where ${hasCode(1, 'KU-1')}`);
      return (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(codePlan).toContain('product_variants_shop_sku_unique');
    expect(codePlan).toContain('product_variants_shop_barcode_idx');
    // Which index a prefix takes depends on the data; the bench checks the plans on 100k products.
    const indexes = await ctx.db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'products'`);
    const definitions = new Map(
      (indexes as { rows: { indexname: string; indexdef: string }[] }).rows.map((row) => [row.indexname, row.indexdef]),
    );
    expect(definitions.get('products_shop_name_trgm_idx')).toContain('gin (shop_id, search_name gin_trgm_ops)');
    expect(definitions.get('products_shop_bn_name_trgm_idx')).toContain('gin (shop_id, search_bn_name gin_trgm_ops)');
    expect(definitions.get('products_shop_name_prefix_idx')).toContain('btree (shop_id, search_name text_pattern_ops)');
    expect(definitions.get('products_shop_bn_name_prefix_idx')).toContain(
      'btree (shop_id, search_bn_name text_pattern_ops)',
    );
  });

  it('ranks names starting with the query above better sellers, with or without a Bengali name', async () => {
    const own = await createShop(ctx);
    await createProduct(ctx, { shop: own, name: 'Brown Rice', bnName: 'লাল চাল', soldCount: 50 });
    await createProduct(ctx, { shop: own, name: 'Puffed Rice', bnName: null, soldCount: 40 });
    await createProduct(ctx, { shop: own, name: 'Rice Flour', bnName: null, soldCount: 1 });
    await createProduct(ctx, { shop: own, name: 'Flattened Rice', bnName: 'চিড়া', soldCount: 2 });
    await createProduct(ctx, { shop: own, name: 'Lentils', bnName: 'চালের ডাল', soldCount: 3 });
    const found = async (query: string) => names((await search(query, { shop_id: own.id })).body.data);

    expect(await found('rice')).toEqual(['Rice Flour', 'Brown Rice', 'Puffed Rice', 'Flattened Rice']);
    // A Bengali name that starts with the query ranks first too.
    expect(await found('চাল')).toEqual(['Lentils', 'Brown Rice']);
    // Two characters have no trigram: still every substring match, in the same order.
    expect(await found('ri')).toEqual(['Rice Flour', 'Brown Rice', 'Puffed Rice', 'Flattened Rice']);
  });

  it('pages through the matches with their exact total', async () => {
    const big = await createShop(ctx);
    await insertProducts(
      ctx.db,
      Array.from({ length: 25 }, (_, index) => ({
        shopId: big.id,
        slug: `tea-${index}`,
        name: `Green Tea ${index}`,
        sellingPricePaisa: 100,
        pricePaisa: 100,
        soldCount: index,
      })),
    );
    await createProduct(ctx, { shop: big, name: 'Tea Cup', soldCount: 0 });
    const page = async (number: number) =>
      (await search('tea', { shop_id: big.id, page: number, per_page: 10 })).body.data;

    const first = await page(1);
    expect(first).toMatchObject({ total: 26, last_page: 3, current_page: 1 });
    expect(names(first).slice(0, 3)).toEqual(['Tea Cup', 'Green Tea 24', 'Green Tea 23']);
    const last = await page(3);
    expect(names(last)).toEqual([
      'Green Tea 5',
      'Green Tea 4',
      'Green Tea 3',
      'Green Tea 2',
      'Green Tea 1',
      'Green Tea 0',
    ]);
    expect(last.total).toBe(26);
    expect(await page(4)).toMatchObject({ data: [], total: 26, last_page: 3 });
    expect((await search('tea', { shop_id: big.id, page: 2, per_page: 10 })).body.data.data).toHaveLength(10);
    expect((await search('coffee', { shop_id: big.id })).body.data).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('is 422 for a blank query or bad shop_id, 404 for an unknown shop', async () => {
    const blank = await search(' ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ query: ['validation.required'] });
    expect((await search('rice', { shop_id: 'x' })).status).toBe(422);
    expect((await search('rice', { shop_id: 555_555 })).status).toBe(404);
  });
});

describe('GET /api/shop/product/:product_slug', () => {
  it('answers the product detail with images, category and rating', async () => {
    const shop = await createShop(ctx);
    const category = await createCategory(ctx, { shop, name: 'Honey', slug: 'honey' });
    const product = await createProduct(ctx, {
      shop,
      slug: 'sundarban-honey',
      name: 'Sundarban Honey',
      description: 'Raw honey from the Sundarbans.',
      categoryId: category.id,
      selling_price: 650,
      imageKey: 'products/1/cover',
    });
    const second = await createProductImage(ctx, { product, imageKey: 'products/1/side', position: 1 });
    const first = await createProductImage(ctx, { product, imageKey: 'products/1/cover', position: 0 });
    await createReview(ctx, { product, rating: 5 });
    await createReview(ctx, { product, rating: 4 });
    await createReview(ctx, { product, rating: 4 });

    const res = await ctx.request<ProductDetail>('GET', '/api/shop/product/sundarban-honey', {
      query: { shop_id: shop.id },
    });

    expect(res.status).toBe(200);
    const detail = v.parse(productDetailSchema, res.body.data);
    expect(detail).toMatchObject({
      id: product.id,
      name: 'Sundarban Honey',
      description: 'Raw honey from the Sundarbans.',
      selling_price: 650,
      image_url: `${ctx.baseUrl}/images/products/1/cover.webp`,
      thumbnail_url: `${ctx.baseUrl}/images/products/1/cover-card.webp`,
      image_width: null,
      image_medium_url: null,
      category: { id: category.id, slug: 'honey', name: 'Honey', bn_name: null, icon: null, product_count: 1 },
      rating_average: 4.3,
      rating_count: 3,
    });
    expect(detail.images).toEqual([
      {
        id: first.id,
        url: `${ctx.baseUrl}/images/products/1/cover.webp`,
        thumbnail_url: `${ctx.baseUrl}/images/products/1/cover-card.webp`,
        // Stored before widths were recorded in the key (decision 128): no sizes to offer.
        medium_url: null,
        width: null,
      },
      {
        id: second.id,
        url: `${ctx.baseUrl}/images/products/1/side.webp`,
        thumbnail_url: `${ctx.baseUrl}/images/products/1/side-card.webp`,
        medium_url: null,
        width: null,
      },
    ]);
  });

  it('answers a product without reviews, images or category', async () => {
    const shop = await createShop(ctx);
    await createProduct(ctx, { shop, slug: 'plain' });
    const res = await ctx.request<ProductDetail>('GET', '/api/shop/product/plain', { query: { shop_id: shop.id } });
    expect(res.body.data).toMatchObject({
      images: [],
      category: null,
      rating_average: 0,
      rating_count: 0,
      description: '',
    });
  });

  it("is 404 for another shop's product, an unknown slug or shop; 422 for a bad shop_id", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    await createProduct(ctx, { shop: other, slug: 'theirs' });
    const theirs = await ctx.request('GET', '/api/shop/product/theirs', { query: { shop_id: shop.id } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Product not found');
    expect((await ctx.request('GET', '/api/shop/product/nothing', { query: { shop_id: shop.id } })).status).toBe(404);
    expect((await ctx.request('GET', '/api/shop/product/theirs', { query: { shop_id: 777_777 } })).status).toBe(404);
    expect((await ctx.request('GET', '/api/shop/product/theirs', { query: { shop_id: '-1' } })).status).toBe(422);
  });
});
