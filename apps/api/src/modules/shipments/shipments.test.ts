/**
 * Courier accounts, booking, webhooks and the poll, against the couriers' contract servers
 * (test/contracts/): the real app over HTTP on a real database.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrder,
  AdminShipment,
  BookingResults,
  CourierAccount,
  CourierPlaces,
  SavedCourierAccount,
  TrackAnswer,
} from '@haat/domain/schemas';
import {
  courierAccounts,
  courierPlaceLists,
  orderItems,
  orders,
  orderStatusHistory,
  shipments,
} from '../../platform/db/schema.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createProduct } from '../../../test/fixtures.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { pathaoOrderEvent, startPathaoContract, type PathaoContract } from '../../../test/contracts/pathao.ts';
import { redxStatusUpdate, startRedxContract, type RedxContract } from '../../../test/contracts/redx.ts';
import {
  steadfastDeliveryStatus,
  startSteadfastContract,
  type SteadfastContract,
} from '../../../test/contracts/steadfast.ts';
import { PATHAO_INTEGRATION_SECRET } from '../../integrations/couriers/pathao.ts';
import { pollShipments } from './shipments.tracking.service.ts';
import { settleAttempt, startAttempt } from '../payments/payments.ledger.ts';

const STEADFAST = { api_key: 'sf-key', secret_key: 'sf-secret' };
const PATHAO = {
  client_id: 'pt-client',
  client_secret: 'pt-secret',
  username: 'shop@example.com',
  password: 'pt-password',
  store_id: 130820,
};
const REDX = { access_token: 'redx-jwt' };
/** A delivery area of RedX's list (test/contracts/redx.ts), as the booking form sends it. */
const REDX_PLACE = { area_id: 2, area_name: 'Dhanmondi' };

