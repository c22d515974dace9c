/** The Steadfast adapter against a contract server that answers as Steadfast's documentation says. */
import { paisaFromTaka } from '@haat/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSteadfastContract,
  steadfastDeliveryStatus,
  steadfastTrackingUpdate,
  steadfastWebhook,
  type SteadfastContract,
} from '../../../test/contracts/steadfast.ts';
import { CourierError, orderStatusFor, type Courier, type Parcel } from './courier.ts';
import { createSteadfast, steadfastStatus } from './steadfast.ts';

let server: SteadfastContract;
beforeAll(async () => {
  server = await startSteadfastContract({
    apiKey: 'sf-key',
    secretKey: 'sf-secret',
    history: { '01711000111': { parcels: 17, delivered: 7, cancelled: 10 } },
  });
});
afterAll(() => server.close());

const steadfast = (overrides: Partial<Parameters<typeof createSteadfast>[0]> = {}): Courier =>
  createSteadfast({
    baseUrl: server.baseUrl,
    apiKey: 'sf-key',
    secretKey: 'sf-secret',
    webhookSecret: 'hook-token',
    timeoutMs: 2_000,
    ...overrides,
  });

let invoiceNumber = 0;
const parcel = (overrides: Partial<Parcel> = {}): Parcel => ({
  invoice: `HT-${(invoiceNumber += 1)}`,
  recipientName: 'Karim Uddin',
  recipientPhone: '+880 1711-000111',
  recipientAddress: 'House 17/1, Road 3/A, Dhanmondi, Dhaka-1209',
  codAmount: paisaFromTaka(1060),
  note: 'Deliver within 3 PM',
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

describe('Steadfast booking', () => {
  it('books a parcel with the documented fields and keys, and keeps the ids and the tracking link', async () => {
    const order = parcel();
    const booking = await steadfast().book(order);
    const request = server.received.at(-1)!;
    expect(request.headers).toMatchObject({ 'api-key': 'sf-key', 'secret-key': 'sf-secret' });
    expect(request.json).toEqual({
      invoice: order.invoice,
      recipient_name: 'Karim Uddin',
      recipient_phone: '01711000111',
      recipient_address: order.recipientAddress,
      cod_amount: 1060,
      note: 'Deliver within 3 PM',
    });
    expect(booking).toMatchObject({
      invoice: order.invoice,
      consignmentId: expect.stringMatching(/^\d+$/u),
      status: 'booked',
      courierStatus: 'in_review',
      codAmount: paisaFromTaka(1060),
    });
    expect(booking.trackingUrl).toBe(`https://steadfast.com.bd/t/${booking.trackingCode}`);
  });

  it('a validation error is permanent and names the field; a reused invoice is a duplicate', async () => {
    const error = await failure(steadfast().book(parcel({ recipientPhone: '01711' })));
    expect(error).toMatchObject({
      reason: 'invalid_request',
      retryable: false,
      fields: ['recipient_phone'],
      serviceCode: 400,
      code: 'courier.invalid_request',
    });
    const order = parcel();
    await steadfast().book(order);
    expect(await failure(steadfast().book({ ...order }))).toMatchObject({
      reason: 'duplicate',
      retryable: false,
      fields: ['invoice'],
    });
  });

  it('reads the refusal from the body whatever the HTTP status', async () => {
    const strict = await startSteadfastContract({
      apiKey: 'sf-key',
      secretKey: 'sf-secret',
      validationHttpStatus: 422,
    });
    try {
      const error = await failure(steadfast({ baseUrl: strict.baseUrl }).book(parcel({ recipientAddress: '' })));
      expect(error).toMatchObject({ reason: 'invalid_request', status: 422, fields: ['recipient_address'] });
    } finally {
      await strict.close();
    }
  });

  it('wrong keys are an auth failure, not retried', async () => {
    const error = await failure(steadfast({ secretKey: 'stolen?' }).book(parcel()));
    expect(error).toMatchObject({ reason: 'auth_failed', retryable: false, status: 401, code: 'courier.auth_failed' });
  });

  it('a timeout, a 5xx from a proxy and a refused connection are retryable', async () => {
    server.slow(500);
    try {
      expect(await failure(steadfast({ timeoutMs: 50 }).book(parcel()))).toMatchObject({
        reason: 'timeout',
        retryable: true,
      });
    } finally {
      server.slow(0);
    }
    server.failNext(502);
    expect(await failure(steadfast().book(parcel()))).toMatchObject({
      reason: 'unavailable',
      retryable: true,
      status: 502,
    });
    expect(await failure(steadfast({ baseUrl: 'http://127.0.0.1:9/api/v1' }).book(parcel()))).toMatchObject({
      reason: 'unavailable',
      retryable: true,
    });
  });
});

describe('Steadfast bulk booking', () => {
  it('sends at most 500 a call and reports each parcel in order, the refused ones too', async () => {
    const before = server.bulkSizes.length;
    const parcels = Array.from({ length: 1_203 }, (_, index) =>
      parcel(index === 700 ? { recipientPhone: 'none' } : {}),
    );
    const outcomes = await steadfast().bookMany(parcels);
    expect(server.bulkSizes.slice(before)).toEqual([500, 500, 203]);
    expect(outcomes.map((outcome) => outcome.invoice)).toEqual(parcels.map((each) => each.invoice));
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
      {
        invoice: parcels[700]!.invoice,
        ok: false,
        error: expect.objectContaining({ reason: 'invalid_request', retryable: false }),
      },
    ]);
    const first = outcomes[0]!;
    expect(first.ok && first.booking).toMatchObject({
      status: 'booked',
      courierStatus: 'in_review',
      trackingUrl: expect.stringMatching(/^https:\/\/steadfast\.com\.bd\/t\//u),
    });
    // The bulk call's `data` is the JSON-encoded array, as the documentation's example sends it.
    expect(typeof (server.received.at(-1)!.json as { data: unknown }).data).toBe('string');
  });

  it('a chunk that fails as a whole fails each of its parcels with that error', async () => {
    server.slow(300);
    try {
      const outcomes = await steadfast({ timeoutMs: 50 }).bookMany([parcel(), parcel()]);
      expect(outcomes.map((outcome) => !outcome.ok && outcome.error.reason)).toEqual(['timeout', 'timeout']);
    } finally {
      server.slow(0);
    }
  });
});

describe('Steadfast status', () => {
  it('polls by consignment id and maps the delivery status onto ours', async () => {
    const booking = await steadfast().book(parcel());
    expect(await steadfast().status(booking)).toMatchObject({ status: 'booked', courierStatus: 'in_review' });
    server.setStatus(booking.consignmentId, 'partial_delivered');
    expect(await steadfast().status(booking)).toMatchObject({
      status: 'partially_delivered',
      courierStatus: 'partial_delivered',
    });
    expect(await failure(steadfast().status({ consignmentId: '999' }))).toMatchObject({
      reason: 'not_found',
      retryable: false,
      status: 404,
    });
  });

  it('maps every documented status', () => {
    const ours = Object.fromEntries(
      [
        'in_review',
        'pending',
        'hold',
        'delivered_approval_pending',
        'delivered',
        'partial_delivered',
        'cancelled_approval_pending',
        'cancelled',
        'unknown',
        'Delivered',
      ].map((word) => [word, orderStatusFor(steadfastStatus(word))]),
    );
    expect(ours).toEqual({
      in_review: null,
      pending: 'shipped',
      hold: 'shipped',
      delivered_approval_pending: 'delivered',
      delivered: 'delivered',
      partial_delivered: 'delivered',
      cancelled_approval_pending: null,
      cancelled: 'returned',
      unknown: null,
      Delivered: 'delivered',
    });
  });
});

describe('Steadfast webhooks', () => {
  it('accepts the shop’s bearer token and reads a delivery with its COD and charge', async () => {
    const payload = steadfastDeliveryStatus({
      consignment_id: 1424107,
      invoice: 'HT-9',
      status: 'Delivered',
      cod_amount: 1500,
      delivery_charge: 100,
    });
    const result = await steadfast().parseWebhook(steadfastWebhook(payload, 'hook-token'));
    expect(result).toEqual({
      accepted: true,
      update: {
        consignmentId: '1424107',
        invoice: 'HT-9',
        status: 'delivered',
        courierStatus: 'delivered',
        message: 'Your package has been delivered successfully.',
        codCollected: paisaFromTaka(1500),
        deliveryCharge: paisaFromTaka(100),
        raw: payload,
      },
      reply: { status: 200, headers: {}, body: { status: 'success', message: 'Webhook received successfully.' } },
    });
  });

  it('rejects a forged or missing token, and a shop without one', async () => {
    const payload = steadfastDeliveryStatus({ consignment_id: 1, invoice: 'HT-1', status: 'delivered' });
    for (const token of ['guess', undefined]) {
      const result = await steadfast().parseWebhook(steadfastWebhook(payload, token));
      expect(result).toMatchObject({ accepted: false, reason: 'bad_secret', reply: { status: 401 } });
    }
    expect(await steadfast({ webhookSecret: undefined }).parseWebhook(steadfastWebhook(payload, ''))).toMatchObject({
      accepted: false,
      reason: 'bad_secret',
    });
  });

  it('a tracking update carries a message and no status; a malformed body is refused', async () => {
    const update = await steadfast().parseWebhook(
      steadfastWebhook(
        steadfastTrackingUpdate({
          consignment_id: 5,
          invoice: 'HT-5',
          tracking_message: 'Package arrived at the sorting center.',
        }),
        'hook-token',
      ),
    );
    expect(update).toMatchObject({
      accepted: true,
      update: {
        consignmentId: '5',
        status: 'unknown',
        courierStatus: 'tracking_update',
        message: 'Package arrived at the sorting center.',
      },
    });
    expect(await steadfast().parseWebhook(steadfastWebhook({ hello: 'world' }, 'hook-token'))).toMatchObject({
      accepted: false,
      reason: 'bad_payload',
      reply: { status: 400 },
    });
  });
});

describe('Steadfast fraud check', () => {
  it('reads a number’s record across merchants', async () => {
    expect(await steadfast().fraudCheck!('+8801711000111')).toMatchObject({
      totalParcels: 17,
      delivered: 7,
      cancelled: 10,
    });
    expect(server.received.at(-1)!.path).toBe('/api/v1/fraud_check/01711000111');
    expect(await steadfast().fraudCheck!('01811000222')).toMatchObject({ totalParcels: 0 });
  });
});
