import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createDeliveryPackage } from '../../../test/fixtures.ts';
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

describe('delivery zones (decision 242)', () => {
  it("takes a package of the address's zone or one for any address, and refuses another zone's (422), writing nothing", async () => {
    const target = await createOrderingShop(ctx);
    const [inside, suburbs, outside] = await Promise.all(
      (['dhaka_city', 'dhaka_suburbs', 'outside_dhaka'] as const).map((zone) =>
        createDeliveryPackage(ctx, { shop: target.shop, zone, charge: zone === 'outside_dhaka' ? 120 : 60 }),
      ),
    );
    const line: [(typeof target.products)[number], number][] = [[target.products[0]!, 1]];
    const place = (district: string, area: string, packageId: number) =>
      orderBody(target, line, { district, area, delivery_package_id: packageId });

    expect(await placeTestOrder(ctx, place('Dhaka', 'Mirpur 10', inside!.id))).toMatchObject({ delivery_charge: 60 });
    expect(await placeTestOrder(ctx, place('ঢাকা', 'Savar', suburbs!.id))).toMatchObject({ area: 'Savar' });
    expect(await placeTestOrder(ctx, place('Sylhet', 'Sylhet Sadar', outside!.id))).toMatchObject({
      delivery_charge: 120,
    });
    // The shop's package without a zone delivers anywhere.
    expect(await placeTestOrder(ctx, place('Sylhet', 'Sylhet Sadar', target.deliveryPackage.id))).toMatchObject({
      district: 'Sylhet',
    });

    const before = await orderRowsOf(ctx, target.shop.id);
    for (const [district, area, packageId] of [
      ['Sylhet', 'Sylhet Sadar', inside!.id],
      ['Dhaka', 'Mirpur 10', outside!.id],
      ['Gazipur', 'Gazipur Sadar', inside!.id],
    ] as const) {
      const res = await postOrder(ctx, place(district, area, packageId));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ delivery_package_id: ['validation.delivery_zone'] });
    }
    const after = await orderRowsOf(ctx, target.shop.id);
    expect({ ...after, keys: [] }).toEqual({ ...before, keys: [] });
  });
});

describe('packages for the districts and areas the owner names (decision 244)', () => {
  it("takes the package naming the address's area before its district's, and its district's before its zone's", async () => {
    const target = await createOrderingShop(ctx);
    const [outside, chattogram, mirpur, express] = await Promise.all([
      createDeliveryPackage(ctx, { shop: target.shop, zone: 'outside_dhaka', charge: 120 }),
      createDeliveryPackage(ctx, { shop: target.shop, places: [{ district: 'Chattogram', area: null }], charge: 80 }),
      createDeliveryPackage(ctx, { shop: target.shop, places: [{ district: 'Dhaka', area: 'Mirpur 10' }], charge: 50 }),
      createDeliveryPackage(ctx, { shop: target.shop, charge: 200 }),
    ]);
    const line: [(typeof target.products)[number], number][] = [[target.products[0]!, 1]];
    const place = (district: string, area: string, packageId: number) =>
      orderBody(target, line, { district, area, delivery_package_id: packageId });

    expect(await placeTestOrder(ctx, place('চট্টগ্রাম', 'Panchlaish', chattogram.id))).toMatchObject({
      delivery_charge: 80,
    });
    expect(await placeTestOrder(ctx, place('Dhaka', 'Mirpur 10', mirpur.id))).toMatchObject({ delivery_charge: 50 });
    expect(await placeTestOrder(ctx, place('Sylhet', 'Sylhet Sadar', outside.id))).toMatchObject({
      delivery_charge: 120,
    });
    // A package for any address is still the shopper's to choose.
    expect(await placeTestOrder(ctx, place('Chattogram', 'Panchlaish', express.id))).toMatchObject({
      delivery_charge: 200,
    });

    // The zone's package where the owner named the district, a place's package elsewhere: refused, nothing written.
    const before = await orderRowsOf(ctx, target.shop.id);
    for (const [district, area, packageId] of [
      ['Chattogram', 'Panchlaish', outside.id],
      ['Sylhet', 'Sylhet Sadar', chattogram.id],
      ['Dhaka', 'Mirpur 11', mirpur.id],
    ] as const) {
      const res = await postOrder(ctx, place(district, area, packageId));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ delivery_package_id: ['validation.delivery_zone'] });
    }
    const after = await orderRowsOf(ctx, target.shop.id);
    expect({ ...after, keys: [] }).toEqual({ ...before, keys: [] });
  });
});
