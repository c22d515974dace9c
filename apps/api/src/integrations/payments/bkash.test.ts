/** The bKash client against a contract server that answers as bKash's Tokenized Checkout documentation says. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paisaFromTaka } from '@haat/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BKASH_INSUFFICIENT_WALLET, startBkashContract, type BkashContract } from '../../../test/contracts/bkash.ts';
import { TokenCache } from '../outbound/token-cache.ts';
import { createBkash, type BkashClient } from './bkash.ts';
import { PaymentGatewayError } from './gateway-error.ts';

const KEYS = { appKey: 'app-key', appSecret: 'app-secret', username: 'sandboxTokenizedUser02', password: 'pass-word' };
let server: BkashContract;
beforeAll(async () => {
  server = await startBkashContract(KEYS);
});
afterAll(() => server.close());

const bkash = (overrides: Partial<Parameters<typeof createBkash>[0]> = {}): BkashClient =>
  createBkash({ baseUrl: server.baseUrl, ...KEYS, timeoutMs: 2_000, tokens: new TokenCache(), ...overrides });

let invoice = 0;
const create = (client: BkashClient, taka = 120) =>
  client.createPayment({
    amount: paisaFromTaka(taka),
    invoice: `HT-${(invoice += 1)}`,
    payerReference: '01711000111',
    callbackUrl: 'https://boighor.test/payments/bkash/callback?order=HT-1',
  });

/** A local port nothing listens on. */
const closedPort = async () => {
  const listener = createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  await new Promise((resolve) => listener.close(resolve));
  return port;
};

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
};

