import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses } from '@haat/domain/order-status';
import { paginatorSchema, reviewSchema, type Paginator, type Review } from '@haat/domain/schemas';
import { reviews } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createProduct, createReview, createShop } from '../../../test/fixtures.ts';
import type { ProductRow, ShopRow } from '../../platform/db/rows.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { NOT_RECEIVED, RECEIVED_STATUSES } from './reviews.service.ts';

let ctx: TestContext;
let shop: ShopRow;
let received: ProductRow;
let pendingProduct: ProductRow;
beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx);
  received = await createProduct(ctx, { shop, name: 'Hilsa', bnName: 'ইলিশ' });
  pendingProduct = await createProduct(ctx, { shop, name: 'Mango' });
});
afterAll(async () => {
  await ctx?.close();
});

const PATH = '/api/shop/customer/reviews';
const post = (token: string, body: unknown) => ctx.request<Review>('POST', PATH, { token, body });

/** A customer who received `received` (a delivered order) and is still waiting for `pendingProduct`. */
async function buyer() {
  const signedIn = await createCustomer(ctx, { shop, name: 'Salma Begum' });
  await insertOrderRows(ctx, {
    shop,
    customerId: signedIn.customer.id,
    products: [received],
    statuses: ['pending', 'accepted', 'processing', 'shipped', 'delivered'],
  });
  await insertOrderRows(ctx, {
    shop,
    customerId: signedIn.customer.id,
    products: [pendingProduct],
    statuses: ['pending'],
  });
  return signedIn;
}

describe('customer reviews', () => {
  it('reviews a received product (201) and lists it with the product', async () => {
    const { customer, token } = await buyer();
    const res = await post(token, { product_id: received.id, rating: 4, comment: ' Fresh and tasty ' });
    expect(res.status).toBe(201);
    expect(v.parse(reviewSchema, res.body.data)).toEqual({
      id: expect.any(Number),
      product_id: received.id,
      customer_name: 'Salma Begum',
      rating: 4,
      comment: 'Fresh and tasty',
      created_at: expect.any(String),
      product: { id: received.id, slug: received.slug, name: 'Hilsa', bn_name: 'ইলিশ', image_url: null },
    });
    const list = await ctx.request<Review[]>('GET', PATH, { token });
    expect(list.status).toBe(200);
    expect(v.parse(v.array(reviewSchema), list.body.data)).toEqual([res.body.data]);
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.id, res.body.data.id));
    expect(row).toMatchObject({ shopId: shop.id, customerId: customer.id });
    // The product's public reviews show it.
    const publicReviews = await ctx.request<{ data: Review[] }>('GET', `/api/shop/product/${received.slug}/reviews`, {
      query: { shop_id: shop.id },
    });
    expect(publicReviews.body.data.data.map((review) => review.id)).toContain(res.body.data.id);
  });

  it('replaces the earlier review of the same product (200), keeping one', async () => {
    const { customer, token } = await buyer();
    const first = await post(token, { product_id: received.id, rating: 2 });
    expect(first.status).toBe(201);
    expect(first.body.data.comment).toBe('');
    const second = await post(token, { product_id: received.id, rating: 5, comment: 'Better the second time' });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ id: first.body.data.id, rating: 5, comment: 'Better the second time' });
    const rows = await ctx.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.customerId, customer.id), eq(reviews.productId, received.id)));
    expect(rows).toHaveLength(1);
  });

  it.each(orderStatuses.filter((status) => !(RECEIVED_STATUSES as readonly string[]).includes(status)))(
    'is 403 while the order is %s',
    async (status) => {
      const { customer, token } = await createCustomer(ctx, { shop });
      await insertOrderRows(ctx, { shop, customerId: customer.id, products: [received], statuses: [status] });
      const res = await post(token, { product_id: received.id, rating: 5 });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(NOT_RECEIVED);
    },
  );

  it('accepts a completed order too', async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    await insertOrderRows(ctx, {
      shop,
      customerId: customer.id,
      products: [received],
      statuses: ['delivered', 'completed'],
    });
    expect((await post(token, { product_id: received.id, rating: 3 })).status).toBe(201);
  });

  it('is 403 for a product someone else received, or received without signing in, and changes nothing', async () => {
    const { token, customer } = await createCustomer(ctx, { shop });
    await buyer();
    await insertOrderRows(ctx, {
      shop,
      customerId: null,
      mobile: customer.mobile,
      products: [received],
      statuses: ['delivered'],
    });
    expect((await post(token, { product_id: received.id, rating: 5 })).status).toBe(403);
    expect(await ctx.db.select().from(reviews).where(eq(reviews.customerId, customer.id))).toEqual([]);
  });

  it("is 404 for another shop's or an unknown product", async () => {
    const { token } = await buyer();
    const foreign = await createProduct(ctx, { shop: await createShop(ctx) });
    expect((await post(token, { product_id: foreign.id, rating: 5 })).status).toBe(404);
    expect((await post(token, { product_id: 999_999, rating: 5 })).status).toBe(404);
  });

  it('is 422 with field messages', async () => {
    const { token } = await buyer();
    const res = await post(token, { product_id: 'x', rating: 6, comment: 'y'.repeat(1001) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      product_id: ['validation.invalid_number'],
      rating: ['validation.rating_range'],
      comment: ['validation.max_length'],
    });
    expect((await post(token, { product_id: received.id, rating: 4.5 })).body.errors).toEqual({
      rating: ['validation.invalid_number'],
    });
    expect((await post(token, {})).body.errors).toEqual({
      product_id: ['validation.required'],
      rating: ['validation.required'],
    });
  });

  it("lists only the customer's own reviews", async () => {
    const a = await buyer();
    const b = await buyer();
    await post(a.token, { product_id: received.id, rating: 5 });
    expect((await ctx.request('GET', PATH, { token: b.token })).body.data).toEqual([]);
  });
});

