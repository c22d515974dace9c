import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetailSchema, shopProductDetailSchema, type ProductDetail } from '@haat/domain/schemas';
import { products, productVariants } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import { createProduct, createProductImage } from '../../../test/fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const kurtiOptions = [
  { name: 'Size', bn_name: 'সাইজ', values: [{ name: 'M' }, { name: 'L' }] },
  {
    name: 'Colour',
    bn_name: 'রং',
    values: [
      { name: 'Red', bn_name: 'লাল', color: '#cc0000' },
      { name: 'Blue', bn_name: 'নীল', color: '#0000cc' },
    ],
  },
];

async function kurti(admin: AdminCaller) {
  const product = await createProduct(ctx, { shop: admin.shop, name: 'Kurti', selling_price: 1000, stock: 0 });
  const picture = await createProductImage(ctx, { product, imageKey: `shops/${admin.shop.id}/products/red.webp` });
  const res = await admin.call<ProductDetail>('PUT', `/products/${product.id}/variants`, {
    body: {
      options: kurtiOptions,
      variants: [
        { options: ['M', 'Red'], stock: 3, sku: 'KU-M-RED', image_id: picture.id, weight_grams: 250 },
        { options: ['M', 'Blue'], stock: 0, sku: 'KU-M-BLUE' },
        { options: ['L', 'Red'], stock: 5, selling_price: 1200, barcode: '8901234567890' },
        { options: ['L', 'Blue'], stock: 7, discount: 50, discount_type: 'FIXED', enabled: false },
      ],
    },
  });
  expect(res.status).toBe(200);
  return { product, picture, detail: v.parse(productDetailSchema, res.body.data) };
}

describe('a simple product', () => {
  it('has one variant with no options, which its stock and price are', async () => {
    const admin = await signedInOwner(ctx);
    const created = await admin.call<{ id: number }>('POST', '/products', {
      body: { name: 'Lentils', selling_price: 120, stock: 9 },
    });
    const { id } = created.body.data;
    const detail = v.parse(productDetailSchema, (await admin.call('GET', `/products/${id}`)).body.data);
    expect(detail.options).toEqual([]);
    expect(detail.has_options).toBe(false);
    expect(detail.variants).toEqual([
      expect.objectContaining({ options: [], stock: 9, selling_price: 120, own_price: false, enabled: true }),
    ]);

    await admin.call('PUT', `/products/${id}`, { body: { name: 'Lentils', selling_price: 130, stock: 4 } });
    const [variant] = await ctx.db.select().from(productVariants).where(eq(productVariants.productId, id));
    expect(variant).toMatchObject({ stock: 4, pricePaisa: 13_000, sellingPricePaisa: null });
  });
});

