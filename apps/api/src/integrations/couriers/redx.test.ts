/** The RedX adapter against a contract server that answers as RedX's open API documentation says. */
import { paisaFromTaka } from '@haat/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REDX_AREAS,
  redxStatusUpdate,
  redxWebhook,
  startRedxContract,
  type RedxContract,
} from '../../../test/contracts/redx.ts';
import { CourierError, orderStatusFor, type Parcel } from './courier.ts';
import { createRedx, redxStatus, type RedxOptions } from './redx.ts';

let server: RedxContract;
beforeAll(async () => {
  server = await startRedxContract({ accessToken: 'redx-jwt' });
});
afterAll(() => server.close());

const redx = (overrides: Partial<RedxOptions> = {}) =>
  createRedx({
    baseUrl: server.baseUrl,
    accessToken: 'redx-jwt',
    webhookToken: 'shop-hook-token',
    timeoutMs: 2_000,
    ...overrides,
  });

let invoiceNumber = 0;
const parcel = (overrides: Partial<Parcel> = {}): Parcel => ({
  invoice: `HT-${(invoiceNumber += 1)}`,
  recipientName: 'Test Customer',
  recipientPhone: '০১৯৮৭৬৫৪৩২১',
  recipientAddress: 'House 5, Road 2, Dhanmondi',
  codAmount: paisaFromTaka(1329.5),
  weightKg: 1.2,
  note: 'Call before coming',
  location: { areaId: 2, areaName: 'Dhanmondi' },
  ...overrides,
});

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
};

describe('RedX booking', () => {
  it('books with the documented fields and token header and keeps the tracking id and link', async () => {
    const order = parcel();
    const booking = await redx({ pickupStoreId: 7 }).book(order);
    const request = server.received.at(-1)!;
    expect(request.headers['api-access-token']).toBe('Bearer redx-jwt');
    expect(request.json).toEqual({
      customer_name: 'Test Customer',
      customer_phone: '01987654321',
      delivery_area: 'Dhanmondi',
      delivery_area_id: 2,
      customer_address: 'House 5, Road 2, Dhanmondi',
      merchant_invoice_id: order.invoice,
      cash_collection_amount: '1329.5',
      parcel_weight: 1200,
      value: 1329.5,
      instruction: 'Call before coming',
      pickup_store_id: 7,
    });
    expect(booking).toMatchObject({
      consignmentId: expect.stringMatching(/^20A3/u),
      status: 'booked',
      courierStatus: 'pickup-pending',
      codAmount: paisaFromTaka(1329.5),
    });
    expect(booking.trackingUrl).toBe(`https://redx.com.bd/track-parcel/?trackingId=${booking.trackingCode}`);
  });

  it('a validation error is permanent and names the fields (a missing area included)', async () => {
    const error = await failure(redx().book(parcel({ location: undefined })));
    expect(error).toMatchObject({
      reason: 'invalid_request',
      retryable: false,
      status: 400,
      fields: ['delivery_area', 'delivery_area_id'],
    });
  });

  it('a wrong token is an auth failure, not retried', async () => {
    expect(await failure(redx({ accessToken: 'expired' }).book(parcel()))).toMatchObject({
      reason: 'auth_failed',
      retryable: false,
      status: 401,
    });
  });

  it('a timeout and a 5xx are retryable', async () => {
    server.slow(500);
    try {
      expect(await failure(redx({ timeoutMs: 50 }).book(parcel()))).toMatchObject({
        reason: 'timeout',
        retryable: true,
      });
    } finally {
      server.slow(0);
    }
    server.failNext(500);
    expect(await failure(redx().book(parcel()))).toMatchObject({ reason: 'unavailable', retryable: true, status: 500 });
  });

  it('books many a few at a time, reporting each', async () => {
    const parcels = [parcel(), parcel({ recipientPhone: '123' }), parcel(), parcel(), parcel()];
    const outcomes = await redx().bookMany(parcels);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true, true, true]);
    expect(outcomes.map((outcome) => outcome.invoice)).toEqual(parcels.map((each) => each.invoice));
  });
});

describe('RedX status', () => {
  it('polls the parcel info: status, charge, and the collected amount once delivered', async () => {
    const adapter = redx();
    const booking = await adapter.book(parcel());
    expect(await adapter.status(booking)).toMatchObject({
      status: 'booked',
      courierStatus: 'pickup-pending',
      deliveryCharge: paisaFromTaka(60),
    });
    server.setStatus(booking.consignmentId, 'delivered');
    expect(await adapter.status(booking)).toMatchObject({ status: 'delivered', codCollected: paisaFromTaka(1329.5) });
    expect(await failure(adapter.status({ consignmentId: 'nope' }))).toMatchObject({
      reason: 'not_found',
      retryable: false,
    });
    expect(await adapter.track(booking.consignmentId)).toEqual([
      { message: 'Package is created successfully', messageBn: expect.any(String), at: expect.any(String) },
    ]);
  });

  it('maps the webhook statuses onto ours', () => {
    const words = [
      'ready-for-delivery',
      'delivery-in-progress',
      'delivered',
      'agent-hold',
      'agent-returning',
      'returned',
      'agent-area-change',
      'pickup-pending',
    ];
    expect(Object.fromEntries(words.map((word) => [word, orderStatusFor(redxStatus(word))]))).toEqual({
      'ready-for-delivery': 'shipped',
      'delivery-in-progress': 'shipped',
      delivered: 'delivered',
      'agent-hold': 'shipped',
      'agent-returning': null,
      returned: 'returned',
      'agent-area-change': 'shipped',
      'pickup-pending': null,
    });
  });
});

describe('RedX webhooks', () => {
  it('accepts the token in the callback URL and reads the update', async () => {
    const payload = redxStatusUpdate({ tracking_number: '20A312THJDJ8', status: 'delivered', invoice_number: 'HT-77' });
    expect(await redx().parseWebhook(redxWebhook(payload, 'shop-hook-token'))).toEqual({
      accepted: true,
      update: {
        consignmentId: '20A312THJDJ8',
        trackingCode: '20A312THJDJ8',
        invoice: 'HT-77',
        status: 'delivered',
        courierStatus: 'delivered',
        message: 'Parcel delivered',
        raw: payload,
      },
      reply: { status: 200, headers: {}, body: { status: 'success' } },
    });
  });

  it('rejects a forged or missing token, and a malformed body', async () => {
    const payload = redxStatusUpdate({ tracking_number: 'X', status: 'returned' });
    for (const token of ['guess', undefined]) {
      expect(await redx().parseWebhook(redxWebhook(payload, token))).toMatchObject({
        accepted: false,
        reason: 'bad_secret',
        reply: { status: 401 },
      });
    }
    expect(await redx().parseWebhook(redxWebhook({ status: 'delivered' }, 'shop-hook-token'))).toMatchObject({
      accepted: false,
      reason: 'bad_payload',
    });
  });
});

describe('RedX areas', () => {
  it('lists the delivery areas, by post code too', async () => {
    expect(await redx().areas()).toHaveLength(REDX_AREAS.length);
    expect(await redx().areas({ postCode: '1209' })).toEqual([
      { id: 2, name: 'Dhanmondi', postCode: 1209, division: 'Dhaka' },
    ]);
    expect(server.received.at(-1)!.query.get('post_code')).toBe('1209');
  });
});
