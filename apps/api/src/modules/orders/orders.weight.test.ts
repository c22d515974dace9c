/**
 * A delivery package's charge by the parcel's weight (issue 29 item 3, decision 245): each 500 g begun beyond the
 * first adds the package's step, from the variants' weights; the checkout's quote and the order agree.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountPreview } from '@haat/domain/schemas';
import { productVariants } from '../../platform/db/schema.ts';
import type { ProductRow } from '../../platform/db/rows.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createDeliveryPackage } from '../../../test/fixtures.ts';
import { createOrderingShop, orderBody, placeTestOrder } from '../../../test/order-fixtures.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
});

const weigh = (product: ProductRow, grams: number | null) =>
  ctx.db.update(productVariants).set({ weightGrams: grams }).where(eq(productVariants.productId, product.id));

describe('a package with a weight step (decision 245)', () => {
  it('adds the step for each 500 g begun beyond the first, in the quote and in the order alike', async () => {
    const target = await createOrderingShop(ctx, { products: [{ selling_price: 500 }, { selling_price: 300 }] });
    const [kurti, scarf] = target.products as [ProductRow, ProductRow];
    await weigh(kurti, 400);
    await weigh(scarf, 150);
    const outside = await createDeliveryPackage(ctx, { shop: target.shop, charge: 120, weightStep: 20 });
    const quote = async (lines: [ProductRow, number][]) => {
      const res = await ctx.request<DiscountPreview>('POST', '/api/shop/discounts/preview', {
        body: {
          shop_id: target.shop.id,
          items: lines.map(([product, quantity]) => ({ product_id: product.id, quantity })),
          delivery_package_id: outside.id,
        },
      });
      expect(res.status, res.text).toBe(200);
      return res.body.data.delivery_charge;
    };

    // 400 g: the package's own charge. 950 g: one step. 2 × 400 + 150 × 3 = 1,250 g: two steps.
    for (const [lines, charge] of [
      [[[kurti, 1]], 120],
      [
        [
          [kurti, 2],
          [scarf, 1],
        ],
        140,
      ],
      [
        [
          [kurti, 2],
          [scarf, 3],
        ],
        160,
      ],
    ] as [[ProductRow, number][], number][]) {
      expect(await quote(lines)).toBe(charge);
      const order = await placeTestOrder(
        ctx,
        orderBody({ shop: target.shop, deliveryPackage: outside }, lines, { district: 'Sylhet' }),
      );
      expect(order).toMatchObject({ delivery_charge: charge });
    }
  });

  it("charges the package's own when a line has no weight, and no step without one", async () => {
    const target = await createOrderingShop(ctx, { products: [{ selling_price: 500 }, { selling_price: 300 }] });
    const [heavy, unknown] = target.products as [ProductRow, ProductRow];
    await weigh(heavy, 3000);
    await weigh(unknown, null);
    const stepped = await createDeliveryPackage(ctx, { shop: target.shop, charge: 120, weightStep: 20 });
    const unstepped = { shop: target.shop, deliveryPackage: target.deliveryPackage };
    expect(
      await placeTestOrder(
        ctx,
        orderBody({ shop: target.shop, deliveryPackage: stepped }, [
          [heavy, 1],
          [unknown, 1],
        ]),
      ),
    ).toMatchObject({ delivery_charge: 120 });
    expect(await placeTestOrder(ctx, orderBody(unstepped, [[heavy, 2]]))).toMatchObject({ delivery_charge: 60 });
    // 3,000 g alone: 5 steps.
    expect(
      await placeTestOrder(ctx, orderBody({ shop: target.shop, deliveryPackage: stepped }, [[heavy, 1]])),
    ).toMatchObject({ delivery_charge: 220 });
  });
});