let ctx: TestContext;
let steadfast: SteadfastContract;
let pathao: PathaoContract;
let redx: RedxContract;
beforeAll(async () => {
  steadfast = await startSteadfastContract({ apiKey: STEADFAST.api_key, secretKey: STEADFAST.secret_key });
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
    env: {
      STEADFAST_BASE_URL: steadfast.baseUrl,
      PATHAO_BASE_URL: pathao.baseUrl,
      REDX_BASE_URL: redx.baseUrl,
      COURIER_TIMEOUT_MS: '400',
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await Promise.all([steadfast?.close(), pathao?.close(), redx?.close()]);
});

async function connect(admin: AdminCaller, courier: string, fields: object) {
  const res = await admin.call<SavedCourierAccount>('PUT', `/courier-accounts/${courier}`, {
    body: { courier, ...fields },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

async function placedOrder(shop: ShopRow, statuses = ['pending', 'accepted']) {
  const product = await createProduct(ctx, { shop });
  return (await insertOrderRows(ctx, { shop, products: [product], statuses })).order;
}

const orderOf = async (id: number) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const shipmentOf = async (orderId: number) =>
  (await ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0]!;
const historyOf = async (orderId: number) =>
  (await ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map(
    (row) => row.status,
  );

async function book(
  admin: AdminCaller,
  orderId: number,
  courier: string,
  location: object | undefined = courier === 'redx' ? REDX_PLACE : undefined,
) {
  const res = await admin.call<AdminShipment>('POST', `/orders/${orderId}/shipment`, { body: { courier, location } });
  expect(res.status, res.text).toBe(201);
  await ctx.jobsSettled();
  return shipmentOf(orderId);
}

function webhook(courier: string, body: unknown, auth: { bearer?: string; signature?: string; token?: string }) {
  return ctx.request('POST', `/api/webhooks/couriers/${courier}`, {
    body,
    headers: {
      ...(auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : {}),
      ...(auth.signature ? { 'x-pathao-signature': auth.signature } : {}),
    },
    query: auth.token ? { token: auth.token } : {},
  });
}

describe('courier accounts', () => {
  it('seals the credentials, never answers them back, and keeps each shop to its own', async () => {
    const admin = await signedInOwner(ctx);
    const saved = await connect(admin, 'pathao', PATHAO);
    expect(saved).toMatchObject({ courier: 'pathao', store_id: PATHAO.store_id });
    expect(saved.webhook_secret).toMatch(/^[\w-]{40,}$/u);
    expect(saved.webhook_url).toBe(`${ctx.baseUrl}/api/webhooks/couriers/pathao`);

    const [row] = await ctx.db.select().from(courierAccounts).where(eq(courierAccounts.shopId, admin.shop.id));
    for (const secret of [PATHAO.client_secret, PATHAO.password, PATHAO.client_id, saved.webhook_secret!]) {
      expect(JSON.stringify(row)).not.toContain(secret);
    }

    const list = await admin.call<CourierAccount[]>('GET', '/courier-accounts');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ courier: 'pathao', store_id: PATHAO.store_id })]);
    for (const secret of [PATHAO.client_secret, PATHAO.password, saved.webhook_secret!])
      expect(list.text).not.toContain(secret);

    // Replacing keeps the webhook secret unless asked for a new one.
    expect((await connect(admin, 'pathao', PATHAO)).webhook_secret).toBeNull();
    const renewed = await connect(admin, 'pathao', { ...PATHAO, new_webhook_secret: true });
    expect(renewed.webhook_secret).not.toBe(saved.webhook_secret);

    const other = await signedInOwner(ctx);
    expect((await other.call<CourierAccount[]>('GET', '/courier-accounts')).body.data).toEqual([]);
    expect((await other.call('DELETE', '/courier-accounts/pathao')).status).toBe(404);
    expect((await other.call('GET', '/courier-accounts', { query: { shop_id: admin.shop.id } })).status).toBe(403);

    expect((await admin.call('DELETE', '/courier-accounts/pathao')).status).toBe(200);
    expect((await admin.call<CourierAccount[]>('GET', '/courier-accounts')).body.data).toEqual([]);
  });

  it('refuses credentials a courier needs but lacks, and a body for another courier than the path', async () => {
    const admin = await signedInOwner(ctx);
    const missing = await admin.call('PUT', '/courier-accounts/steadfast', {
      body: { courier: 'steadfast', api_key: 'k' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('secret_key');
    const crossed = await admin.call('PUT', '/courier-accounts/redx', { body: { courier: 'steadfast', ...STEADFAST } });
    expect(crossed.status).toBe(422);
    expect((await admin.call('PUT', '/courier-accounts/dhl', { body: { courier: 'dhl' } })).status).toBe(422);
    expect(await ctx.db.select().from(courierAccounts).where(eq(courierAccounts.shopId, admin.shop.id))).toEqual([]);
  });

  it('checks the keys with the courier when they are saved: refused keys are a 422 on their fields, nothing saved (decision 162)', async () => {
    const admin = await signedInOwner(ctx);
    const refused = 'validation.courier_keys_refused';
    const cases: [string, object, string[]][] = [
      ['steadfast', { ...STEADFAST, secret_key: 'wrong' }, ['api_key', 'secret_key']],
      ['pathao', { ...PATHAO, password: 'wrong' }, ['client_id', 'client_secret', 'username', 'password']],
      ['pathao', { ...PATHAO, client_secret: 'wrong' }, ['client_id', 'client_secret', 'username', 'password']],
      ['redx', { access_token: 'wrong' }, ['access_token']],
    ];
    for (const [courier, keys, fields] of cases) {
      const res = await admin.call('PUT', `/courier-accounts/${courier}`, { body: { courier, ...keys } });
      expect(res.status, `${courier}: ${res.text}`).toBe(422);
      expect(res.body.errors, courier).toEqual(Object.fromEntries(fields.map((field) => [field, [refused]])));
    }
    expect(await ctx.db.select().from(courierAccounts).where(eq(courierAccounts.shopId, admin.shop.id))).toEqual([]);
    // The right keys connect each courier.
    for (const [courier, keys] of [
      ['steadfast', STEADFAST],
      ['pathao', PATHAO],
      ['redx', REDX],
    ] as const)
      expect((await connect(admin, courier, keys)).courier).toBe(courier);
  });
});

describe('booking', () => {
  it('has the courier collect the total less what was paid in advance (issue 30)', async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'steadfast', STEADFAST);
    const order = await placedOrder(admin.shop);
    await ctx.db.update(orders).set({ advancePaisa: 6_000 }).where(eq(orders.id, order.id));
    const { payment } = await startAttempt(ctx.db, {
      shopId: admin.shop.id,
      orderId: order.id,
      method: 'bkash_personal',
      amountPaisa: 6_000,
      transactionId: `COD${order.id}`,
    });
    await settleAttempt(ctx.db, { shopId: admin.shop.id, paymentId: payment.id, outcome: 'paid' });
    const shipment = await book(admin, order.id, 'steadfast');
    expect(shipment).toMatchObject({ state: 'booked', codAmountPaisa: order.totalPaisa - 6_000 });
    const details = await admin.call<AdminOrder>('GET', `/orders/${order.id}`);
    expect(details.body.data.shipment).toMatchObject({ cod_amount: (order.totalPaisa - 6_000) / 100 });
    expect(details.body.data.payment).toMatchObject({ paid: 60, status: 'partly_paid' });
  });

  it('books one order with Steadfast: consignment, tracking code, COD; the order moves to processing, not shipped', async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'steadfast', STEADFAST);
    const order = await placedOrder(admin.shop);
    const shipment = await book(admin, order.id, 'steadfast');
    expect(shipment).toMatchObject({
      state: 'booked',
      courier: 'steadfast',
      codAmountPaisa: order.totalPaisa,
      error: null,
    });
    expect(shipment.consignmentId).toBeTruthy();
    expect(shipment.trackingCode).toBeTruthy();
    expect((await orderOf(order.id)).status).toBe('processing');

    const details = await admin.call<AdminOrder>('GET', `/orders/${order.id}`);
    expect(details.body.data.shipment).toMatchObject({
      state: 'booked',
      consignment_id: shipment.consignmentId,
      tracking_code: shipment.trackingCode,
      cod_amount: order.totalPaisa / 100,
      tracking_url: `https://steadfast.com.bd/t/${shipment.trackingCode}`,
      // Steadfast's own word, and where that puts the parcel in one vocabulary for every courier.
      courier_status: 'in_review',
      parcel_status: 'booked',
    });

    // Booked once: refused, and nothing is booked twice.
    const again = await admin.call('POST', `/orders/${order.id}/shipment`, { body: { courier: 'steadfast' } });
    expect(again.status).toBe(409);
  });

  it("refuses orders that are not accepted or processing, another shop's orders and couriers not connected", async () => {
    const admin = await signedInOwner(ctx);
    const pending = await placedOrder(admin.shop, ['pending']);
    expect(
      (await admin.call('POST', `/orders/${pending.id}/shipment`, { body: { courier: 'steadfast' } })).body.errors,
    ).toEqual({
      courier: ['validation.courier_not_connected'],
    });
    await connect(admin, 'steadfast', STEADFAST);
    expect(
      (await admin.call('POST', `/orders/${pending.id}/shipment`, { body: { courier: 'steadfast' } })).status,
    ).toBe(409);

    const other = await signedInOwner(ctx);
    const theirs = await placedOrder(other.shop);
    expect((await admin.call('POST', `/orders/${theirs.id}/shipment`, { body: { courier: 'steadfast' } })).status).toBe(
      404,
    );
    const bulk = await admin.call<BookingResults>('POST', '/orders/shipments', {
      body: { courier: 'steadfast', order_ids: [theirs.id] },
    });
    expect(bulk.body.data.results).toEqual([{ order_id: theirs.id, shipment: null, error: 'Order not found' }]);
    await ctx.jobsSettled();
    expect(await ctx.db.select().from(shipments).where(eq(shipments.orderId, theirs.id))).toEqual([]);
    expect((await orderOf(theirs.id)).status).toBe('accepted');
  });

  it('books many with Steadfast in one bulk call, each order with its own result', async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'steadfast', STEADFAST);
    const first = await placedOrder(admin.shop);
    const second = await placedOrder(admin.shop, ['pending', 'accepted', 'processing']);
    const pending = await placedOrder(admin.shop, ['pending']);
    const calls = steadfast.bulkSizes.length;
    const res = await admin.call<BookingResults>('POST', '/orders/shipments', {
      body: { courier: 'steadfast', order_ids: [first.id, second.id, pending.id] },
    });
    expect(res.status, res.text).toBe(200);
    expect(
      res.body.data.results.map((result) => [result.order_id, result.shipment?.state ?? null, result.error]),
    ).toEqual([
      [first.id, 'booking', null],
      [second.id, 'booking', null],
      [pending.id, null, 'An order that is pending cannot be booked with a courier'],
    ]);
    await ctx.jobsSettled();
    expect(steadfast.bulkSizes.slice(calls)).toEqual([2]);
    expect((await shipmentOf(first.id)).state).toBe('booked');
    expect((await shipmentOf(second.id)).state).toBe('booked');
  });

  it('fails a booking the courier refuses, with its reason, and lets the owner book it again', async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'steadfast', STEADFAST);
    const order = await placedOrder(admin.shop);
    await ctx.db
      .update(orders)
      .set({ name: 'x'.repeat(150) })
      .where(eq(orders.id, order.id));
    const failed = await book(admin, order.id, 'steadfast');
    expect(failed.state).toBe('failed');
    const details = await admin.call<AdminOrder>('GET', `/orders/${order.id}`);
    expect(details.body.data.shipment).toMatchObject({ state: 'failed', error: 'courier.invalid_request' });
    expect(details.body.data.shipment!.error_detail).toContain('recipient_name');

    await ctx.db.update(orders).set({ name: 'Rahim Uddin' }).where(eq(orders.id, order.id));
    expect((await book(admin, order.id, 'steadfast')).state).toBe('booked');
  });

  it("sends Steadfast one clean line, cut to its 250 characters, with the order's area and district", async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'steadfast', STEADFAST);
    const order = await placedOrder(admin.shop);
    await ctx.db
      .update(orders)
      .set({ address: `House 12,\n  Road 5\n${'x'.repeat(300)}`, district: 'Dhaka', area: 'Dhanmondi' })
      .where(eq(orders.id, order.id));
    expect((await book(admin, order.id, 'steadfast')).state).toBe('booked');
    const sent = steadfast.received.at(-1)!.json as { recipient_address: string };
    expect(sent.recipient_address).toHaveLength(250);
    expect(sent.recipient_address).toMatch(/^House 12, Road 5 x+, Dhanmondi, Dhaka$/u);
  });

  it('fails on keys the courier no longer takes (the merchant made new ones after connecting)', async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'steadfast', STEADFAST);
    const order = await placedOrder(admin.shop);
    steadfast.setKeys({ apiKey: 'new-key', secretKey: 'new-secret' });
    try {
      expect(await book(admin, order.id, 'steadfast')).toMatchObject({
        state: 'failed',
        error: expect.stringMatching(/^courier\.auth_failed/u),
      });
    } finally {
      steadfast.setKeys({ apiKey: STEADFAST.api_key, secretKey: STEADFAST.secret_key });
    }
  });

  it('retries Steadfast after a failure that may pass (its invoice guard stops a double booking)', async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'steadfast', STEADFAST);
    const order = await placedOrder(admin.shop);
    const bookingCalls = () => steadfast.received.filter((request) => request.path.endsWith('/create_order')).length;
    const before = bookingCalls();
    steadfast.failNext(502);
    await admin.call('POST', `/orders/${order.id}/shipment`, { body: { courier: 'steadfast' } });
    await ctx.jobsSettled();
    expect((await shipmentOf(order.id)).state).toBe('booked');
    expect(bookingCalls() - before).toBe(2);
  });

  it('fails a Pathao booking that timed out without booking it again (it may have been made)', async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'pathao', PATHAO);
    const booked = await placedOrder(admin.shop);
    expect(await book(admin, booked.id, 'pathao')).toMatchObject({
      state: 'booked',
      consignmentId: expect.any(String),
    });

    const order = await placedOrder(admin.shop);
    const bookings = () =>
      pathao.received.filter((request) => request.path.endsWith('/orders') && request.method === 'POST').length;
    const before = bookings();
    pathao.slow(1_000);
    try {
      expect(await book(admin, order.id, 'pathao')).toMatchObject({
        state: 'failed',
        error: expect.stringMatching(/^courier\.timeout/u),
      });
    } finally {
      pathao.slow(0);
    }
    expect(bookings() - before).toBe(1);
  });

  it('fails a RedX booking that timed out without booking it again', async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'redx', REDX);
    const order = await placedOrder(admin.shop);
    const before = redx.received.length;
    redx.slow(1_000);
    try {
      expect(await book(admin, order.id, 'redx')).toMatchObject({
        state: 'failed',
        error: expect.stringMatching(/^courier\.timeout/u),
      });
    } finally {
      redx.slow(0);
    }
    expect(redx.received.length - before).toBe(1);
  });
});

