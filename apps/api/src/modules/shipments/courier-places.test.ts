/**
 * Where a parcel goes in the courier's places without the owner choosing (issue 29 item 4, decision 243): found from
 * the order's area in the courier's lists, asked of the owner when several places fit and remembered for that area;
 * the lists kept once for every shop and refreshed by a job. Against the couriers' contract servers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminShipment, BookingResults } from '@haat/domain/schemas';
import { courierPlaceLists, shipments } from '../../platform/db/schema.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createProduct } from '../../../test/fixtures.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { startPathaoContract, type PathaoContract } from '../../../test/contracts/pathao.ts';
import { startRedxContract, type RedxContract } from '../../../test/contracts/redx.ts';
import { PLACES_TTL_MS, refreshCourierPlaces } from './courier-places.service.ts';

const PATHAO = {
  client_id: 'pt-client',
  client_secret: 'pt-secret',
  username: 'shop@example.com',
  password: 'pt-password',
  store_id: 130820,
};
const REDX = { access_token: 'redx-jwt' };

let ctx: TestContext;
let pathao: PathaoContract;
let redx: RedxContract;
beforeAll(async () => {
  pathao = await startPathaoContract({
    clientId: PATHAO.client_id,
    clientSecret: PATHAO.client_secret,
    username: PATHAO.username,
    password: PATHAO.password,
    storeId: PATHAO.store_id,
  });
  redx = await startRedxContract({ accessToken: REDX.access_token });
  ctx = await createTestContext({
    deps: { rateLimits: unreachableRateLimits() },
    env: { PATHAO_BASE_URL: pathao.baseUrl, REDX_BASE_URL: redx.baseUrl, COURIER_TIMEOUT_MS: '400' },
  });
});
afterAll(async () => {
  await ctx?.close();
  await Promise.all([pathao?.close(), redx?.close()]);
});

async function connected(courier: 'pathao' | 'redx') {
  const admin = await signedInOwner(ctx);
  const res = await admin.call('PUT', `/courier-accounts/${courier}`, {
    body: { courier, ...(courier === 'pathao' ? PATHAO : REDX) },
  });
  expect(res.status, res.text).toBe(200);
  return admin;
}

async function orderIn(shop: ShopRow, district?: string, area?: string) {
  const product = await createProduct(ctx, { shop });
  const fixture = { shop, products: [product], statuses: ['pending', 'accepted'] };
  return (await insertOrderRows(ctx, { ...fixture, ...(district ? { district } : {}), ...(area ? { area } : {}) }))
    .order;
}

async function book(admin: AdminCaller, orderId: number, courier: string, location?: object) {
  const res = await admin.call<AdminShipment>('POST', `/orders/${orderId}/shipment`, { body: { courier, location } });
  expect(res.status, res.text).toBe(201);
  await ctx.jobsSettled();
  // What the owner sees, and the place the parcel went to (kept on the shipment).
  const order = await admin.call<{ shipment: AdminShipment }>('GET', `/orders/${orderId}`);
  const [row] = await ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return { ...order.body.data.shipment, location: row!.location };
}

const lastBooking = (contract: PathaoContract | RedxContract, path: string) =>
  contract.received.filter((request) => request.path.endsWith(path)).at(-1)?.json as Record<string, unknown>;

describe('RedX, which cannot book without its area', () => {
  it('books an order in an area RedX lists under one name on its own', async () => {
    const admin = await connected('redx');
    const order = await orderIn(admin.shop, 'Dhaka', 'Mohammadpur');
    expect(await book(admin, order.id, 'redx')).toMatchObject({
      state: 'booked',
      location: { area_id: 1, area_name: 'Mohammadpur(Dhaka)' },
    });
    expect(lastBooking(redx, '/parcel')).toMatchObject({ delivery_area_id: 1, delivery_area: 'Mohammadpur(Dhaka)' });
  });

  it('asks the owner when RedX splits the area, naming the places it could be, and remembers the answer', async () => {
    const admin = await connected('redx');
    const first = await orderIn(admin.shop, 'Dhaka', 'Mirpur');
    const asked = await book(admin, first.id, 'redx');
    expect(asked).toMatchObject({ state: 'failed', error: 'courier.area_needed', error_detail: 'Mirpur 1, Mirpur 10' });
    const parcels = redx.received.filter((request) => request.path.endsWith('/parcel')).length;

    // The owner books it again in the place they choose; the area's next parcel goes there on its own.
    const chosen = { area_id: 22, area_name: 'Mirpur 10' };
    expect(await book(admin, first.id, 'redx', chosen)).toMatchObject({ state: 'booked', location: chosen });
    const second = await orderIn(admin.shop, 'ঢাকা', 'Mirpur');
    expect(await book(admin, second.id, 'redx')).toMatchObject({ state: 'booked', location: chosen });
    expect(redx.received.filter((request) => request.path.endsWith('/parcel')).length).toBe(parcels + 2);

    // Another shop's owner is asked for their own.
    const other = await connected('redx');
    const theirs = await orderIn(other.shop, 'Dhaka', 'Mirpur');
    expect(await book(other, theirs.id, 'redx')).toMatchObject({ state: 'failed', error: 'courier.area_needed' });
  });

  it('asks the owner of an order with no area, and books the rest of a bulk booking', async () => {
    const admin = await connected('redx');
    const known = await orderIn(admin.shop, 'Gazipur', 'Gazipur Sadar');
    const unknown = await orderIn(admin.shop);
    const res = await admin.call<BookingResults>('POST', '/orders/shipments', {
      body: { courier: 'redx', order_ids: [known.id, unknown.id] },
    });
    expect(res.status, res.text).toBe(200);
    await ctx.jobsSettled();
    const rows = await ctx.db.select().from(shipments).where(eq(shipments.shopId, admin.shop.id));
    const of = (orderId: number) => rows.find((row) => row.orderId === orderId)!;
    expect(of(known.id)).toMatchObject({ state: 'booked', location: { area_id: 30, area_name: 'Gazipur Sadar' } });
    expect(of(unknown.id)).toMatchObject({ state: 'failed', error: 'courier.area_needed' });
  });
});

describe('Pathao', () => {
  it("books with the city and zone of the order's district and area, older city names included", async () => {
    const admin = await connected('pathao');
    const gazipur = await orderIn(admin.shop, 'Gazipur', 'Gazipur Sadar');
    expect(await book(admin, gazipur.id, 'pathao')).toMatchObject({
      state: 'booked',
      location: { city_id: 3, zone_id: 301 },
    });
    expect(lastBooking(pathao, '/orders')).toMatchObject({ recipient_city: 3, recipient_zone: 301 });

    const chattogram = await orderIn(admin.shop, 'Chattogram', 'Nasirabad');
    expect(await book(admin, chattogram.id, 'pathao')).toMatchObject({ location: { city_id: 2, zone_id: 201 } });
  });

  it('leaves an order without an area to Pathao, which finds it from the address, and asks for a split area', async () => {
    const admin = await connected('pathao');
    const free = await orderIn(admin.shop);
    expect(await book(admin, free.id, 'pathao')).toMatchObject({ state: 'booked', location: {} });
    expect(lastBooking(pathao, '/orders')).not.toHaveProperty('recipient_zone');

    const uttara = await orderIn(admin.shop, 'Dhaka', 'Uttara');
    expect(await book(admin, uttara.id, 'pathao')).toMatchObject({
      state: 'failed',
      error: 'courier.area_needed',
      error_detail: 'Uttara Sector 4, Uttara Sector 10',
    });
  });
});

describe("the courier's lists", () => {
  it('are asked once for every shop, and asked again by the refresh when a day old', async () => {
    await ctx.db.delete(courierPlaceLists);
    const admin = await connected('redx');
    const other = await connected('redx');
    const lookups = () => redx.received.filter((request) => request.path.endsWith('/areas')).length;
    const before = lookups();
    await book(admin, (await orderIn(admin.shop, 'Dhaka', 'Dhanmondi')).id, 'redx');
    await book(other, (await orderIn(other.shop, 'Dhaka', 'Motijheel')).id, 'redx');
    // The whole list once (the account check when connecting asks for one post code's areas, before).
    expect(lookups() - before).toBe(1);

    const noPause = async () => {};
    expect(
      await refreshCourierPlaces({ db: ctx.db, config: ctx.config, logger: ctx.deps.logger }, Date.now(), noPause),
    ).toEqual({ refreshed: 0, failed: 0 });
    const dayLater = Date.now() + PLACES_TTL_MS + 60_000;
    expect(
      await refreshCourierPlaces({ db: ctx.db, config: ctx.config, logger: ctx.deps.logger }, dayLater, noPause),
    ).toEqual({ refreshed: 1, failed: 0 });
    expect(lookups() - before).toBe(2);

    // A courier that cannot answer keeps the copy it had.
    redx.setToken('a-new-token');
    try {
      expect(
        await refreshCourierPlaces(
          { db: ctx.db, config: ctx.config, logger: ctx.deps.logger },
          dayLater + PLACES_TTL_MS + 60_000,
          noPause,
        ),
      ).toEqual({
        refreshed: 0,
        failed: 1,
      });
    } finally {
      redx.setToken(REDX.access_token);
    }
    const [kept] = await ctx.db.select().from(courierPlaceLists).where(eq(courierPlaceLists.courier, 'redx'));
    expect(kept!.places).toContainEqual({ id: 2, name: 'Dhanmondi', postCode: 1209 });
  });
});
