import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  discountPreviewSchema,
  discountSchema,
  orderSchema,
  type DiscountPreview,
  type DiscountWire,
} from '@haat/domain/schemas';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import {
  createCategory,
  createDeliveryPackage,
  createDiscountRow,
  createProduct,
  createShop,
} from '../../../test/fixtures.ts';
import { orderBody, postOrder, type OrderingShop } from '../../../test/order-fixtures.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { discountRedemptions, discounts, orderItems, orders } from '../../platform/db/schema.ts';
import { changeStatus } from '../orders/order-lifecycle.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Many orders from one address: the discounts are the subject, not the rate limits.
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
});

const eidBody = {
  code: ' eid১০ ',
  title: 'ঈদ অফার ১০%',
  kind: 'percentage',
  percent: 10,
  min_amount: 500,
  starts_at: '2026-03-30T00:00',
  ends_at: '2026-04-01T00:00',
  usage_limit: 100,
  once_per_phone: true,
};

describe('admin discounts', () => {
  it('adds, lists, changes, switches off and deletes discounts; times are Dhaka local times', async () => {
    const admin = await signedInOwner(ctx);
    await createDiscountRow(ctx, await createShop(ctx), { code: 'NOTMINE' });

    const added = await admin.call<DiscountWire>('POST', '/discounts', { body: eidBody });
    expect(added.status).toBe(201);
    expect(v.parse(discountSchema, added.body.data)).toEqual({
      id: expect.any(Number),
      code: 'EID10',
      title: 'ঈদ অফার ১০%',
      kind: 'percentage',
      percent: 10,
      amount: 0,
      scope: 'order',
      target_ids: [],
      min_amount: 500,
      min_quantity: null,
      // 30 March 00:00 in Dhaka is 29 March 18:00 UTC.
      starts_at: '2026-03-29T18:00:00.000Z',
      ends_at: '2026-03-31T18:00:00.000Z',
      usage_limit: 100,
      once_per_phone: true,
      combinable: false,
      active: true,
      uses: 0,
      revenue: 0,
      discounted: 0,
      created_at: expect.any(String),
    });
    const id = added.body.data.id;

    const free = await admin.call<DiscountWire>('POST', '/discounts', {
      body: { code: '', title: 'ফ্রি ডেলিভারি', kind: 'free_delivery', min_amount: 2000, combinable: true },
    });
    expect(free.status).toBe(201);
    expect(free.body.data).toMatchObject({ code: null, kind: 'free_delivery', combinable: true });

    const list = await admin.call<DiscountWire[]>('GET', '/discounts');
    expect(list.body.data.map((discount) => discount.title)).toEqual(['ফ্রি ডেলিভারি', 'ঈদ অফার ১০%']);

    const changed = await admin.call<DiscountWire>('PUT', `/discounts/${id}`, {
      body: { ...eidBody, percent: 12.5, active: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id, percent: 12.5, active: false });

    expect((await admin.call('DELETE', `/discounts/${id}`)).status).toBe(200);
    expect((await admin.call('DELETE', `/discounts/${id}`)).status).toBe(404);
    expect((await admin.call<DiscountWire[]>('GET', '/discounts')).body.data.map((row) => row.id)).toEqual([
      free.body.data.id,
    ]);
  });

  it('refuses bad input with message ids the admin shows in Bengali, and writes nothing', async () => {
    const admin = await signedInOwner(ctx);
    await admin.call('POST', '/discounts', { body: eidBody });
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ code: 'EID10' }, { code: ['validation.discount_code_taken'] }],
      [{ code: 'ঈদ অফার' }, { code: ['validation.discount_code_format'] }],
      [{ code: '<script>' }, { code: ['validation.discount_code_format'] }],
      [{ code: 'A', percent: 0 }, { percent: ['validation.min_value'] }],
      [{ code: 'B', percent: 150 }, { percent: ['validation.max_value'] }],
      [{ code: 'C', percent: -5 }, { percent: ['validation.min_value'] }],
      [{ code: 'D', kind: 'fixed_amount', amount: 0 }, { amount: ['validation.min_value'] }],
      [{ code: 'E', scope: 'products' }, { target_ids: ['validation.discount_targets_required'] }],
      [{ code: 'F', ends_at: '2026-03-29T23:59' }, { ends_at: ['validation.discount_ends_before_start'] }],
      [{ code: 'G', starts_at: '2026-02-30T10:00' }, { starts_at: ['validation.invalid_format'] }],
      [{ code: 'H', usage_limit: 0 }, { usage_limit: ['validation.min_value'] }],
      [{ code: 'I', title: '   ' }, { title: ['validation.required'] }],
      [{ code: 'J', kind: 'bogo' }, { kind: ['validation.invalid_format'] }],
    ];
    for (const [change, errors] of refusals) {
      const res = await admin.call('POST', '/discounts', { body: { ...eidBody, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors, JSON.stringify(change)).toEqual(errors);
    }
    expect(await ctx.db.select().from(discounts).where(eq(discounts.shopId, admin.shop.id))).toHaveLength(1);
  });

  it("never shows or changes another shop's discount, nor takes another shop's products", async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    const theirs = await createDiscountRow(ctx, other, { code: 'THEIRS' });
    const theirProduct = await createProduct(ctx, { shop: other });
    expect((await admin.call<DiscountWire[]>('GET', '/discounts')).body.data).toEqual([]);
    expect((await admin.call('PUT', `/discounts/${theirs.id}`, { body: eidBody })).status).toBe(404);
    expect((await admin.call('DELETE', `/discounts/${theirs.id}`)).status).toBe(404);
    const foreign = await admin.call('POST', '/discounts', {
      body: { ...eidBody, scope: 'products', target_ids: [theirProduct.id] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ target_ids: ['validation.invalid_format'] });
    const [row] = await ctx.db.select().from(discounts).where(eq(discounts.id, theirs.id));
    expect(row).toMatchObject({ code: 'THEIRS', active: true, percentHundredths: 1000 });
  });
});

