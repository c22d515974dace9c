import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetaGraphContract, type MetaGraphContract } from '../../../test/contracts/meta-graph.ts';
import { ExternalServiceError } from '../outbound/external-error.ts';
import { sendMetaEvents } from './conversions-api.ts';

const PIXEL = '123456789012345';
const TOKEN = 'EAAGtestToken0123456789abcdef';
let meta: MetaGraphContract;
beforeAll(async () => {
  meta = await startMetaGraphContract({ pixelId: PIXEL, accessToken: TOKEN });
});
afterAll(async () => {
  await meta?.close();
});

const event = () => ({
  event_name: 'Purchase',
  event_time: Math.floor(Date.now() / 1000),
  event_id: 'purchase-HT-1',
  action_source: 'website',
  event_source_url: 'https://shop.example/',
  user_data: { client_user_agent: 'Mozilla/5.0', client_ip_address: '203.0.113.9' },
  custom_data: { currency: 'BDT', value: 100 },
});

const request = (overrides: Partial<Parameters<typeof sendMetaEvents>[0]> = {}) => ({
  graphUrl: meta.url,
  pixelId: PIXEL,
  accessToken: TOKEN,
  testEventCode: null,
  events: [event()],
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<ExternalServiceError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ExternalServiceError);
  return error as ExternalServiceError;
}

describe('the Conversions API adapter, against a contract server', () => {
  it('sends the events with the token and the test event code, and reads how many Meta received', async () => {
    await expect(sendMetaEvents(request({ testEventCode: 'TEST123' }))).resolves.toEqual({ eventsReceived: 1 });
    const sent = meta.received.at(-1)!;
    expect(sent.path).toBe(`/v24.0/${PIXEL}/events`);
    expect(sent.json).toMatchObject({
      access_token: TOKEN,
      test_event_code: 'TEST123',
      data: [expect.objectContaining({ event_id: 'purchase-HT-1' })],
    });
  });

  it('stops on a refused token or pixel: another try would fail the same way', async () => {
    const token = await failure(sendMetaEvents(request({ accessToken: 'EAAGwrongToken0123456789' })));
    expect([token.reason, token.retryable, token.serviceCode]).toEqual(['auth_failed', false, 190]);
    const pixel = await failure(sendMetaEvents(request({ pixelId: '999' })));
    expect([pixel.reason, pixel.retryable]).toEqual(['invalid_request', false]);
    const old = await failure(sendMetaEvents(request({ events: [{ ...event(), event_time: 1_000_000 }] })));
    expect([old.reason, old.retryable]).toEqual(['invalid_request', false]);
  });

  it('tries again later when throttled, on a transient fault or when Meta cannot be reached', async () => {
    meta.throttleNext();
    const throttled = await failure(sendMetaEvents(request()));
    expect([throttled.reason, throttled.retryable]).toEqual(['rate_limited', true]);
    meta.transientNext();
    const transient = await failure(sendMetaEvents(request()));
    expect([transient.reason, transient.retryable, transient.status]).toEqual(['unavailable', true, 500]);
    const unreachable = await failure(sendMetaEvents(request({ graphUrl: 'http://127.0.0.1:9/v24.0' })));
    expect([unreachable.reason, unreachable.retryable]).toEqual(['unavailable', true]);
  });
});
