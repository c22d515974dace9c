import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createOrderingShop, orderBody, orderRowsOf, placeTestOrder, postOrder } from '../../../test/order-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the area of an order (@haat/domain/places)', () => {
  it('stores the district and area by their English names, given in either language; the order shows both', async () => {
    const target = await createOrderingShop(ctx);
    const order = await placeTestOrder(
      ctx,
      orderBody(target, [[target.products[0]!, 1]], { district: 'ঢাকা', area: 'mirpur 10' }),
    );
    expect(order).toMatchObject({ district: 'Dhaka', area: 'Mirpur 10', area_bn: 'মিরপুর ১০' });
  });

  it('places an order without an area as before (older clients)', async () => {
    const target = await createOrderingShop(ctx);
    const order = await placeTestOrder(ctx, orderBody(target, [[target.products[0]!, 1]]));
    expect(order).toMatchObject({ district: 'Dhaka', area: null, area_bn: null });
  });

  it('refuses an area that is not in the district (422 on area), and no order is written', async () => {
    const target = await createOrderingShop(ctx);
    const before = await orderRowsOf(ctx, target.shop.id);
    for (const place of [
      { district: 'Sylhet', area: 'Mirpur 10' },
      { district: null, area: 'Savar' },
      { district: 'Dhaka', area: '<img src=x onerror=alert(1)>' },
    ]) {
      const res = await postOrder(ctx, orderBody(target, [[target.products[0]!, 1]], place));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ area: ['validation.area_not_in_district'] });
    }
    const after = await orderRowsOf(ctx, target.shop.id);
    expect({ ...after, keys: [] }).toEqual({ ...before, keys: [] });
  });
});