describe('bKash tokenized checkout', () => {
  it('grants a token with the documented headers and body, then creates a payment with mode 0011', async () => {
    const client = bkash();
    const checkout = await create(client, 120);
    const grant = server.received.find((request) => request.path.endsWith('/token/grant'))!;
    expect(grant.headers).toMatchObject({ username: KEYS.username, password: KEYS.password });
    expect(grant.json).toEqual({ app_key: KEYS.appKey, app_secret: KEYS.appSecret });
    const request = server.received.at(-1)!;
    expect(request.path).toBe('/v1.2.0-beta/tokenized/checkout/create');
    expect(request.headers['x-app-key']).toBe(KEYS.appKey);
    expect(request.headers.authorization).toMatch(/^eyJ/u);
    expect(request.json).toEqual({
      mode: '0011',
      payerReference: '01711000111',
      callbackURL: 'https://boighor.test/payments/bkash/callback?order=HT-1',
      amount: '120.00',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: `HT-${invoice}`,
    });
    expect(checkout.bkashUrl).toContain(`paymentID=${checkout.paymentId}`);
  });

  it('success: the page sends the shopper back with status=success and execute completes the payment', async () => {
    const client = bkash();
    const checkout = await create(client, 120);
    const back = new URL(server.payOnPage(checkout.paymentId));
    expect(back.origin + back.pathname).toBe('https://boighor.test/payments/bkash/callback');
    expect(back.searchParams.get('paymentID')).toBe(checkout.paymentId);
    expect(back.searchParams.get('status')).toBe('success');
    expect(back.searchParams.get('order')).toBe('HT-1');
    const paid = await client.confirmPayment(checkout.paymentId);
    expect(paid).toMatchObject({
      paymentId: checkout.paymentId,
      state: 'completed',
      transactionStatus: 'Completed',
      amount: paisaFromTaka(120),
      invoice: `HT-${invoice}`,
      payer: '01770618575',
    });
    expect(paid.trxId).toMatch(/^[A-Z0-9]{10}$/u);
  });

  it('the hosted page takes the wallet, OTP and PIN and redirects to the callback', async () => {
    const checkout = await create(bkash(), 50);
    const page = await fetch(checkout.bkashUrl);
    expect(await page.text()).toContain('৳50.00');
    const answer = await fetch(new URL(checkout.bkashUrl).origin + '/redirect/tokenized/', {
      method: 'POST',
      body: new URLSearchParams({
        paymentID: checkout.paymentId,
        wallet: '01770618575',
        otp: '123456',
        pin: '12121',
        action: 'pay',
      }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get('location')!).searchParams.get('status')).toBe('success');
  });

  it('cancel: the page says cancel and the payment is cancelled, never executed', async () => {
    const client = bkash();
    const checkout = await create(client);
    expect(new URL(server.payOnPage(checkout.paymentId, { action: 'cancel' })).searchParams.get('status')).toBe(
      'cancel',
    );
    expect(await client.confirmPayment(checkout.paymentId)).toMatchObject({ state: 'cancelled', trxId: undefined });
  });

  it('failure: a wrong PIN sends status=failure and the payment is failed', async () => {
    const client = bkash();
    const checkout = await create(client);
    expect(new URL(server.payOnPage(checkout.paymentId, { pin: '11111' })).searchParams.get('status')).toBe('failure');
    expect(await client.queryPayment(checkout.paymentId)).toMatchObject({
      state: 'failed',
      transactionStatus: 'Failed',
    });
  });

  it('an execute before the shopper paid is refused (2056) and the payment is still pending', async () => {
    const client = bkash();
    const checkout = await create(client);
    const error = await failure(client.executePayment(checkout.paymentId));
    expect(error).toMatchObject({ serviceCode: '2056', lost: false });
    expect(await client.confirmPayment(checkout.paymentId)).toMatchObject({ state: 'pending' });
  });

  it('insufficient balance: execute is refused with 2023 and the payment is failed with that code', async () => {
    const client = bkash();
    const checkout = await create(client);
    server.payOnPage(checkout.paymentId, { wallet: BKASH_INSUFFICIENT_WALLET });
    const result = await client.confirmPayment(checkout.paymentId);
    expect(result).toMatchObject({
      state: 'failed',
      refusal: { code: '2023', message: 'Insufficient Balance' },
      trxId: undefined,
    });
  });

  it('an expired token is renewed with the refresh token and the call goes through', async () => {
    const tokens = new TokenCache();
    const client = bkash({ tokens });
    await create(client);
    const before = server.grants.length;
    server.expireTokens();
    await create(client);
    expect(server.grants.slice(before)).toEqual(['refresh']);
  });

  it('concurrent calls of one shop share one token grant', async () => {
    const client = bkash();
    const before = server.grants.length;
    await Promise.all([create(client), create(client), create(client), create(client)]);
    expect(server.grants.length - before).toBe(1);
  });

  it('wrong credentials are refused as auth_failed, not lost', async () => {
    const error = await failure(bkash({ password: 'wrong' }).verify());
    expect(error).toMatchObject({ reason: 'auth_failed', serviceCode: '2079', lost: false, retryable: false });
    const key = await failure(bkash({ appSecret: 'wrong' }).verify());
    expect(key).toMatchObject({ reason: 'auth_failed', serviceCode: '2001' });
    await bkash().verify();
  });

  it('execute timeout: the answer is lost, so the payment is asked about and found completed', async () => {
    const client = bkash({ timeoutMs: 300 });
    const checkout = await create(client);
    server.payOnPage(checkout.paymentId);
    server.holdNextExecute(1_000);
    const lost = await failure(bkash({ timeoutMs: 300 }).executePayment(checkout.paymentId));
    expect(lost).toMatchObject({ reason: 'timeout', lost: true, retryable: true });
    // The held execute completed it all the same: the query says so.
    expect(await client.queryPayment(checkout.paymentId)).toMatchObject({ state: 'completed' });

    const second = await create(client);
    server.payOnPage(second.paymentId);
    server.holdNextExecute(1_000);
    expect(await client.confirmPayment(second.paymentId)).toMatchObject({
      state: 'completed',
      amount: paisaFromTaka(120),
    });
  });

  it('a bare 502 from a proxy is lost; an unreachable bKash is not', async () => {
    const client = bkash();
    const checkout = await create(client);
    server.failNext(502);
    expect(await failure(client.queryPayment(checkout.paymentId))).toMatchObject({ reason: 'unavailable', lost: true });
    const closed = await failure(bkash({ baseUrl: `http://127.0.0.1:${await closedPort()}` }).verify());
    expect(closed).toMatchObject({ reason: 'unavailable', lost: false });
  });

  it('duplicate execute: the second is refused with 2117 and confirm reads the completed payment once more', async () => {
    const client = bkash();
    const checkout = await create(client);
    server.payOnPage(checkout.paymentId);
    const first = await client.executePayment(checkout.paymentId);
    const error = await failure(client.executePayment(checkout.paymentId));
    expect(error).toMatchObject({ reason: 'duplicate', serviceCode: '2117' });
    const again = await client.confirmPayment(checkout.paymentId);
    expect(again).toMatchObject({ state: 'completed', trxId: first.trxId });
  });

  it('refund: part of the payment, then its status; a refund above what was paid is refused with 2026', async () => {
    const client = bkash();
    const checkout = await create(client, 150);
    server.payOnPage(checkout.paymentId);
    const paid = await client.confirmPayment(checkout.paymentId);
    expect(await client.refundStatus({ paymentId: paid.paymentId, trxId: paid.trxId! })).toBeNull();
    const refund = await client.refund({
      paymentId: paid.paymentId,
      trxId: paid.trxId!,
      amount: paisaFromTaka(100),
      sku: 'HT-1',
      reason: 'Order cancelled',
    });
    expect(refund).toMatchObject({
      originalTrxId: paid.trxId,
      amount: paisaFromTaka(100),
      transactionStatus: 'Completed',
    });
    const request = server.received.at(-1)!;
    expect(request.json).toEqual({
      paymentID: paid.paymentId,
      trxID: paid.trxId,
      amount: '100.00',
      sku: 'HT-1',
      reason: 'Order cancelled',
    });
    const above = await failure(
      client.refund({
        paymentId: paid.paymentId,
        trxId: paid.trxId!,
        amount: paisaFromTaka(60),
        sku: 'HT-1',
        reason: 'again',
      }),
    );
    expect(above).toMatchObject({ reason: 'invalid_request', serviceCode: '2026', lost: false });
    expect(await client.refundStatus({ paymentId: paid.paymentId, trxId: paid.trxId! })).toMatchObject({
      refundTrxId: refund.refundTrxId,
      amount: paisaFromTaka(100),
    });
  });

  it('an amount that is not a payment is never sent', async () => {
    await expect(create(bkash(), 0)).rejects.toThrow(RangeError);
  });
});
