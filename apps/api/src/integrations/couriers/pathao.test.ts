/** The Pathao adapter against a contract server that answers as Pathao's merchant API documentation says. */
import { paisaFromTaka } from '@haat/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pathaoOrderEvent,
  pathaoWebhook,
  startPathaoContract,
  type PathaoContract,
} from '../../../test/contracts/pathao.ts';
import { CourierError, orderStatusFor, type Parcel } from './courier.ts';
import { createPathao, PATHAO_INTEGRATION_SECRET, pathaoStatus, type PathaoOptions } from './pathao.ts';
import { TokenCache } from '../outbound/token-cache.ts';

const account = {
  clientId: '7N1aMJQbWm',
  clientSecret: 'wRcaibZkUdSNz2EI9ZyuXLlNrnAv0TdPUPXMnD39',
  username: 'test@pathao.com',
  password: 'lovePathao',
  storeId: 130820,
};
let server: PathaoContract;
beforeAll(async () => {
  server = await startPathaoContract(account);
});
afterAll(() => server.close());

/** Each test gets its own token cache unless it shares one on purpose. */
const pathao = (overrides: Partial<PathaoOptions> = {}) =>
  createPathao({
    baseUrl: server.baseUrl,
    ...account,
    webhookSecret: 'shop-hook-secret',
    timeoutMs: 2_000,
    tokens: new TokenCache(),
    ...overrides,
  });

