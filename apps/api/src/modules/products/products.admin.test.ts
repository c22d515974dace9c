import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paginatorSchema,
  productDetailSchema,
  productSchema,
  shopSchema,
  type Order,
  type Paginator,
  type Product,
  type ProductBody,
  type ProductDetail,
  type Shop,
} from '@haat/domain/schemas';
import { productImages, products, shops } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import { createCategory, createProduct, createProductImage, createReview, createShop } from '../../../test/fixtures.ts';
import { imageForm, testImage } from '../../../test/images.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { PRODUCT_NOT_FOUND } from './products.service.ts';
import { CATEGORY_NOT_FOUND } from '../categories/categories.service.ts';
import { MAX_PRODUCT_IMAGES } from './products.admin.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

function productBody(overrides: Partial<Record<keyof ProductBody, unknown>> = {}) {
  return {
    name: 'Miniket Rice 5kg',
    bn_name: 'মিনিকেট চাল ৫ কেজি',
    selling_price: 450,
    discount: 10,
    discount_type: 'PERCENT',
    stock: 25,
    description: 'Premium rice',
    ...overrides,
  };
}

async function create(
  admin: AdminCaller,
  overrides: Partial<Record<keyof ProductBody, unknown>> = {},
): Promise<Product> {
  const res = await admin.call<Product>('POST', '/products', { body: productBody(overrides) });
  if (res.status !== 201) throw new Error(`Expected 201, got ${res.status}: ${res.text}`);
  return res.body.data;
}

async function fileStatus(url: string) {
  return (await fetch(url)).status;
}

describe('POST /api/admin/v3/products', () => {
  it('adds a product with a slug from its name, unique in the shop, prices in taka', async () => {
    const admin = await signedInOwner(ctx);
    const category = await createCategory(ctx, { shop: admin.shop });
    const res = await admin.call<Product>('POST', '/products', { body: productBody({ category_id: category.id }) });

    expect(res.status).toBe(201);
    expect(v.parse(productSchema, res.body.data)).toEqual({
      id: expect.any(Number),
      slug: 'miniket-rice-5kg',
      name: 'Miniket Rice 5kg',
      bn_name: 'মিনিকেট চাল ৫ কেজি',
      image_url: null,
      thumbnail_url: null,
      selling_price: 450,
      discount: 10,
      discount_type: 'PERCENT',
      stock: 25,
      category_id: category.id,
      price_min: 405,
      price_max: 405,
      has_options: false,
    });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, res.body.data.id));
    expect(row).toMatchObject({
      shopId: admin.shop.id,
      sellingPricePaisa: 45_000,
      pricePaisa: 40_500,
      description: 'Premium rice',
    });

    expect((await create(admin)).slug).toBe('miniket-rice-5kg-2');
    expect(
      (await create(admin, { name: 'ডাল', bn_name: null, discount: undefined, discount_type: undefined })).slug,
    ).toBe('ডাল');
  });

  it('is 422 with a message id per field', async () => {
    const admin = await signedInOwner(ctx);
    const empty = await admin.call('POST', '/products', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: ['validation.required'],
      selling_price: ['validation.required'],
      stock: ['validation.required'],
    });
    const bad = await admin.call('POST', '/products', {
      body: productBody({ selling_price: 0, stock: 1.5, discount_type: 'HALF', category_id: 'x' }),
    });
    expect(bad.body.errors).toEqual({
      selling_price: ['validation.min_value'],
      stock: ['validation.invalid_number'],
      discount_type: ['validation.invalid_format'],
      category_id: ['validation.invalid_number'],
    });
    const discount = await admin.call('POST', '/products', {
      body: productBody({ discount: 101, discount_type: 'PERCENT' }),
    });
    expect(discount.body.errors).toEqual({ discount: ['validation.max_value'] });
  });

  it("is 404 for another shop's category", async () => {
    const admin = await signedInOwner(ctx);
    const theirs = await createCategory(ctx, { shop: await createShop(ctx) });
    const res = await admin.call('POST', '/products', { body: productBody({ category_id: theirs.id }) });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(CATEGORY_NOT_FOUND);
    expect(await ctx.db.select().from(products).where(eq(products.shopId, admin.shop.id))).toEqual([]);
  });
});