/** A shop selling a kurti (category Clothes, 1,000 taka) and tea (250 taka), delivery 60 taka, with its owner. */
async function eidShop(): Promise<OrderingShop & { admin: AdminCaller }> {
  const admin = await signedInOwner(ctx);
  const category = await createCategory(ctx, { shop: admin.shop, name: 'Clothes' });
  const kurti = await createProduct(ctx, {
    shop: admin.shop,
    name: 'Kurti',
    selling_price: 1000,
    stock: 500,
    categoryId: category.id,
  });
  const tea = await createProduct(ctx, { shop: admin.shop, name: 'Tea', selling_price: 250, stock: 500 });
  const deliveryPackage = await createDeliveryPackage(ctx, { shop: admin.shop, name: 'Inside Dhaka', charge: 60 });
  return { admin, shop: admin.shop, deliveryPackage, products: [kurti, tea] };
}

const preview = (body: Record<string, unknown>) =>
  ctx.request<DiscountPreview>('POST', '/api/shop/discounts/preview', { body });

describe('checkout with a discount', () => {
  it('stores the discount, its lines and the total on the order, and a use of the code', async () => {
    const target = await eidShop();
    const [kurti, tea] = target.products;
    await target.admin.call('POST', '/discounts', {
      body: { ...eidBody, starts_at: null, ends_at: null, scope: 'categories', target_ids: [kurti!.categoryId] },
    });

    const res = await postOrder(
      ctx,
      orderBody(
        target,
        [
          [kurti!, 2],
          [tea!, 1],
        ],
        { discount_code: 'Eid10' },
      ),
    );
    expect(res.status).toBe(201);
    const order = v.parse(orderSchema, res.body.data);
    // 10% of the kurtis (2,000) only: 200 taka off; the tea is not in the category.
    expect(order).toMatchObject({
      subtotal: 2250,
      delivery_charge: 60,
      discount: 200,
      discounts: [{ code: 'EID10', title: 'ঈদ অফার ১০%', kind: 'percentage', saving: 200 }],
      total: 2110,
    });
    expect(order.items.map((item) => [item.name, item.line_total, item.discount])).toEqual([
      ['Kurti', 2000, 200],
      ['Tea', 250, 0],
    ]);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ totalPaisa: 211_000, discountPaisa: 20_000 });
    const redemptions = await ctx.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, order.id));
    expect(redemptions).toMatchObject([{ mobile: order.mobile, phoneKey: order.mobile, amountPaisa: 20_000 }]);

    // The same number cannot use it again; the owner sees one use and its revenue.
    const again = await postOrder(
      ctx,
      orderBody(target, [[kurti!, 1]], { discount_code: 'EID10', mobile: order.mobile }),
    );
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ discount_code: ['validation.discount_already_used'] });
    const [listed] = (await target.admin.call<DiscountWire[]>('GET', '/discounts')).body.data;
    expect(listed).toMatchObject({ uses: 1, revenue: 2110, discounted: 200 });

    // A cancelled order keeps its use but brings no revenue.
    await changeStatus(ctx.db, target.shop.id, order.id, 'canceled', { sms: null });
    const [afterCancel] = (await target.admin.call<DiscountWire[]>('GET', '/discounts')).body.data;
    expect(afterCancel).toMatchObject({ uses: 1, revenue: 0, discounted: 0 });
  });

  it('refuses a code that does not apply with its reason, and places nothing', async () => {
    const target = await eidShop();
    const [kurti, tea] = target.products;
    const other = await createShop(ctx);
    await createDiscountRow(ctx, other, { code: 'OTHERSHOP' });
    await createDiscountRow(ctx, target.shop, { code: 'MIN', minAmountPaisa: 300_000 });
    await createDiscountRow(ctx, target.shop, { code: 'LATER', startsAt: new Date(Date.now() + 86_400_000) });
    await createDiscountRow(ctx, target.shop, { code: 'OVER', endsAt: new Date(Date.now() - 1000) });
    await createDiscountRow(ctx, target.shop, { code: 'GONE', usageLimit: 1, usedCount: 1 });
    await createDiscountRow(ctx, target.shop, { code: 'OFF', active: false });
    await createDiscountRow(ctx, target.shop, { code: 'KURTI', scope: 'products', targetIds: [kurti!.id] });
    const cases: [string, string][] = [
      ['NOPE', 'validation.discount_unknown_code'],
      ['othershop', 'validation.discount_unknown_code'],
      ['OFF', 'validation.discount_unknown_code'],
      ['min', 'validation.discount_below_minimum_amount'],
      ['LATER', 'validation.discount_not_started'],
      ['OVER', 'validation.discount_expired'],
      ['GONE', 'validation.discount_used_up'],
      ['KURTI', 'validation.discount_not_for_these_products'],
    ];
    for (const [code, message] of cases) {
      const res = await postOrder(ctx, orderBody(target, [[tea!, 1]], { discount_code: code }));
      expect(res.status, code).toBe(422);
      expect(res.body.errors, code).toEqual({ discount_code: [message] });
    }
    expect(await ctx.db.select().from(orders).where(eq(orders.shopId, target.shop.id))).toEqual([]);
  });

  it('applies an automatic free delivery above an amount without a code, stacked with a combinable code', async () => {
    const target = await eidShop();
    const [kurti, tea] = target.products;
    await createDiscountRow(ctx, target.shop, {
      title: 'ফ্রি ডেলিভারি',
      kind: 'free_delivery',
      percentHundredths: 0,
      minAmountPaisa: 150_000,
      combinable: true,
    });
    await createDiscountRow(ctx, target.shop, { code: 'EID10', combinable: true });

    const small = await postOrder(ctx, orderBody(target, [[tea!, 1]]));
    expect(small.body.data).toMatchObject({ discount: 0, discounts: [], total: 310 });
    const big = await postOrder(ctx, orderBody(target, [[kurti!, 2]]));
    expect(big.body.data).toMatchObject({
      discount: 60,
      discounts: [{ code: null, title: 'ফ্রি ডেলিভারি', kind: 'free_delivery', saving: 60 }],
      total: 2000,
    });
    const both = await postOrder(ctx, orderBody(target, [[kurti!, 2]], { discount_code: 'eid10' }));
    expect(both.body.data).toMatchObject({ discount: 260, total: 1800 });
    expect(both.body.data.discounts.map((discount) => discount.code)).toEqual(['EID10', null]);

    // Without a limit its uses are its redemptions (no counter is locked); a limit set later starts from them.
    const listed = (await target.admin.call<DiscountWire[]>('GET', '/discounts')).body.data;
    const free = listed.find((discount) => discount.code === null)!;
    expect(free).toMatchObject({ uses: 2, revenue: 3800, discounted: 120 });
    const limited = await target.admin.call<DiscountWire>('PUT', `/discounts/${free.id}`, {
      body: { title: free.title, kind: 'free_delivery', min_amount: 1500, combinable: true, usage_limit: 3 },
    });
    expect(limited.status).toBe(200);
    const [counted] = await ctx.db.select().from(discounts).where(eq(discounts.id, free.id));
    expect(counted!.usedCount).toBe(2);
    expect((await postOrder(ctx, orderBody(target, [[kurti!, 2]]))).body.data).toMatchObject({ discount: 60 });
    // The third use was the last: the next order pays the delivery.
    expect((await postOrder(ctx, orderBody(target, [[kurti!, 2]]))).body.data).toMatchObject({
      discount: 0,
      total: 2060,
    });
  });

  it("previews a cart's saving line by line and the reason a code does not apply", async () => {
    const target = await eidShop();
    const [kurti, tea] = target.products;
    await createDiscountRow(ctx, target.shop, { code: 'EID10', minAmountPaisa: 100_000 });
    const other = await createShop(ctx);
    await createDiscountRow(ctx, other, { code: 'THEIRS' });
    const theirProduct = await createProduct(ctx, { shop: other, selling_price: 5000 });
    const base = { shop_id: target.shop.id, delivery_package_id: target.deliveryPackage.id };

    const res = await preview({
      ...base,
      items: [
        { product_id: kurti!.id, quantity: 1 },
        { product_id: tea!.id, quantity: 2 },
        { product_id: theirProduct.id, quantity: 1 },
      ],
      code: 'eid10',
    });
    expect(res.status).toBe(200);
    expect(v.parse(discountPreviewSchema, res.body.data)).toEqual({
      applied: [{ code: 'EID10', title: 'Eid 10%', kind: 'percentage', saving: 150 }],
      lines: [
        { product_id: kurti!.id, variant_id: expect.any(Number), saving: 100 },
        { product_id: tea!.id, variant_id: expect.any(Number), saving: 50 },
      ],
      items_saving: 150,
      delivery_saving: 0,
      saving: 150,
      code_refusal: null,
      // The shop asks nothing in advance (issue 30).
      advance: null,
      // The package's charge: its products have no weight (decision 245).
      delivery_charge: 60,
    });

    const below = await preview({ ...base, items: [{ product_id: tea!.id, quantity: 1 }], code: 'EID10' });
    expect(below.body.data.code_refusal).toEqual({ reason: 'below_minimum_amount', minimum: 1000, starts_at: null });
    const foreign = await preview({ ...base, items: [{ product_id: tea!.id, quantity: 1 }], code: 'THEIRS' });
    expect(foreign.body.data).toMatchObject({ saving: 0, code_refusal: { reason: 'unknown_code' } });
    // Another shop's products count for nothing in this shop.
    const theirs = await preview({ ...base, items: [{ product_id: theirProduct.id, quantity: 9 }], code: 'EID10' });
    expect(theirs.body.data).toMatchObject({ lines: [], code_refusal: { reason: 'not_for_these_products' } });

    const bad = await preview({ ...base, items: [{ product_id: tea!.id, quantity: 0 }], code: 'x'.repeat(31) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'items.0.quantity': ['validation.quantity_min'],
      code: ['validation.discount_unknown_code'],
    });
    expect((await preview({ ...base, shop_id: 2_000_000_000, items: [{ product_id: 1, quantity: 1 }] })).status).toBe(
      404,
    );
  });
});