describe('GET /api/shop/product/:product_slug/reviews', () => {
  it('pages reviews newest first', async () => {
    const shop = await createShop(ctx);
    const product = await createProduct(ctx, { shop, slug: 'reviewed', name: 'Reviewed', imageKey: 'products/9/r' });
    const other = await createProduct(ctx, { shop, slug: 'other' });
    await createReview(ctx, { product: other, rating: 1, comment: 'not this one' });
    for (let day = 1; day <= 3; day += 1) {
      await createReview(ctx, {
        product,
        rating: day + 2,
        comment: `day ${day}`,
        customerName: `Customer ${day}`,
        createdAt: new Date(Date.UTC(2026, 0, day)),
      });
    }

    const res = await ctx.request<Paginator<Review>>('GET', '/api/shop/product/reviewed/reviews', {
      query: { shop_id: shop.id, per_page: 2 },
    });

    expect(res.status).toBe(200);
    const page = v.parse(paginatorSchema(reviewSchema), res.body.data);
    expect(page).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(page.data.map((review) => review.comment)).toEqual(['day 3', 'day 2']);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      product_id: product.id,
      customer_name: 'Customer 3',
      rating: 5,
      comment: 'day 3',
      created_at: '2026-01-03T00:00:00.000Z',
      product: {
        id: product.id,
        slug: 'reviewed',
        name: 'Reviewed',
        bn_name: null,
        image_url: `${ctx.baseUrl}/images/products/9/r-card.webp`,
      },
    });
    const second = await ctx.request<Paginator<Review>>('GET', '/api/shop/product/reviewed/reviews', {
      query: { shop_id: shop.id, per_page: 2, page: 2 },
    });
    expect(second.body.data.data.map((review) => review.comment)).toEqual(['day 1']);
  });

  it('is 404 for reviews of an unknown product and 422 for a bad page', async () => {
    const shop = await createShop(ctx);
    await createProduct(ctx, { shop, slug: 'exists' });
    expect(
      (await ctx.request('GET', '/api/shop/product/missing/reviews', { query: { shop_id: shop.id } })).status,
    ).toBe(404);
    const bad = await ctx.request('GET', '/api/shop/product/exists/reviews', { query: { shop_id: shop.id, page: 0 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ page: ['validation.invalid_number'] });
  });
});