describe("the courier's places", () => {
  const places = (admin: AdminCaller, courier: string, query: Record<string, string | number>) =>
    admin.call<CourierPlaces>('GET', `/courier-accounts/${courier}/places`, { query });

  it("lists Pathao's cities, a city's zones and a zone's areas with the shop's token, and keeps them", async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'pathao', PATHAO);
    const cities = await places(admin, 'pathao', { kind: 'city' });
    expect(cities.status, cities.text).toBe(200);
    expect(cities.body.data.places).toContainEqual({ id: 1, name: 'Dhaka' });
    const zones = await places(admin, 'pathao', { kind: 'zone', parent: 1 });
    expect(zones.body.data.places).toContainEqual({ id: 298, name: '60 feet' });
    const areas = await places(admin, 'pathao', { kind: 'area', parent: 298 });
    expect(areas.body.data.places).toEqual([{ id: 37, name: 'Bonolota' }]);

    const asked = () => pathao.received.filter((request) => request.path.endsWith('/zone-list')).length;
    const before = asked();
    expect((await places(admin, 'pathao', { kind: 'zone', parent: 1 })).body.data).toEqual(zones.body.data);
    expect(asked()).toBe(before);
  });

  it("lists RedX's delivery areas", async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'redx', REDX);
    const areas = await places(admin, 'redx', { kind: 'area' });
    expect(areas.status, areas.text).toBe(200);
    expect(areas.body.data.places).toContainEqual({ id: 2, name: 'Dhanmondi' });
  });

  it('refuses a kind the courier lacks, a missing parent, a courier not connected, and a courier that refuses', async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'steadfast', STEADFAST);
    expect((await places(admin, 'steadfast', { kind: 'area' })).body.errors).toEqual({
      kind: ['validation.invalid_format'],
    });
    expect((await places(admin, 'redx', { kind: 'city' })).status).toBe(422);
    expect((await places(admin, 'redx', { kind: 'area' })).body.errors).toEqual({
      courier: ['validation.courier_not_connected'],
    });
    await connect(admin, 'pathao', PATHAO);
    expect((await places(admin, 'pathao', { kind: 'zone' })).body.errors).toEqual({ parent: ['validation.required'] });
    expect((await places(admin, 'pathao', { kind: 'city', parent: 1 })).status).toBe(422);

    await connect(admin, 'redx', REDX);
    // The lists are kept for every shop: a courier's refusal shows when none is kept.
    await ctx.db.delete(courierPlaceLists);
    redx.setToken('a-new-token');
    try {
      const refused = await places(admin, 'redx', { kind: 'area' });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toMatch(/could not be loaded/u);
    } finally {
      redx.setToken(REDX.access_token);
    }
  });

  it('books RedX in the area chosen, and refuses an area without its name before anything is written', async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'redx', REDX);
    const order = await placedOrder(admin.shop);
    const refused = await admin.call('POST', `/orders/${order.id}/shipment`, {
      body: { courier: 'redx', location: { area_id: 2 } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ location: ['validation.courier_location'] });
    expect((await orderOf(order.id)).status).toBe('accepted');

    expect(await book(admin, order.id, 'redx')).toMatchObject({ state: 'booked', location: REDX_PLACE });
    expect(redx.received.at(-1)!.json).toMatchObject({ delivery_area: 'Dhanmondi', delivery_area_id: 2 });
  });

  it("describes each line with its variant and declares the variants' weight; without a weight, the courier's default", async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'pathao', PATHAO);
    await connect(admin, 'redx', REDX);
    const kurti = await createProduct(ctx, { shop: admin.shop, name: 'Kurti' });
    const honey = await createProduct(ctx, { shop: admin.shop, name: 'Honey' });
    const options = [
      { name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null },
      { name: 'Colour', bn_name: 'রং', value: 'Red', bn_value: 'লাল' },
    ];
    // The lines as placing an order snapshots them: two M/red kurtis of 300 g, a jar of honey of 250 g.
    const order = async (honeyGrams: number | null) => {
      const { order: placed } = await insertOrderRows(ctx, {
        shop: admin.shop,
        products: [kurti, honey],
        statuses: ['pending', 'accepted'],
      });
      await ctx.db
        .update(orderItems)
        .set({ options, weightGrams: 300, quantity: 2 })
        .where(and(eq(orderItems.orderId, placed.id), eq(orderItems.productId, kurti.id)));
      await ctx.db
        .update(orderItems)
        .set({ weightGrams: honeyGrams })
        .where(and(eq(orderItems.orderId, placed.id), eq(orderItems.productId, honey.id)));
      return placed;
    };

    const weighed = await order(250);
    expect(await book(admin, weighed.id, 'redx')).toMatchObject({ state: 'booked' });
    expect(redx.received.at(-1)!.json).toMatchObject({ parcel_weight: 850 });
    const light = await order(250);
    expect(await book(admin, light.id, 'pathao')).toMatchObject({ state: 'booked' });
    expect(pathao.received.at(-1)!.json).toMatchObject({
      item_description: expect.stringMatching(/^Kurti \(M \/ Red\) ×2, Honey ×1$/u),
      item_quantity: 3,
      item_weight: 0.85,
    });

    // The honey has no weight: the parcel's is unknown, so Pathao gets its default, never a partial sum.
    const unweighed = await order(null);
    expect(await book(admin, unweighed.id, 'pathao')).toMatchObject({ state: 'booked' });
    expect(pathao.received.at(-1)!.json).toMatchObject({ item_weight: 0.5 });
  });

  it("books Pathao in the city, zone and area chosen; Pathao's refusal of a zone shows as a failed booking", async () => {
    const admin = await signedInOwner(ctx);
    await connect(admin, 'pathao', PATHAO);
    const order = await placedOrder(admin.shop);
    expect(await book(admin, order.id, 'pathao', { city_id: 1, zone_id: 298, area_id: 37 })).toMatchObject({
      state: 'booked',
    });
    expect(pathao.received.at(-1)!.json).toMatchObject({ recipient_city: 1, recipient_zone: 298, recipient_area: 37 });

    const wrong = await placedOrder(admin.shop);
    expect(await book(admin, wrong.id, 'pathao', { city_id: 2, zone_id: 298 })).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/^courier\.invalid_request recipient_zone/u),
    });
  });
});

