/** The SSLCommerz client against a contract server that answers as SSLCommerz's v4 documentation says. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paisaFromTaka } from '@haat/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSslcommerzContract, type SslcommerzContract } from '../../../test/contracts/sslcommerz.ts';
import { PaymentGatewayError } from './gateway-error.ts';
import { createSslcommerz, type SslcommerzClient } from './sslcommerz.ts';

const STORE = { storeId: 'haat0test', storePassword: 'haat0test@ssl' };
let server: SslcommerzContract;
let listener: Server;
let ipnUrl = '';
const ipnBodies: string[] = [];
beforeAll(async () => {
  server = await startSslcommerzContract(STORE);
  listener = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      ipnBodies.push(body);
      response.writeHead(200).end('IPN received');
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  ipnUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/payments/sslcommerz/ipn`;
});
afterAll(async () => {
  await server.close();
  listener.close();
});

const ssl = (overrides: Partial<Parameters<typeof createSslcommerz>[0]> = {}): SslcommerzClient =>
  createSslcommerz({ baseUrl: server.baseUrl, ...STORE, timeoutMs: 2_000, ...overrides });

let counter = 0;
const session = async (client = ssl(), taka = 120) => {
  const tranId = `HT-${(counter += 1)}-P1`;
  const made = await client.createSession({
    amount: paisaFromTaka(taka),
    tranId,
    successUrl: 'https://boighor.test/payments/sslcommerz/return?outcome=success',
    failUrl: 'https://boighor.test/payments/sslcommerz/return?outcome=fail',
    cancelUrl: 'https://boighor.test/payments/sslcommerz/return?outcome=cancel',
    ipnUrl,
    customer: { name: 'Karim Uddin', phone: '01711000111', address: 'House 17, Road 3, Dhanmondi', city: 'Dhaka' },
    productName: 'Order HT-1',
    items: 2,
  });
  return { ...made, tranId, amount: paisaFromTaka(taka) };
};

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
};

describe('SSLCommerz hosted payment', () => {
  it('opens a session with the documented form fields and gives the hosted page', async () => {
    const made = await session();
    const form = server.received.at(-1)!.form;
    expect(Object.fromEntries(form)).toMatchObject({
      store_id: STORE.storeId,
      store_passwd: STORE.storePassword,
      total_amount: '120.00',
      currency: 'BDT',
      tran_id: made.tranId,
      ipn_url: ipnUrl,
      cus_phone: '01711000111',
      shipping_method: 'NO',
      product_profile: 'general',
      num_of_item: '2',
    });
    expect(made.gatewayPageUrl).toContain(made.sessionKey);
  });

  it('wrong store credentials are refused as auth_failed at session and at the merchant API', async () => {
    const bad = ssl({ storePassword: 'nope' });
    const error = await failure(session(bad));
    expect(error).toMatchObject({ reason: 'auth_failed', detail: 'Store Credential Error Or Store is De-active' });
    expect(await failure(bad.verify())).toMatchObject({ reason: 'auth_failed', serviceCode: 'FAILED' });
    await ssl().verify();
  });

  it('an amount below SSLCommerz minimum is refused with its reason', async () => {
    const error = await failure(session(ssl(), 5));
    expect(error).toMatchObject({ reason: 'invalid_request', lost: false });
    expect(error.detail).toContain('total_amount');
  });

  it('success: the IPN and the return carry the fields; validation says VALID, then VALIDATED', async () => {
    const client = ssl();
    const made = await session(client);
    const { url, fields } = await server.finish(made.sessionKey, 'pay');
    expect(url).toBe('https://boighor.test/payments/sslcommerz/return?outcome=success');
    expect(new URLSearchParams(ipnBodies.at(-1)).get('val_id')).toBe(fields['val_id']);
    expect(fields).toMatchObject({ status: 'VALID', tran_id: made.tranId, amount: '120.00', risk_level: '0' });
    const verdict = await client.check(fields['val_id']!, { tranId: made.tranId, amount: made.amount });
    expect(verdict).toMatchObject({ outcome: 'paid', transaction: { status: 'VALID', amount: paisaFromTaka(120) } });
    const request = server.received.at(-1)!;
    expect(request.path).toBe('/validator/api/validationserverAPI.php');
    expect(Object.fromEntries(request.query)).toMatchObject({
      val_id: fields['val_id'],
      store_id: STORE.storeId,
      format: 'json',
    });
    // A replayed success is VALIDATED: still our payment, and the ledger settles it once.
    expect(await client.check(fields['val_id']!, { tranId: made.tranId, amount: made.amount })).toMatchObject({
      outcome: 'paid',
      transaction: { status: 'VALIDATED' },
    });
  });

  it('risk_level 1 holds the payment for the owner', async () => {
    const client = ssl();
    const made = await session(client);
    const { fields } = await server.finish(made.sessionKey, 'risky');
    expect(await client.check(fields['val_id']!, made)).toMatchObject({
      outcome: 'held',
      transaction: { riskLevel: 1, riskTitle: 'Risky Transaction' },
    });
  });

  it('a valid transaction of another amount or another tran_id does not count', async () => {
    const client = ssl();
    const made = await session(client, 10);
    const { fields } = await server.finish(made.sessionKey, 'pay');
    expect(await client.check(fields['val_id']!, { tranId: made.tranId, amount: paisaFromTaka(1000) })).toMatchObject({
      outcome: 'rejected',
      reason: 'amount_mismatch',
    });
    expect(await client.check(fields['val_id']!, { tranId: 'HT-999-P1', amount: made.amount })).toMatchObject({
      outcome: 'rejected',
      reason: 'other_transaction',
    });
  });

  it('a forged val_id is INVALID_TRANSACTION and never paid', async () => {
    expect(await ssl().check('forged-val-id', { tranId: 'HT-1-P1', amount: paisaFromTaka(120) })).toMatchObject({
      outcome: 'rejected',
      reason: 'invalid',
      transaction: { status: 'INVALID_TRANSACTION' },
    });
  });

  it('failure and cancel: the browser goes to fail_url / cancel_url and the transaction query says so', async () => {
    const client = ssl();
    const failed = await session(client);
    const back = await server.finish(failed.sessionKey, 'fail');
    expect(back).toMatchObject({
      url: expect.stringContaining('outcome=fail'),
      fields: { status: 'FAILED', val_id: '' },
    });
    expect(await client.queryTransaction(failed.tranId)).toMatchObject([{ status: 'FAILED', tranId: failed.tranId }]);
    const cancelled = await session(client);
    const gone = await server.finish(cancelled.sessionKey, 'cancel');
    expect(gone.url).toContain('outcome=cancel');
    expect(await client.queryTransaction(cancelled.tranId)).toMatchObject([{ status: 'CANCELLED' }]);
  });

  it('the transaction query finds a paid attempt whose IPN never came (a stale pending attempt)', async () => {
    const client = ssl();
    const made = await session(client);
    expect(await client.queryTransaction(made.tranId)).toMatchObject([{ status: 'PENDING' }]);
    server.dropIpns(true);
    const sent = server.ipns.length;
    await server.finish(made.sessionKey, 'pay');
    server.dropIpns(false);
    expect(server.ipns.length).toBe(sent);
    const [found] = await client.queryTransaction(made.tranId);
    expect(found).toMatchObject({ status: 'VALID', amount: paisaFromTaka(120) });
    expect(await client.check(found!.valId!, made)).toMatchObject({ outcome: 'paid' });
  });

  it('refund: part of it, then its status; a refund above what was paid is refused', async () => {
    const client = ssl();
    const made = await session(client, 150);
    const { fields } = await server.finish(made.sessionKey, 'pay');
    const refund = await client.refund({
      bankTranId: fields['bank_tran_id']!,
      amount: paisaFromTaka(100),
      remarks: 'Order cancelled',
      refId: 'HT-1-R1',
    });
    expect(refund).toMatchObject({ status: 'success', refundRefId: expect.stringMatching(/^RF/u) });
    expect(Object.fromEntries(server.received.at(-1)!.query)).toMatchObject({
      bank_tran_id: fields['bank_tran_id'],
      refund_amount: '100.00',
      refund_remarks: 'Order cancelled',
      refe_id: 'HT-1-R1',
    });
    const above = await failure(
      client.refund({
        bankTranId: fields['bank_tran_id']!,
        amount: paisaFromTaka(60),
        remarks: 'again',
        refId: 'HT-1-R2',
      }),
    );
    expect(above).toMatchObject({ reason: 'rejected', detail: expect.stringContaining('greater') });
    expect(await client.refundStatus(refund.refundRefId!)).toMatchObject({ status: 'refunded' });
  });

  it('a timeout is a lost answer', async () => {
    server.slow(500);
    try {
      expect(await failure(ssl({ timeoutMs: 100 }).validate('x'))).toMatchObject({ reason: 'timeout', lost: true });
    } finally {
      server.slow(0);
    }
  });
});
