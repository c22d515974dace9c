/** The SSL Wireless sender against a contract server that answers as SMS Plus API v3's documentation says. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSslWirelessContract, type SslWirelessContract } from '../../../test/contracts/ssl-wireless.ts';
import { createLogger } from '../../platform/observability/logger.ts';
import { createSms } from './create-sms.ts';
import { SmsGatewayError } from './sms.ts';
import { createSslWirelessSms } from './ssl-wireless-sms.ts';

let gateway: SslWirelessContract;
beforeAll(async () => {
  gateway = await startSslWirelessContract({ apiToken: 'ssl-token', sid: 'HAATAPI' });
});
afterAll(() => gateway.close());

const sender = (overrides: Partial<Parameters<typeof createSslWirelessSms>[0]> = {}) =>
  createSslWirelessSms({ url: gateway.url, apiToken: 'ssl-token', sid: 'HAATAPI', timeoutMs: 2_000, ...overrides });

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsGatewayError);
  return error as SmsGatewayError;
};

describe('SSL Wireless sender', () => {
  it('posts the documented JSON and returns the gateway reference id', async () => {
    const receipt = await sender().send('+880 1711-000111', 'Haat: your code is 418773', { reference: 'job-1' });
    expect(receipt).toEqual({ gateway: 'sslwireless', messageId: expect.stringMatching(/^5f2a\d{8}$/u) });
    const body = gateway.received.at(-1)!.json as Record<string, string>;
    expect(body).toEqual({
      api_token: 'ssl-token',
      sid: 'HAATAPI',
      msisdn: '8801711000111',
      sms: 'Haat: your code is 418773',
      csms_id: expect.any(String),
    });
    expect(body.csms_id).toHaveLength(20);
  });

  it('a retry of the same job does not text twice: the duplicate csms_id counts as sent', async () => {
    await sender().send('01711000111', 'a', { reference: 'job-2' });
    const first = (gateway.received.at(-1)!.json as { csms_id: string }).csms_id;
    await expect(sender().send('01711000111', 'a', { reference: 'job-2' })).resolves.toMatchObject({
      gateway: 'sslwireless',
    });
    expect((gateway.received.at(-1)!.json as { csms_id: string }).csms_id).toBe(first);
    // Without a reference each message gets its own id.
    await sender().send('01711000111', 'b');
    await sender().send('01711000111', 'b');
  });

  it('reads a refusal from the body: an invalid number is permanent', async () => {
    expect(await failure(sender().send('12345', 'x'))).toMatchObject({
      reason: 'invalid_request',
      retryable: false,
      serviceCode: 4014,
      detail: 'Invalid MSISDN',
    });
  });

  it('a wrong token or sid is an auth failure, not retried', async () => {
    expect(await failure(sender({ apiToken: 'wrong' }).send('01711000111', 'x'))).toMatchObject({
      reason: 'auth_failed',
      retryable: false,
      serviceCode: 4001,
    });
    expect(await failure(sender({ sid: 'OTHER' }).send('01711000111', 'x'))).toMatchObject({
      reason: 'auth_failed',
      retryable: false,
      serviceCode: 4002,
    });
  });

  it('the internal error, a timeout and a 5xx are retryable', async () => {
    gateway.internalErrorNext();
    expect(await failure(sender().send('01711000111', 'x'))).toMatchObject({
      reason: 'unavailable',
      retryable: true,
      serviceCode: 5000,
    });
    gateway.slow(500);
    try {
      expect(await failure(sender({ timeoutMs: 50 }).send('01711000111', 'x'))).toMatchObject({
        reason: 'timeout',
        retryable: true,
      });
    } finally {
      gateway.slow(0);
    }
    gateway.failNext(503);
    expect(await failure(sender().send('01711000111', 'x'))).toMatchObject({
      reason: 'unavailable',
      retryable: true,
      status: 503,
    });
  });

  it('is what SMS_GATEWAY=sslwireless selects', async () => {
    const sms = createSms(
      { sms: { driver: 'sslwireless', url: gateway.url, apiToken: 'ssl-token', sid: 'HAATAPI' } },
      createLogger('silent'),
    );
    expect(await sms.send('01811000222', 'hello')).toMatchObject({ gateway: 'sslwireless' });
  });
});