describe('webhooks and the poll', () => {
  async function bookedWithSteadfast(statuses?: string[]) {
    const admin = await signedInOwner(ctx);
    const { webhook_secret } = await connect(admin, 'steadfast', STEADFAST);
    const order = await placedOrder(admin.shop, statuses);
    const shipment = await book(admin, order.id, 'steadfast');
    const status = (word: string, extra: object = {}) =>
      steadfastDeliveryStatus({
        consignment_id: Number(shipment.consignmentId),
        invoice: order.code,
        status: word,
        ...extra,
      });
    return { admin, order, shipment, secret: webhook_secret!, status };
  }

  it('refuses a forged call and changes nothing', async () => {
    const { order, status } = await bookedWithSteadfast();
    for (const bearer of [undefined, 'forged', 'x'.repeat(43)]) {
      const res = await webhook('steadfast', status('Delivered'), bearer ? { bearer } : {});
      expect(res.status).toBe(401);
    }
    expect((await orderOf(order.id)).status).toBe('processing');
    expect((await shipmentOf(order.id)).courierStatus).toBe('in_review');
  });

  it('moves the order to delivered through shipped, once: a replay is ignored, and never backwards', async () => {
    const { admin, order, secret, status } = await bookedWithSteadfast();
    const delivered = status('Delivered', { delivery_charge: 60 });
    expect((await webhook('steadfast', delivered, { bearer: secret })).status).toBe(200);
    expect((await orderOf(order.id)).status).toBe('delivered');
    expect(await historyOf(order.id)).toEqual(['pending', 'accepted', 'processing', 'shipped', 'delivered']);
    expect(await shipmentOf(order.id)).toMatchObject({ courierStatus: 'delivered', deliveryChargePaisa: 6000 });
    const details = await admin.call<AdminOrder>('GET', `/orders/${order.id}`);
    expect(details.body.data.shipment).toMatchObject({ courier_status: 'delivered', parcel_status: 'delivered' });

    expect((await webhook('steadfast', delivered, { bearer: secret })).status).toBe(200);
    const back = await webhook('steadfast', status('pending', { updated_at: '2025-03-03 10:00:00' }), {
      bearer: secret,
    });
    expect(back.status).toBe(200);
    expect((await orderOf(order.id)).status).toBe('delivered');
    expect(await historyOf(order.id)).toEqual(['pending', 'accepted', 'processing', 'shipped', 'delivered']);
  });

  it('moves a shipped order to returned when the courier says so (Steadfast `cancelled`)', async () => {
    const { order, secret, status } = await bookedWithSteadfast();
    await webhook('steadfast', status('pending'), { bearer: secret });
    expect((await orderOf(order.id)).status).toBe('shipped');
    await webhook('steadfast', status('cancelled'), { bearer: secret });
    expect((await orderOf(order.id)).status).toBe('returned');
  });

  it('answers Pathao 202 with its integration header, and applies its events', async () => {
    const admin = await signedInOwner(ctx);
    const { webhook_secret } = await connect(admin, 'pathao', PATHAO);
    const order = await placedOrder(admin.shop);
    const shipment = await book(admin, order.id, 'pathao');
    const check = await webhook('pathao', { event: 'webhook_integration' }, { signature: webhook_secret! });
    expect(check.status).toBe(202);
    expect(check.headers.get('x-pathao-merchant-webhook-integration-secret')).toBe(PATHAO_INTEGRATION_SECRET);
    const picked = pathaoOrderEvent('order.picked', {
      consignment_id: shipment.consignmentId,
      merchant_order_id: order.code,
    });
    expect((await webhook('pathao', picked, { signature: 'forged' })).status).toBe(401);
    expect((await orderOf(order.id)).status).toBe('processing');
    expect((await webhook('pathao', picked, { signature: webhook_secret! })).status).toBe(202);
    expect((await orderOf(order.id)).status).toBe('shipped');
  });

  it("takes RedX's token from the callback URL", async () => {
    const admin = await signedInOwner(ctx);
    const saved = await connect(admin, 'redx', REDX);
    expect(new URL(saved.webhook_url).searchParams.get('token')).toBe(saved.webhook_secret);
    const order = await placedOrder(admin.shop, ['pending', 'accepted', 'processing', 'shipped']);
    await ctx.db.insert(shipments).values({
      shopId: admin.shop.id,
      orderId: order.id,
      courier: 'redx',
      state: 'booked',
      consignmentId: '24A1B2C3',
      trackingCode: '24A1B2C3',
      codAmountPaisa: order.totalPaisa,
    });
    const update = redxStatusUpdate({ tracking_number: '24A1B2C3', status: 'delivered', invoice_number: order.code });
    expect((await webhook('redx', update, { token: 'forged' })).status).toBe(401);
    expect((await webhook('redx', update, { token: saved.webhook_secret! })).status).toBe(200);
    expect((await orderOf(order.id)).status).toBe('delivered');
  });

  it('polls a parcel no webhook reported: shipped to delivered', async () => {
    const { order, shipment, status, secret } = await bookedWithSteadfast();
    await webhook('steadfast', status('pending'), { bearer: secret });
    expect((await orderOf(order.id)).status).toBe('shipped');
    steadfast.setStatus(shipment.consignmentId!, 'delivered');
    await ctx.db
      .update(shipments)
      .set({ lastCheckedAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(and(eq(shipments.id, shipment.id)));
    const counts = await pollShipments(ctx.deps);
    expect(counts.asked).toBeGreaterThanOrEqual(1);
    expect((await orderOf(order.id)).status).toBe('delivered');
  });

  it('shows the shopper the courier and its tracking link once booked', async () => {
    const { admin, order, shipment } = await bookedWithSteadfast();
    const tracked = await ctx.request<TrackAnswer>('GET', '/api/shop/orders/track', {
      query: { shop_id: admin.shop.id, query: order.code },
    });
    expect(tracked.status).toBe(200);
    const answer = tracked.body.data;
    expect(answer.kind === 'orders' && answer.orders[0]!.shipment).toEqual({
      courier: 'steadfast',
      tracking_code: shipment.trackingCode,
      tracking_url: `https://steadfast.com.bd/t/${shipment.trackingCode}`,
    });
  });
});