let invoiceNumber = 0;
const parcel = (overrides: Partial<Parcel> = {}): Parcel => ({
  invoice: `HT-${(invoiceNumber += 1)}`,
  recipientName: 'Demo Recipient',
  recipientPhone: '01711-000111',
  recipientAddress: 'House 123, Road 4, Sector 10, Uttara, Dhaka-1230',
  codAmount: paisaFromTaka(900),
  note: 'Deliver before 5 PM',
  itemDescription: 'Cotton shirt',
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

describe('Pathao booking', () => {
  it('issues a token, books with the documented fields and keeps the consignment, fee and tracking link', async () => {
    const order = parcel({ location: { cityId: 1, zoneId: 298, areaId: 37 } });
    const booking = await pathao().book(order);
    const request = server.received.at(-1)!;
    expect(request.headers.authorization).toMatch(/^Bearer access-\d+$/u);
    expect(request.json).toEqual({
      store_id: 130820,
      merchant_order_id: order.invoice,
      recipient_name: 'Demo Recipient',
      recipient_phone: '01711000111',
      recipient_address: order.recipientAddress,
      recipient_city: 1,
      recipient_zone: 298,
      recipient_area: 37,
      delivery_type: 48,
      item_type: 2,
      item_quantity: 1,
      item_weight: 0.5,
      item_description: 'Cotton shirt',
      special_instruction: 'Deliver before 5 PM',
      amount_to_collect: 900,
    });
    expect(booking).toEqual({
      invoice: order.invoice,
      consignmentId: expect.stringMatching(/^DL\d+VS8TTJ$/u),
      trackingCode: booking.consignmentId,
      trackingUrl: `https://merchant.pathao.com/tracking?consignment_id=${booking.consignmentId}&phone=01711000111`,
      status: 'booked',
      courierStatus: 'Pending',
      codAmount: paisaFromTaka(900),
      deliveryCharge: paisaFromTaka(80),
      raw: expect.objectContaining({ type: 'success' }),
    });
  });

  it('leaves the city, zone and area out when not given, for Pathao to find from the address', async () => {
    await pathao().book(parcel());
    expect(Object.keys(server.received.at(-1)!.json as object)).not.toContain('recipient_city');
  });

  it('a validation error is permanent and names the fields', async () => {
    const error = await failure(pathao().book(parcel({ recipientPhone: '1234', recipientAddress: 'short' })));
    expect(error).toMatchObject({
      reason: 'invalid_request',
      retryable: false,
      status: 422,
      fields: ['recipient_phone', 'recipient_address'],
      detail: 'The recipient phone format is invalid.',
    });
    expect(await failure(pathao().book(parcel({ codAmount: paisaFromTaka(900.5) })))).toMatchObject({
      reason: 'invalid_request',
      fields: ['amount_to_collect'],
    });
  });

  it('refused credentials are an auth failure, not retried', async () => {
    expect(await failure(pathao({ password: 'wrong' }).book(parcel()))).toMatchObject({
      reason: 'auth_failed',
      retryable: false,
      status: 400,
      detail: 'The user credentials were incorrect.',
    });
    expect(await failure(pathao({ clientSecret: 'wrong' }).book(parcel()))).toMatchObject({
      reason: 'auth_failed',
      retryable: false,
      status: 401,
    });
  });

  it('a timeout, a rate limit and a 5xx are retryable', async () => {
    const adapter = pathao();
    await adapter.cities();
    server.slow(500);
    try {
      expect(await failure(pathao({ timeoutMs: 50 }).book(parcel()))).toMatchObject({
        reason: 'timeout',
        retryable: true,
      });
    } finally {
      server.slow(0);
    }
    server.rateLimitNext();
    expect(await failure(adapter.book(parcel()))).toMatchObject({
      reason: 'rate_limited',
      retryable: true,
      status: 429,
    });
    server.failNext(503);
    expect(await failure(adapter.book(parcel()))).toMatchObject({
      reason: 'unavailable',
      retryable: true,
      status: 503,
    });
  });
});

describe('Pathao tokens', () => {
  it('issues one token per set of credentials and reuses it across adapters and concurrent calls', async () => {
    const tokens = new TokenCache();
    const before = server.grants.length;
    await Promise.all([pathao({ tokens }).cities(), pathao({ tokens }).cities(), pathao({ tokens }).book(parcel())]);
    await pathao({ tokens }).stores();
    expect(server.grants.slice(before)).toEqual(['password']);
    // Other credentials, another token.
    await pathao({ tokens, username: 'other@pathao.com' })
      .cities()
      .catch(() => undefined);
    expect(server.grants.slice(before)).toEqual(['password', 'password']);
  });

  it('renews an expiring token with its refresh token, and a refused one with the password', async () => {
    let now = Date.now();
    const tokens = new TokenCache(() => now);
    const before = server.grants.length;
    await pathao({ tokens }).cities();
    now += 432_000 * 1000; // five days later
    await pathao({ tokens }).cities();
    server.revokeAccessTokens();
    await pathao({ tokens }).cities();
    expect(server.grants.slice(before)).toEqual(['password', 'refresh_token', 'password']);
  });
});

describe('Pathao bulk booking', () => {
  it('books each parcel, a few at a time, and reports each in order', async () => {
    const parcels = [parcel(), parcel({ recipientPhone: 'none' }), parcel(), parcel()];
    const outcomes = await pathao().bookMany(parcels);
    expect(outcomes.map((outcome) => [outcome.invoice, outcome.ok])).toEqual(
      parcels.map((each, index) => [each.invoice, index !== 1]),
    );
    const refused = outcomes[1]!;
    expect(!refused.ok && refused.error).toMatchObject({ reason: 'invalid_request', fields: ['recipient_phone'] });
  });
});

describe('Pathao status', () => {
  it('polls the order info and maps the status slug onto ours', async () => {
    const adapter = pathao();
    const booking = await adapter.book(parcel());
    expect(await adapter.status(booking)).toMatchObject({ status: 'booked', courierStatus: 'Pending' });
    server.setStatus(booking.consignmentId, 'At_the_Sorting_HUB');
    expect(await adapter.status(booking)).toMatchObject({ status: 'shipped', courierStatus: 'At_the_Sorting_HUB' });
    server.setStatus(booking.consignmentId, 'Partial_Delivery');
    expect(await adapter.status(booking)).toMatchObject({ status: 'partially_delivered' });
    expect(await failure(adapter.status({ consignmentId: 'DL000' }))).toMatchObject({
      reason: 'not_found',
      retryable: false,
    });
  });

  it('maps slugs and webhook events alike', () => {
    const ours = (word: string) => orderStatusFor(pathaoStatus(word));
    expect(['Pending', 'Pickup_Requested', 'order.pickup-failed', 'order.pickup-cancelled'].map(ours)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(
      [
        'Picked',
        'In_Transit',
        'order.received-at-last-mile-hub',
        'order.assigned-for-delivery',
        'On_Hold',
        'order.delivery-failed',
      ].map(ours),
    ).toEqual(Array(6).fill('shipped'));
    expect(['Delivered', 'order.partial-delivery'].map(ours)).toEqual(['delivered', 'delivered']);
    expect(['Return', 'order.returned', 'Paid_Return', 'order.returned-to-merchant'].map(ours)).toEqual(
      Array(4).fill('returned'),
    );
    expect(['Payment_Invoice', 'order.paid', 'order.updated', 'order.exchanged'].map(pathaoStatus)).toEqual(
      Array(4).fill('unknown'),
    );
  });
});

describe('Pathao webhooks', () => {
  const integration = { 'X-Pathao-Merchant-Webhook-Integration-Secret': PATHAO_INTEGRATION_SECRET };

  it('answers the integration check with 202 and the integration header', async () => {
    const result = await pathao().parseWebhook(pathaoWebhook({ event: 'webhook_integration' }, 'shop-hook-secret'));
    expect(result).toEqual({
      accepted: true,
      update: null,
      reply: { status: 202, headers: integration, body: { message: 'Accepted' } },
    });
  });

  it('reads a delivery with the collected amount, and a creation with the fee', async () => {
    const delivered = pathaoOrderEvent('order.delivered', { collected_amount: 60 });
    expect(await pathao().parseWebhook(pathaoWebhook(delivered, 'shop-hook-secret'))).toEqual({
      accepted: true,
      update: {
        consignmentId: 'DL121224VS8TTJ',
        invoice: 'TS-123',
        trackingCode: 'DL121224VS8TTJ',
        status: 'delivered',
        courierStatus: 'order.delivered',
        codCollected: paisaFromTaka(60),
        raw: delivered,
      },
      reply: { status: 202, headers: integration, body: { message: 'Accepted' } },
    });
    const created = await pathao().parseWebhook(
      pathaoWebhook(pathaoOrderEvent('order.created', { delivery_fee: 83.46 }), 'shop-hook-secret'),
    );
    expect(created).toMatchObject({
      accepted: true,
      update: { status: 'booked', deliveryCharge: paisaFromTaka(83.46) },
    });
    const returned = await pathao().parseWebhook(
      pathaoWebhook(pathaoOrderEvent('order.returned', { reason: 'Customer refused' }), 'shop-hook-secret'),
    );
    expect(returned).toMatchObject({ update: { status: 'returned', message: 'Customer refused' } });
  });

  it('rejects a forged or missing signature', async () => {
    for (const signature of ['f3992ecc-59da-4cbe-a049-a13da2018d51', undefined]) {
      const result = await pathao().parseWebhook(pathaoWebhook(pathaoOrderEvent('order.delivered'), signature));
      expect(result).toMatchObject({ accepted: false, reason: 'bad_secret', reply: { status: 401 } });
    }
  });
});

describe('Pathao lookups', () => {
  it('lists cities, zones, areas and stores', async () => {
    const adapter = pathao();
    const cities = await adapter.cities();
    expect(cities.slice(0, 2)).toEqual([
      { id: 1, name: 'Dhaka' },
      { id: 2, name: 'Chittagong' },
    ]);
    expect(await adapter.zones(1)).toContainEqual({ id: 298, name: '60 feet' });
    expect(await adapter.areas(298)).toEqual([{ id: 37, name: 'Bonolota', homeDelivery: true }]);
    expect(await adapter.stores()).toEqual([
      { id: 130820, name: 'Demo Store', address: expect.any(String), active: true, isDefault: true },
    ]);
  });
});