describe('GET /api/admin/v3/products', () => {
  it('pages the shop’s products newest first, searched by name or Bengali name and filtered by category', async () => {
    const admin = await signedInOwner(ctx);
    const rice = await createCategory(ctx, { shop: admin.shop });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const miniket = await createProduct(ctx, {
      shop: admin.shop,
      name: 'Miniket Rice',
      bnName: 'মিনিকেট চাল',
      categoryId: rice.id,
      createdAt: at(1),
    });
    const najir = await createProduct(ctx, {
      shop: admin.shop,
      name: 'Najirshail',
      bnName: 'নাজিরশাইল চাল',
      categoryId: rice.id,
      createdAt: at(2),
    });
    const dal = await createProduct(ctx, { shop: admin.shop, name: 'Moshur Dal 100%', createdAt: at(3) });
    await createProduct(ctx, { shop: await createShop(ctx), name: 'Miniket Rice (theirs)' });

    const all = await admin.call<Paginator<Product>>('GET', '/products');
    expect(all.status).toBe(200);
    expect(v.parse(paginatorSchema(productSchema), all.body.data)).toMatchObject({
      current_page: 1,
      per_page: 20,
      total: 3,
      last_page: 1,
    });
    expect(all.body.data.data.map((product) => product.id)).toEqual([dal.id, najir.id, miniket.id]);

    const ids = async (query: Record<string, string | number>) =>
      (await admin.call<Paginator<Product>>('GET', '/products', { query })).body.data.data.map((product) => product.id);
    expect(await ids({ search: 'RICE' })).toEqual([miniket.id]);
    expect(await ids({ search: 'চাল' })).toEqual([najir.id, miniket.id]);
    expect(await ids({ search: '100%' })).toEqual([dal.id]);
    expect(await ids({ search: '%' })).toEqual([dal.id]);
    expect(await ids({ category_id: rice.id })).toEqual([najir.id, miniket.id]);
    expect(await ids({ category_id: rice.id, search: 'najir' })).toEqual([najir.id]);

    const second = await admin.call<Paginator<Product>>('GET', '/products', { query: { per_page: 2, page: 2 } });
    expect(second.body.data).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(second.body.data.data.map((product) => product.id)).toEqual([miniket.id]);
  });

  it("is 404 for another shop's category and 422 for bad query values", async () => {
    const admin = await signedInOwner(ctx);
    const theirs = await createCategory(ctx, { shop: await createShop(ctx) });
    expect((await admin.call('GET', '/products', { query: { category_id: theirs.id } })).status).toBe(404);
    const bad = await admin.call('GET', '/products', { query: { page: 0, category_id: 'x', search: 'a'.repeat(101) } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      page: ['validation.invalid_number'],
      category_id: ['validation.invalid_number'],
      search: ['validation.max_length'],
    });
  });
});

