import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createVariants } from '../../../test/fixtures.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { createOrderingShop, orderBody, orderRowsOf, placeTestOrder, postOrder } from '../../../test/order-fixtures.ts';
import { orderItems, products, productVariants } from '../../platform/db/schema.ts';
import type { ProductRow, ProductVariantRow } from '../../platform/db/rows.ts';
import { changeStatus } from './order-lifecycle.ts';
import { PRODUCT_UNAVAILABLE } from './place-order.ts';
import { bulkUpdateVariants } from '../products/products.variants.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
});

const onPostgres = inject('testDatabase').engine === 'postgres';

/** A shop with a kurti in M and L (1000 ৳, L 1200 ৳) in red, stock `stock` each. */
async function kurtiShop(stock = 5) {
  const target = await createOrderingShop(ctx, { products: [{ name: 'Kurti', selling_price: 1000 }] });
  const kurti = target.products[0]!;
  const variants = await createVariants(ctx, kurti, {
    options: [
      { name: 'Size', bn_name: 'সাইজ', values: [{ name: 'M' }, { name: 'L' }] },
      { name: 'Colour', bn_name: 'রং', values: [{ name: 'Red', bn_name: 'লাল' }] },
    ],
    variants: [
      { options: ['M', 'Red'], stock, sku: `K-M-${kurti.id}`, weight_grams: 300 },
      { options: ['L', 'Red'], stock, selling_price: 1200 },
    ],
  });
  return { target, kurti, m: variants[0]!, l: variants[1]! };
}

const line = (product: ProductRow, variant: ProductVariantRow, quantity: number) => ({
  product_id: product.id,
  variant_id: variant.id,
  quantity,
});

const stocks = async (product: ProductRow) => {
  const variants = await ctx.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
  const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
  return {
    variants: variants.sort((a, b) => a.position - b.position).map((variant) => variant.stock),
    total: row!.stock,
    sold: row!.soldCount,
  };
};

describe('orders of variants', () => {
  it('prices each variant, keeps its options as named, takes its stock and gives it back on cancel', async () => {
    const { target, kurti, m, l } = await kurtiShop();
    const order = await placeTestOrder(ctx, {
      ...orderBody(target, []),
      items: [line(kurti, m, 2), { ...line(kurti, l, 1), unit_price: 1200 }],
    });
    expect(order.subtotal).toBe(3200);
    expect(order.items).toEqual([
      expect.objectContaining({
        variant_id: m.id,
        sku: `K-M-${kurti.id}`,
        unit_price: 1000,
        quantity: 2,
        options: [
          { name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null },
          { name: 'Colour', bn_name: 'রং', value: 'Red', bn_value: 'লাল' },
        ],
      }),
      expect.objectContaining({ variant_id: l.id, unit_price: 1200, quantity: 1 }),
    ]);
    expect(await stocks(kurti)).toEqual({ variants: [3, 4], total: 7, sold: 3 });

    // The snapshot stays when the owner renames a value.
    await createVariants(ctx, kurti, {
      options: [{ name: 'Size', values: [{ name: 'Medium' }, { name: 'L' }] }],
      variants: [
        { id: m.id, options: ['Medium'], stock: 3 },
        { id: l.id, options: ['L'], stock: 4, selling_price: 1200 },
      ],
    });
    await changeStatus(ctx.db, target.shop.id, order.id, 'canceled', { sms: null });
    expect(await stocks(kurti)).toEqual({ variants: [5, 5], total: 10, sold: 0 });
    const [item] = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item?.options.map((option) => option.value)).toEqual(['M', 'Red']);
  });

  it('refuses a line without its variant, a variant switched off or of another product, changing nothing', async () => {
    const { target, kurti, m } = await kurtiShop();
    const other = await kurtiShop();
    const before = await orderRowsOf(ctx, target.shop.id);
    const noVariant = await postOrder(ctx, orderBody(target, [[kurti, 1]]));
    expect(noVariant.status).toBe(422);
    expect(noVariant.body.errors).toEqual({ 'items.0.variant_id': ['validation.variant_required'] });

    const foreign = await postOrder(ctx, { ...orderBody(target, []), items: [line(kurti, other.m, 1)] });
    expect(foreign.body.errors).toEqual({ 'items.0.variant_id': [PRODUCT_UNAVAILABLE] });

    await ctx.db.update(productVariants).set({ enabled: false }).where(eq(productVariants.id, m.id));
    const off = await postOrder(ctx, { ...orderBody(target, []), items: [line(kurti, m, 1)] });
    expect(off.status).toBe(422);
    expect(off.body.errors).toEqual({ 'items.0.variant_id': [PRODUCT_UNAVAILABLE] });
    // Nothing but the refusals' stored answers (idempotency keys).
    const after = await orderRowsOf(ctx, target.shop.id);
    expect({ ...after, keys: [] }).toEqual({ ...before, keys: [] });
  });

  it('names the variant short of stock (409) and the one whose price the shopper did not see', async () => {
    const { target, kurti, m, l } = await kurtiShop(1);
    const res = await postOrder(ctx, {
      ...orderBody(target, []),
      items: [line(kurti, m, 2), { ...line(kurti, l, 1), unit_price: 1000 }],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Not enough stock: "Kurti (M / Red)" has only 1 left. The price of "Kurti (L / Red)" has just changed, please check your cart',
    );
    expect(res.body.errors).toEqual({
      'items.0.quantity': ['Only 1 left in stock'],
      'items.1.unit_price': ['The price has just changed'],
    });
  });
});

describe.skipIf(!onPostgres)('variant races (PostgreSQL only)', () => {
  it('30 orders for each of two variants with stock 5, while the owner edits the product: 5 + 5 placed', async () => {
    const { target, kurti, m, l } = await kurtiShop(5);
    const orders = [m, l].flatMap((variant) =>
      Array.from({ length: 30 }, () => postOrder(ctx, { ...orderBody(target, []), items: [line(kurti, variant, 1)] })),
    );
    // The owner's bulk edit locks the product, then its variants: as an order does.
    const edits = Array.from({ length: 5 }, (_, index) =>
      bulkUpdateVariants(ctx.db, target.shop.id, kurti.id, { ids: [m.id, l.id], set: { weight_grams: index } }),
    );
    const answers = await Promise.all(orders);
    await Promise.all(edits);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => ![201, 409, 503].includes(status))).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(await stocks(kurti)).toEqual({ variants: [0, 0], total: 0, sold: 10 });
  });

  it('orders and cancellations of variants at once: no deadlock, every unit accounted for', async () => {
    const { target, kurti, m, l } = await kurtiShop(40);
    const placed = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeTestOrder(ctx, { ...orderBody(target, []), items: [line(kurti, m, 1), line(kurti, l, 1)] }),
      ),
    );
    const answers = await Promise.all([
      ...placed.map((order) => changeStatus(ctx.db, target.shop.id, order.id, 'canceled', { sms: null })),
      ...Array.from({ length: 10 }, () =>
        postOrder(ctx, { ...orderBody(target, []), items: [line(kurti, l, 1), line(kurti, m, 1)] }),
      ),
    ]);
    expect(answers.slice(10).every((res) => 'status' in res && res.status === 201)).toBe(true);
    expect(await stocks(kurti)).toEqual({ variants: [30, 30], total: 60, sold: 20 });
  });
});
