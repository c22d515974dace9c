import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPackageSchema, type DeliveryPackage, type Order } from '@haat/domain/schemas';
import { deliveryPackages, orders } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createDeliveryPackage, createProduct, createShop } from '../../../test/fixtures.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { DELIVERY_PACKAGE_NOT_FOUND, LAST_DELIVERY_PACKAGE } from './delivery-packages.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/shop/delivery-packages', () => {
  it("lists the shop's packages in the owner's order with charges in taka", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    const outside = await createDeliveryPackage(ctx, { shop, name: 'Outside Dhaka', charge: 120, position: 2 });
    const inside = await createDeliveryPackage(ctx, { shop, name: 'Inside Dhaka', charge: 60.5, position: 1 });
    await createDeliveryPackage(ctx, { shop: other, name: 'Not mine', charge: 1 });

    const res = await ctx.request<DeliveryPackage[]>('GET', '/api/shop/delivery-packages', {
      query: { shop_id: shop.id },
    });

    expect(res.status).toBe(200);
    expect(v.parse(v.array(deliveryPackageSchema), res.body.data)).toEqual([
      { id: inside.id, name: 'Inside Dhaka', charge: 60.5, zone: null, places: [], weight_step: null },
      { id: outside.id, name: 'Outside Dhaka', charge: 120, zone: null, places: [], weight_step: null },
    ]);
  });

  it('is 404 for an unknown shop and 422 for a non-numeric shop_id', async () => {
    expect((await ctx.request('GET', '/api/shop/delivery-packages', { query: { shop_id: 424_242 } })).status).toBe(404);
    const res = await ctx.request('GET', '/api/shop/delivery-packages', { query: { shop_id: '1x' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 422,
      message: 'The given data was invalid.',
      errors: { shop_id: ['validation.invalid_number'] },
    });
  });
});