/**
 * The usage limit under concurrent checkouts. PGlite runs one transaction at a time, so there the orders queue; on
 * PostgreSQL (TEST_DATABASE_URL) they overlap, and the limit must still hold exactly.
 */
describe('a code limited to N uses under concurrent checkouts', () => {
  const onPostgres = inject('testDatabase').engine === 'postgres';
  const limit = onPostgres ? 100 : 20;
  const attempts = limit + (onPostgres ? 40 : 10);

  it(`is used exactly ${limit} times by ${attempts} simultaneous orders`, { timeout: 120_000 }, async () => {
    const target = await eidShop();
    const [kurti] = target.products;
    const discount = await createDiscountRow(ctx, target.shop, { code: 'RUSH', usageLimit: limit });

    const answers = await Promise.all(
      Array.from({ length: attempts }, () =>
        postOrder(ctx, orderBody(target, [[kurti!, 1]], { discount_code: 'RUSH' })),
      ),
    );
    const statuses = answers.map((res) => res.status);
    // Placed, refused as used up, or 503 when a request waited too long for a pooled connection (never a wrong answer).
    expect(statuses.filter((status) => ![201, 422, 503].includes(status))).toEqual([]);
    const placed = answers.filter((res) => res.status === 201);
    const overload = statuses.filter((status) => status === 503).length;
    expect(placed.length).toBe(Math.min(limit, attempts - overload));
    for (const res of answers.filter((answer) => answer.status === 422)) {
      expect(res.body.errors).toEqual({ discount_code: ['validation.discount_used_up'] });
    }
    const [row] = await ctx.db.select().from(discounts).where(eq(discounts.id, discount.id));
    expect(row!.usedCount).toBe(placed.length);
    const uses = await ctx.db.select().from(discountRedemptions).where(eq(discountRedemptions.discountId, discount.id));
    expect(uses).toHaveLength(placed.length);
    const discounted = await ctx.db
      .select()
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.shopId, target.shop.id), eq(orderItems.discountPaisa, 10_000)));
    expect(discounted).toHaveLength(placed.length);
  });
});

describe('orders without a code in a shop without automatic discounts', () => {
  it('are placed as before, with no discount', async () => {
    const target = await eidShop();
    const [tea] = target.products.slice(1);
    const res = await postOrder(ctx, orderBody(target, [[tea!, 2]]));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ subtotal: 500, discount: 0, discounts: [], total: 560 });
  });
});