describe('GET, PUT and DELETE /api/admin/v3/products/:id', () => {
  it('answers the product with description, images, category and rating', async () => {
    const admin = await signedInOwner(ctx);
    const category = await createCategory(ctx, { shop: admin.shop, name: 'Rice' });
    const product = await createProduct(ctx, {
      shop: admin.shop,
      categoryId: category.id,
      description: 'Fine rice',
      imageKey: 'shops/1/products/1/a',
    });
    await createProductImage(ctx, { product, imageKey: 'shops/1/products/1/a', position: 0 });
    await createReview(ctx, { product, rating: 4 });
    await createReview(ctx, { product, rating: 5 });

    const res = await admin.call<ProductDetail>('GET', `/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(v.parse(productDetailSchema, res.body.data)).toMatchObject({
      id: product.id,
      description: 'Fine rice',
      image_url: `${ctx.baseUrl}/images/shops/1/products/1/a.webp`,
      images: [
        {
          url: `${ctx.baseUrl}/images/shops/1/products/1/a.webp`,
          thumbnail_url: `${ctx.baseUrl}/images/shops/1/products/1/a-card.webp`,
        },
      ],
      category: { id: category.id, name: 'Rice', product_count: 1 },
      rating_average: 4.5,
      rating_count: 2,
    });
  });

  it('changes every field but the slug', async () => {
    const admin = await signedInOwner(ctx);
    const created = await create(admin);
    const category = await createCategory(ctx, { shop: admin.shop });
    const res = await admin.call<Product>('PUT', `/products/${created.id}`, {
      body: productBody({
        name: 'Miniket Rice 10kg',
        bn_name: null,
        selling_price: 900,
        discount: 50,
        discount_type: 'FIXED',
        stock: 0,
        category_id: category.id,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: created.id,
      slug: created.slug,
      name: 'Miniket Rice 10kg',
      bn_name: null,
      selling_price: 900,
      discount: 50,
      discount_type: 'FIXED',
      stock: 0,
      category_id: category.id,
    });
    const [row] = await ctx.db
      .select({ pricePaisa: products.pricePaisa })
      .from(products)
      .where(eq(products.id, created.id));
    expect(row!.pricePaisa).toBe(85_000);

    const invalid = await admin.call('PUT', `/products/${created.id}`, {
      body: productBody({ discount: 1000, discount_type: 'FIXED' }),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ discount: ['validation.max_value'] });
  });

  it('deletes a product while orders that hold it keep their lines, and clears it as featured', async () => {
    const admin = await signedInOwner(ctx);
    const ordered = await createProduct(ctx, {
      shop: admin.shop,
      name: 'Ordered',
      bnName: 'অর্ডার করা',
      imageKey: 'shops/x/products/ordered',
    });
    const { order } = await insertOrderRows(ctx, {
      shop: admin.shop,
      products: [ordered],
      statuses: ['pending', 'accepted'],
    });
    await ctx.db.update(shops).set({ featuredProductId: ordered.id }).where(eq(shops.id, admin.shop.id));

    const res = await admin.call('DELETE', `/products/${ordered.id}`);
    expect(res.status).toBe(200);
    expect((await admin.call('GET', `/products/${ordered.id}`)).status).toBe(404);

    const kept = await admin.call<Order>('GET', `/orders/${order.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.data.items).toEqual([
      expect.objectContaining({
        product_id: null,
        product_slug: ordered.slug,
        name: 'Ordered',
        bn_name: 'অর্ডার করা',
        unit_price: 100,
        quantity: 1,
        line_total: 100,
      }),
    ]);
    const shop = await admin.call<{ shop: { featured_product: unknown } }>('GET', '/online-shop');
    expect(shop.body.data.shop.featured_product).toBeNull();
  });

  it("is 404 for an unknown id or another shop's product, which stays as it was", async () => {
    const admin = await signedInOwner(ctx);
    const theirs = await createProduct(ctx, { shop: await createShop(ctx), name: 'Theirs' });
    for (const id of [theirs.id, 876_543]) {
      const get = await admin.call('GET', `/products/${id}`);
      expect(get.status).toBe(404);
      expect(get.body.message).toBe(PRODUCT_NOT_FOUND);
      expect((await admin.call('PUT', `/products/${id}`, { body: productBody() })).status).toBe(404);
      expect((await admin.call('DELETE', `/products/${id}`)).status).toBe(404);
    }
    const [row] = await ctx.db.select().from(products).where(eq(products.id, theirs.id));
    expect(row).toEqual(theirs);
    expect((await admin.call('GET', '/products/0')).status).toBe(422);
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const mine = await createProduct(ctx, { shop: admin.shop });
    const other = await createShop(ctx);
    expect((await ctx.request('GET', `/api/admin/v3/products/${mine.id}`)).status).toBe(401);
    expect((await admin.call('GET', '/products', { query: { shop_id: other.id } })).status).toBe(403);
    expect((await admin.call('DELETE', `/products/${mine.id}`, { query: { shop_id: other.id } })).status).toBe(403);
    expect(await ctx.db.select().from(products).where(eq(products.id, mine.id))).toHaveLength(1);
  });
});

describe('POST /api/admin/v3/products/:id/image', () => {
  it('stores WebP images with card variants; the first becomes the main image', async () => {
    const admin = await signedInOwner(ctx);
    const product = await create(admin);

    const first = await admin.call<Product>('POST', `/products/${product.id}/image`, {
      body: imageForm(await testImage(2400, 1800)),
    });
    expect(first.status).toBe(200);
    const main = first.body.data.image_url!;
    expect(main).toMatch(
      new RegExp(`/images/shops/${admin.shop.id}/products/${product.id}/[0-9a-f]+-w1600\\.webp$`, 'u'),
    );
    expect(first.body.data.thumbnail_url).toBe(main.replace(/\.webp$/u, '-card.webp'));
    const full = Buffer.from(await (await fetch(main)).arrayBuffer());
    expect(await sharp(full).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    const card = Buffer.from(await (await fetch(first.body.data.thumbnail_url!)).arrayBuffer());
    expect(await sharp(card).metadata()).toMatchObject({ format: 'webp', width: 480 });

    const second = await admin.call<Product>('POST', `/products/${product.id}/image`, {
      body: imageForm(await testImage(300, 300, 'jpeg')),
    });
    expect(second.body.data.image_url).toBe(main);
    const detail = await admin.call<ProductDetail>('GET', `/products/${product.id}`);
    expect(detail.body.data.images).toHaveLength(2);
    expect(detail.body.data.images[0]!.url).toBe(main);
  });

  it("answers each picture's true width and, for one wider than 960 px, its 960 px file (decision 128)", async () => {
    const admin = await signedInOwner(ctx);
    await ctx.db.update(shops).set({ public: true }).where(eq(shops.id, admin.shop.id));
    const product = await create(admin);
    await admin.call('POST', `/products/${product.id}/image`, { body: imageForm(await testImage(2400, 1800)) });
    await admin.call('POST', `/products/${product.id}/image`, { body: imageForm(await testImage(700, 300, 'jpeg')) });

    const page = await ctx.request<ProductDetail>('GET', `/api/shop/product/${product.slug}`, {
      query: { shop_id: admin.shop.id },
    });
    const detail = v.parse(productDetailSchema, page.body.data);
    const main = detail.image_url!;
    expect(detail.image_width).toBe(1600);
    expect(detail.image_medium_url).toBe(main.replace(/\.webp$/u, '-960.webp'));
    const medium = Buffer.from(await (await fetch(detail.image_medium_url!)).arrayBuffer());
    expect(await sharp(medium).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });
    expect(detail.images.map(({ width, medium_url }) => ({ width, medium_url }))).toEqual([
      { width: 1600, medium_url: detail.image_medium_url },
      { width: 700, medium_url: null },
    ]);

    // The shop's home features it with the same sizes: on a phone it is the largest picture there.
    await admin.call('PUT', '/featured-product', { body: { product_id: product.id } });
    const shop = await ctx.request<Shop>('GET', `/api/shop/online-shop/${admin.shop.slug}`);
    expect(v.parse(shopSchema, shop.body.data).featured_product).toMatchObject({
      id: product.id,
      image_url: main,
      image_width: 1600,
      image_medium_url: detail.image_medium_url,
    });
  });

  it('deleting the product deletes its image files', async () => {
    const admin = await signedInOwner(ctx);
    const product = await create(admin);
    const uploaded = await admin.call<Product>('POST', `/products/${product.id}/image`, {
      body: imageForm(await testImage(100, 100)),
    });
    const url = uploaded.body.data.image_url!;
    expect(await fileStatus(url)).toBe(200);
    await admin.call('DELETE', `/products/${product.id}`);
    await ctx.jobsSettled();
    expect(await fileStatus(url)).toBe(404);
    expect(await fileStatus(uploaded.body.data.thumbnail_url!)).toBe(404);
  });

  it('keeps the image files an order line still shows', async () => {
    const admin = await signedInOwner(ctx);
    const product = await create(admin);
    const uploaded = await admin.call<Product>('POST', `/products/${product.id}/image`, {
      body: imageForm(await testImage(100, 100)),
    });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    await insertOrderRows(ctx, { shop: admin.shop, products: [row!] });
    await admin.call('DELETE', `/products/${product.id}`);
    await ctx.jobsSettled();
    expect(await fileStatus(uploaded.body.data.thumbnail_url!)).toBe(200);
  });

  it(`is 422 for a missing or unreadable file, or beyond ${MAX_PRODUCT_IMAGES} images`, async () => {
    const admin = await signedInOwner(ctx);
    const product = await createProduct(ctx, { shop: admin.shop });
    const missing = await admin.call('POST', `/products/${product.id}/image`, { body: new FormData() });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ image: ['validation.required'] });
    const garbage = await admin.call('POST', `/products/${product.id}/image`, {
      body: imageForm(new Uint8Array([1, 2, 3, 4])),
    });
    expect(garbage.status).toBe(422);
    expect(garbage.body.errors).toEqual({ image: ['validation.invalid_format'] });

    for (let position = 0; position < MAX_PRODUCT_IMAGES; position += 1) {
      await createProductImage(ctx, { product, imageKey: `shops/x/products/p${position}`, position });
    }
    const full = await admin.call('POST', `/products/${product.id}/image`, {
      body: imageForm(await testImage(50, 50)),
    });
    expect(full.status).toBe(422);
    expect(full.body.errors).toEqual({ image: ['validation.max_length'] });
    expect(await ctx.db.select().from(productImages).where(eq(productImages.productId, product.id))).toHaveLength(
      MAX_PRODUCT_IMAGES,
    );
  });

  it("is 404 for another shop's product, 401 without a token and 403 for another shop", async () => {
    const admin = await signedInOwner(ctx);
    const theirs = await createProduct(ctx, { shop: await createShop(ctx) });
    const body = imageForm(await testImage(50, 50));
    expect((await admin.call('POST', `/products/${theirs.id}/image`, { body })).status).toBe(404);
    expect((await ctx.request('POST', `/api/admin/v3/products/${theirs.id}/image`, { body })).status).toBe(401);
    expect(
      (await admin.call('POST', `/products/${theirs.id}/image`, { body, query: { shop_id: theirs.shopId } })).status,
    ).toBe(403);
    expect(await ctx.db.select().from(productImages).where(eq(productImages.productId, theirs.id))).toEqual([]);
  });
});
