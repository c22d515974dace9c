import { paisaFromTaka } from '@haat/domain/money';
import { afterAll, describe, expect, it } from 'vitest';
import type { SteadfastContract } from '../../test/contracts/steadfast.ts';
import { createSteadfast } from '../integrations/couriers/steadfast.ts';
import { startDemoCourier } from './demo-courier.ts';
import { DEMO_STEADFAST_KEYS } from './insert-shipments.ts';

const started: SteadfastContract[] = [];
afterAll(() => Promise.all(started.map((server) => server.close())));

describe("the demo's Steadfast", () => {
  it('books with the demo keys at the URL it gives the configuration, and refuses other keys', async () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
    const steadfast = await startDemoCourier(env);
    expect(steadfast).not.toBeNull();
    started.push(steadfast!);
    expect(env['STEADFAST_BASE_URL']).toBe(steadfast!.baseUrl);

    const booking = await createSteadfast({ ...DEMO_STEADFAST_KEYS, baseUrl: env['STEADFAST_BASE_URL'] }).book({
      invoice: 'HT-DEMO1',
      recipientName: 'Demo Shopper',
      recipientPhone: '01711000111',
      recipientAddress: 'House 1, Road 1, Dhanmondi, Dhaka',
      codAmount: paisaFromTaka(960),
    });
    expect(booking).toMatchObject({ invoice: 'HT-DEMO1', status: 'booked', trackingCode: expect.any(String) });
    await expect(
      createSteadfast({ apiKey: 'other', secretKey: 'other', baseUrl: steadfast!.baseUrl }).status({
        consignmentId: booking.consignmentId,
      }),
    ).rejects.toMatchObject({ code: 'courier.auth_failed' });
  });

  it('is not started in production, nor when the environment names a Steadfast', async () => {
    expect(await startDemoCourier({ NODE_ENV: 'production' })).toBeNull();
    const named = { NODE_ENV: 'development', STEADFAST_BASE_URL: 'https://portal.packzy.com/api/v1' };
    expect(await startDemoCourier(named)).toBeNull();
    expect(named.STEADFAST_BASE_URL).toBe('https://portal.packzy.com/api/v1');
  });
});