describe('PUT /api/admin/v3/products/{id}/variants', () => {
  it('sets options and variants; the product keeps their range and total stock', async () => {
    const admin = await signedInOwner(ctx);
    const { product, picture, detail } = await kurti(admin);
    expect(detail.options[1]).toEqual({
      name: 'Colour',
      bn_name: 'রং',
      values: [
        { name: 'Red', bn_name: 'লাল', color: '#cc0000' },
        { name: 'Blue', bn_name: 'নীল', color: '#0000cc' },
      ],
    });
    expect(detail.variants.map((variant) => [variant.options.join('/'), variant.selling_price, variant.stock])).toEqual(
      [
        ['M/Red', 1000, 3],
        ['M/Blue', 1000, 0],
        ['L/Red', 1200, 5],
        ['L/Blue', 1000, 7],
      ],
    );
    expect(detail.variants[0]).toMatchObject({ sku: 'KU-M-RED', image_id: picture.id, weight_grams: 250 });
    expect(detail.variants[3]).toMatchObject({ discount: 50, own_discount: true, enabled: false });
    // Switched-off variants count for neither the range nor the stock.
    expect(detail).toMatchObject({ stock: 8, price_min: 1000, price_max: 1200 });
    const list = await admin.call<{ data: { id: number; price_min: number; price_max: number }[] }>('GET', '/products');
    expect(list.body.data.data.find((row) => row.id === product.id)).toMatchObject({
      price_min: 1000,
      price_max: 1200,
      has_options: true,
    });
    // The shop's lists and search say so too (a card then leads to the page to choose).
    const search = await ctx.request<{ data: { data: unknown[] } }>('GET', '/api/shop/products/search/kurti', {
      query: { shop_id: admin.shop.id },
    });
    expect(search.body.data.data).toEqual([expect.objectContaining({ id: product.id, has_options: true })]);

    // Shoppers see the enabled variants only.
    const shopAnswer = await ctx.request('GET', `/api/shop/product/${product.slug}`, {
      query: { shop_id: admin.shop.id },
    });
    const seen = v.parse(shopProductDetailSchema, shopAnswer.body.data);
    expect(seen.variants.map((variant) => variant.sku)).toEqual(['KU-M-RED', 'KU-M-BLUE', null]);
  });

  it('keeps the ids it is sent, moves values and SKUs between them, removes the rest', async () => {
    const admin = await signedInOwner(ctx);
    const { product, detail } = await kurti(admin);
    const [first, second] = detail.variants;
    const res = await admin.call<ProductDetail>('PUT', `/products/${product.id}/variants`, {
      body: {
        options: [kurtiOptions[1]],
        variants: [
          { id: first!.id, options: ['Blue'], stock: 1, sku: 'KU-M-BLUE' },
          { id: second!.id, options: ['Red'], stock: 2, sku: 'KU-M-RED' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.variants.map((variant) => [variant.id, variant.options[0], variant.sku])).toEqual([
      [first!.id, 'Blue', 'KU-M-BLUE'],
      [second!.id, 'Red', 'KU-M-RED'],
    ]);
    expect(res.body.data).toMatchObject({ stock: 3, price_min: 1000, price_max: 1000 });

    // Back to a simple product.
    const simple = await admin.call<ProductDetail>('PUT', `/products/${product.id}/variants`, {
      body: { options: [], variants: [{ id: first!.id, options: [], stock: 6 }] },
    });
    expect(simple.body.data).toMatchObject({ options: [], stock: 6, variants: [{ id: first!.id, options: [] }] });
  });

  it('refuses what does not fit, naming each field, and changes nothing', async () => {
    const admin = await signedInOwner(ctx);
    const { product, detail } = await kurti(admin);
    const other = await createProduct(ctx, { shop: admin.shop, name: 'Other' });
    const othersPicture = await createProductImage(ctx, { product: other, imageKey: 'x.webp' });
    const [otherVariant] = await ctx.db.select().from(productVariants).where(eq(productVariants.productId, other.id));
    await ctx.db.update(productVariants).set({ sku: 'TAKEN' }).where(eq(productVariants.id, otherVariant!.id));

    const res = await admin.call('PUT', `/products/${product.id}/variants`, {
      body: {
        options: [kurtiOptions[1]],
        variants: [
          { id: otherVariant!.id, options: ['Red'], stock: 1 },
          { options: ['Blue'], stock: 1, sku: 'taken', image_id: othersPicture.id, discount: 2000 },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'variants.0.id': ['validation.invalid_format'],
      'variants.1.sku': ['validation.duplicate'],
      'variants.1.image_id': ['validation.invalid_format'],
      'variants.1.discount': ['validation.max_value'],
    });
    const bad = await admin.call('PUT', `/products/${product.id}/variants`, {
      body: { options: kurtiOptions, variants: [{ options: ['M'], stock: 1 }] },
    });
    expect(bad.body.errors).toEqual({ 'variants.0.options': ['validation.variant_options'] });
    const again = v.parse(productDetailSchema, (await admin.call('GET', `/products/${product.id}`)).body.data);
    expect(again.variants).toEqual(detail.variants);
  });

  it("answers 404 for another shop's product", async () => {
    const admin = await signedInOwner(ctx);
    const stranger = await signedInOwner(ctx);
    const { product } = await kurti(stranger);
    const body = { options: [], variants: [{ options: [], stock: 1 }] };
    expect((await admin.call('PUT', `/products/${product.id}/variants`, { body })).status).toBe(404);
    const patch = { ids: [1], set: { stock: 1 } };
    expect((await admin.call('PATCH', `/products/${product.id}/variants`, { body: patch })).status).toBe(404);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(8);
  });
});

describe('GET /api/admin/v3/products?search=', () => {
  it("finds a product by a variant's SKU in any case or its barcode, and never another shop's", async () => {
    const admin = await signedInOwner(ctx);
    const { product } = await kurti(admin);
    await createProduct(ctx, { shop: admin.shop, name: 'Saree', selling_price: 900, stock: 2 });
    const found = async (caller: AdminCaller, search: string) =>
      (await caller.call<{ data: { id: number }[] }>('GET', '/products', { query: { search } })).body.data.data.map(
        (row) => row.id,
      );
    expect(await found(admin, 'ku-m-blue')).toEqual([product.id]);
    expect(await found(admin, ' 8901234567890 ')).toEqual([product.id]);
    // A part of a code is not a code; the name still matches as it did.
    expect(await found(admin, 'KU-M')).toEqual([]);
    expect(await found(admin, 'kurti')).toEqual([product.id]);
    const other = await signedInOwner(ctx);
    expect(await found(other, 'KU-M-BLUE')).toEqual([]);
    expect(await found(other, '8901234567890')).toEqual([]);
  });
});

describe('GET /api/shop/products/search/{query}', () => {
  it("finds a product by a variant's SKU or barcode first, and never another shop's", async () => {
    const admin = await signedInOwner(ctx);
    const { product } = await kurti(admin);
    // A product whose name merely contains the code's text sells more, yet the code's product comes first.
    await createProduct(ctx, { shop: admin.shop, name: 'Blue ku-m-blue lookalike', soldCount: 90, stock: 2 });
    const search = async (shopId: number, query: string) =>
      (
        await ctx.request<{ data: { id: number }[]; total: number }>(
          'GET',
          `/api/shop/products/search/${encodeURIComponent(query)}`,
          { query: { shop_id: shopId } },
        )
      ).body.data;
    const byCode = await search(admin.shop.id, 'KU-M-BLUE');
    expect(byCode.data[0]!.id).toBe(product.id);
    expect(byCode.total).toBe(2);
    expect((await search(admin.shop.id, '8901234567890')).data.map((row) => row.id)).toEqual([product.id]);
    const other = await signedInOwner(ctx);
    expect(await search(other.shop.id, '8901234567890')).toEqual(expect.objectContaining({ data: [], total: 0 }));
  });
});

describe('PATCH /api/admin/v3/products/{id}/variants', () => {
  it('changes all sizes of one colour, or the chosen rows', async () => {
    const admin = await signedInOwner(ctx);
    const { product, detail } = await kurti(admin);
    const red = await admin.call<ProductDetail>('PATCH', `/products/${product.id}/variants`, {
      body: { match: { colour: 'red' }, set: { selling_price: 950, enabled: true } },
    });
    expect(red.status).toBe(200);
    expect(red.body.data.variants.map((variant) => variant.selling_price)).toEqual([950, 1000, 950, 1000]);
    expect(red.body.data).toMatchObject({ price_min: 950, price_max: 1000 });

    const rows = await admin.call<ProductDetail>('PATCH', `/products/${product.id}/variants`, {
      body: { ids: [detail.variants[1]!.id, detail.variants[3]!.id], set: { stock: 10, enabled: true } },
    });
    expect(rows.body.data.variants.map((variant) => variant.stock)).toEqual([3, 10, 5, 10]);
    expect(rows.body.data.stock).toBe(28);

    // Back to the product's price; a price change of the product reaches the variants that take it.
    await admin.call('PATCH', `/products/${product.id}/variants`, {
      body: { match: { Colour: 'Red' }, set: { selling_price: null } },
    });
    await admin.call('PUT', `/products/${product.id}`, { body: { name: 'Kurti', selling_price: 800, stock: 0 } });
    const after = v.parse(productDetailSchema, (await admin.call('GET', `/products/${product.id}`)).body.data);
    expect(after.variants.map((variant) => [variant.selling_price, variant.stock])).toEqual([
      [800, 3],
      [800, 10],
      [800, 5],
      [800, 10],
    ]);
    expect(after).toMatchObject({ price_min: 750, price_max: 800, stock: 28 });
  });

  it('refuses unknown variants, options and a discount above the price', async () => {
    const admin = await signedInOwner(ctx);
    const { product } = await kurti(admin);
    const unknown = await admin.call('PATCH', `/products/${product.id}/variants`, {
      body: { ids: [999_999], set: { stock: 1 } },
    });
    expect(unknown.body.errors).toEqual({ 'ids.0': ['validation.invalid_format'] });
    const option = await admin.call('PATCH', `/products/${product.id}/variants`, {
      body: { match: { Fabric: 'Silk' }, set: { stock: 1 } },
    });
    expect(option.body.errors).toEqual({ 'match.Fabric': ['validation.variant_options'] });
    const discount = await admin.call('PATCH', `/products/${product.id}/variants`, {
      body: { match: { Size: 'M' }, set: { discount: 1100, discount_type: 'FIXED' } },
    });
    expect(discount.body.errors).toEqual({ 'set.discount': ['validation.max_value'] });
  });
});
