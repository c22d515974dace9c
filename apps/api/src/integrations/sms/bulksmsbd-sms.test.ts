/** The BulkSMSBD sender against a contract server that answers as BulkSMSBD's documentation says. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBulkSmsBdContract, type BulkSmsBdContract } from '../../../test/contracts/bulksmsbd.ts';
import { createLogger } from '../../platform/observability/logger.ts';
import { createBulkSmsBdSms } from './bulksmsbd-sms.ts';
import { createSms } from './create-sms.ts';
import { SmsGatewayError } from './sms.ts';

let gateway: BulkSmsBdContract;
beforeAll(async () => {
  gateway = await startBulkSmsBdContract({ apiKey: 'bulk-key', senderIds: ['8809617000000'] });
});
afterAll(() => gateway.close());

const sender = (overrides: Partial<Parameters<typeof createBulkSmsBdSms>[0]> = {}) =>
  createBulkSmsBdSms({
    url: gateway.url,
    apiKey: 'bulk-key',
    senderId: '8809617000000',
    timeoutMs: 2_000,
    ...overrides,
  });

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsGatewayError);
  return error as SmsGatewayError;
};

describe('BulkSMSBD sender', () => {
  it('posts the documented form and returns the gateway message id', async () => {
    const receipt = await sender().send('01711-000111', 'হাট: আপনার কোড 418773');
    expect(receipt).toEqual({ gateway: 'bulksmsbd', messageId: expect.stringMatching(/^\d+$/u) });
    const request = gateway.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(Object.fromEntries(request.form)).toEqual({
      api_key: 'bulk-key',
      type: 'text',
      number: '8801711000111',
      senderid: '8809617000000',
      message: 'হাট: আপনার কোড 418773',
    });
    // The key travels in the body, never in the URL.
    expect(request.query.size).toBe(0);
  });

  it('reads a refusal from the body of an HTTP 200: an invalid number is permanent', async () => {
    const error = await failure(sender().send('0171100', 'x'));
    expect(error).toMatchObject({
      reason: 'invalid_request',
      retryable: false,
      serviceCode: 1001,
      status: 200,
      detail: 'Invalid Number',
    });
  });

  it('a wrong key or an unapproved sender id is an auth/account failure, not retried', async () => {
    expect(await failure(sender({ apiKey: 'wrong' }).send('01711000111', 'x'))).toMatchObject({
      reason: 'auth_failed',
      retryable: false,
      serviceCode: 1011,
    });
    expect(await failure(sender({ senderId: 'HAAT' }).send('01711000111', 'x'))).toMatchObject({
      reason: 'rejected',
      retryable: false,
      serviceCode: 1002,
    });
  });

  it('no balance is permanent; the gateway’s internal error is retried', async () => {
    gateway.setBalance(0);
    expect(await failure(sender().send('01711000111', 'x'))).toMatchObject({
      reason: 'rejected',
      retryable: false,
      serviceCode: 1007,
    });
    gateway.setBalance(100);
    gateway.internalErrorNext();
    expect(await failure(sender().send('01711000111', 'x'))).toMatchObject({
      reason: 'unavailable',
      retryable: true,
      serviceCode: 1005,
    });
  });

  it('a timeout, a proxy’s 502 and a refused connection are retryable', async () => {
    gateway.slow(500);
    try {
      expect(await failure(sender({ timeoutMs: 50 }).send('01711000111', 'x'))).toMatchObject({
        reason: 'timeout',
        retryable: true,
      });
    } finally {
      gateway.slow(0);
    }
    gateway.failNext(502);
    expect(await failure(sender().send('01711000111', 'x'))).toMatchObject({
      reason: 'unavailable',
      retryable: true,
      status: 502,
    });
    expect(await failure(sender({ url: 'http://127.0.0.1:9/api/smsapi' }).send('01711000111', 'x'))).toMatchObject({
      reason: 'unavailable',
      retryable: true,
    });
  });

  it('is what SMS_GATEWAY=bulksmsbd selects', async () => {
    const sms = createSms(
      { sms: { driver: 'bulksmsbd', url: gateway.url, apiKey: 'bulk-key', senderId: '8809617000000' } },
      createLogger('silent'),
    );
    expect(await sms.send('01811000222', 'hello')).toMatchObject({ gateway: 'bulksmsbd' });
  });
});