describe('admin delivery packages', () => {
  it('lists, adds (last in the list), changes and deletes packages, charges in taka', async () => {
    const admin = await signedInOwner(ctx);
    const inside = await createDeliveryPackage(ctx, {
      shop: admin.shop,
      name: 'Inside Dhaka',
      charge: 60,
      position: 0,
    });
    await createDeliveryPackage(ctx, { shop: await createShop(ctx), name: 'Not mine' });

    const added = await admin.call<DeliveryPackage>('POST', '/delivery-packages', {
      body: { name: '  Outside Dhaka ', charge: 120.5, zone: 'outside_dhaka', weight_step: 20 },
    });
    expect(added.status).toBe(201);
    expect(v.parse(deliveryPackageSchema, added.body.data)).toEqual({
      id: expect.any(Number),
      name: 'Outside Dhaka',
      charge: 120.5,
      zone: 'outside_dhaka',
      places: [],
      weight_step: 20,
    });

    const list = await admin.call<DeliveryPackage[]>('GET', '/delivery-packages');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      { id: inside.id, name: 'Inside Dhaka', charge: 60, zone: null, places: [], weight_step: null },
      {
        id: added.body.data.id,
        name: 'Outside Dhaka',
        charge: 120.5,
        zone: 'outside_dhaka',
        places: [],
        weight_step: 20,
      },
    ]);

    const changed = await admin.call<DeliveryPackage>('PUT', `/delivery-packages/${inside.id}`, {
      body: { name: 'ঢাকার ভিতরে', charge: 0, zone: 'dhaka_city' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({
      id: inside.id,
      name: 'ঢাকার ভিতরে',
      charge: 0,
      zone: 'dhaka_city',
      places: [],
      weight_step: null,
    });
    // Without a zone it delivers to any address again.
    const anywhere = await admin.call<DeliveryPackage>('PUT', `/delivery-packages/${inside.id}`, {
      body: { name: 'Express', charge: 150 },
    });
    expect(anywhere.body.data).toEqual({
      id: inside.id,
      name: 'Express',
      charge: 150,
      zone: null,
      places: [],
      weight_step: null,
    });

    const deleted = await admin.call('DELETE', `/delivery-packages/${inside.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBeNull();
    expect((await admin.call<DeliveryPackage[]>('GET', '/delivery-packages')).body.data.map((pkg) => pkg.id)).toEqual([
      added.body.data.id,
    ]);
  });

  it("keeps the shop's last package (409) and keeps orders placed with a deleted one", async () => {
    const admin = await signedInOwner(ctx);
    const first = await createDeliveryPackage(ctx, { shop: admin.shop, name: 'Inside Dhaka', charge: 60 });
    const second = await createDeliveryPackage(ctx, { shop: admin.shop, name: 'Outside Dhaka', charge: 120 });
    const product = await createProduct(ctx, { shop: admin.shop });
    const { order } = await insertOrderRows(ctx, { shop: admin.shop, products: [product] });
    await ctx.db
      .update(orders)
      .set({ deliveryPackageId: first.id, deliveryPackageName: 'Inside Dhaka' })
      .where(eq(orders.id, order.id));

    expect((await admin.call('DELETE', `/delivery-packages/${first.id}`)).status).toBe(200);
    const kept = await admin.call<Order>('GET', `/orders/${order.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ id: order.id, delivery_charge: 60, total: order.totalPaisa / 100 });

    const last = await admin.call('DELETE', `/delivery-packages/${second.id}`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(LAST_DELIVERY_PACKAGE);
    expect(await ctx.db.select().from(deliveryPackages).where(eq(deliveryPackages.id, second.id))).toHaveLength(1);
  });

  it('is 422 with a message id per field', async () => {
    const admin = await signedInOwner(ctx);
    const empty = await admin.call('POST', '/delivery-packages', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ name: ['validation.required'], charge: ['validation.required'] });
    const bad = await admin.call('POST', '/delivery-packages', { body: { name: 'x'.repeat(101), charge: -1 } });
    expect(bad.body.errors).toEqual({ name: ['validation.max_length'], charge: ['validation.min_value'] });
    const tooMuch = await admin.call('POST', '/delivery-packages', { body: { name: 'Far', charge: 100_000.01 } });
    expect(tooMuch.body.errors).toEqual({ charge: ['validation.max_value'] });
    const text = await admin.call('POST', '/delivery-packages', { body: { name: 'Far', charge: '60' } });
    expect(text.body.errors).toEqual({ charge: ['validation.invalid_number'] });
    const step = await admin.call('POST', '/delivery-packages', { body: { name: 'Far', charge: 60, weight_step: -5 } });
    expect(step.body.errors).toEqual({ weight_step: ['validation.min_value'] });
    const zone = await admin.call('POST', '/delivery-packages', { body: { name: 'Far', charge: 60, zone: 'moon' } });
    expect(zone.body.errors).toEqual({ zone: ['validation.invalid_format'] });
    const both = await admin.call('POST', '/delivery-packages', {
      body: { name: 'Far', charge: 60, zone: 'outside_dhaka', places: [{ district: 'Sylhet' }] },
    });
    expect(both.body.errors).toEqual({ places: ['validation.invalid_format'] });
    const badId = await admin.call('PUT', '/delivery-packages/abc', { body: { name: 'Far', charge: 60 } });
    expect(badId.status).toBe(422);
    expect(badId.body.errors).toEqual({ id: ['validation.invalid_number'] });
  });

  it('names districts and areas in either language, kept once by their English names (decision 244)', async () => {
    const admin = await signedInOwner(ctx);
    const added = await admin.call<DeliveryPackage>('POST', '/delivery-packages', {
      body: {
        name: 'চট্টগ্রাম ও মিরপুর',
        charge: 80,
        places: [
          { district: 'চট্টগ্রাম' },
          { district: 'Dhaka', area: 'মিরপুর ১০' },
          { district: 'dhaka', area: 'Mirpur 10' },
        ],
      },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body.data).toMatchObject({
      zone: null,
      places: [
        { district: 'Chattogram', area: null },
        { district: 'Dhaka', area: 'Mirpur 10' },
      ],
    });
    // The checkout's list carries them, so the storefront offers the package for those addresses.
    const shopList = await ctx.request<DeliveryPackage[]>('GET', '/api/shop/delivery-packages', {
      query: { shop_id: admin.shop.id },
    });
    expect(shopList.body.data.find((pkg) => pkg.id === added.body.data.id)?.places).toHaveLength(2);

    const before = await ctx.db.select().from(deliveryPackages).where(eq(deliveryPackages.shopId, admin.shop.id));
    const wrong = await admin.call('PUT', `/delivery-packages/${added.body.data.id}`, {
      body: {
        name: 'Wrong',
        charge: 80,
        places: [{ district: 'Atlantis' }, { district: 'Sylhet', area: 'Mirpur 10' }, { district: 'Sylhet' }],
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      'places.0.district': ['validation.invalid_format'],
      'places.1.area': ['validation.area_not_in_district'],
    });
    expect(await ctx.db.select().from(deliveryPackages).where(eq(deliveryPackages.shopId, admin.shop.id))).toEqual(
      before,
    );
  });

  it("is 404 for an unknown id or another shop's package, which stays as it was", async () => {
    const admin = await signedInOwner(ctx);
    await createDeliveryPackage(ctx, { shop: admin.shop });
    const theirs = await createDeliveryPackage(ctx, { shop: await createShop(ctx), name: 'Theirs', charge: 50 });
    for (const id of [theirs.id, 999_999]) {
      const put = await admin.call('PUT', `/delivery-packages/${id}`, { body: { name: 'Mine now', charge: 1 } });
      expect(put.status).toBe(404);
      expect(put.body.message).toBe(DELIVERY_PACKAGE_NOT_FOUND);
      expect((await admin.call('DELETE', `/delivery-packages/${id}`)).status).toBe(404);
    }
    const [row] = await ctx.db.select().from(deliveryPackages).where(eq(deliveryPackages.id, theirs.id));
    expect(row).toMatchObject({ name: 'Theirs', chargePaisa: 5000 });
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    expect((await ctx.request('GET', '/api/admin/v3/delivery-packages')).status).toBe(401);
    expect((await admin.call('GET', '/delivery-packages', { query: { shop_id: other.id } })).status).toBe(403);
    expect(
      (await admin.call('POST', '/delivery-packages', { body: { name: 'x', charge: 1 }, query: { shop_id: other.id } }))
        .status,
    ).toBe(403);
  });
});
