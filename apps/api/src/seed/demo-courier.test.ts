import { paisaFromTaka } from '@haat/domain/money';
import { afterAll, describe, expect, it } from 'vitest';
import { createPathao } from '../integrations/couriers/pathao.ts';
import { createRedx } from '../integrations/couriers/redx.ts';
import { createSteadfast } from '../integrations/couriers/steadfast.ts';
import { startDemoCouriers, type DemoCourier } from './demo-courier.ts';
import { DEMO_PATHAO_KEYS, DEMO_REDX_KEYS, DEMO_STEADFAST_KEYS } from './insert-shipments.ts';

const started: DemoCourier[] = [];
afterAll(() => Promise.all(started.map((server) => server.close())));

const parcel = {
  invoice: 'HT-DEMO1',
  recipientName: 'Demo Shopper',
  recipientPhone: '01711000111',
  recipientAddress: 'House 1, Road 1, Dhanmondi, Dhaka',
  codAmount: paisaFromTaka(960),
};

describe("the demo's couriers", () => {
  it('book with the demo keys at the URLs they give the configuration, and refuse other keys', async () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
    started.push(...(await startDemoCouriers(env)));
    expect(started.map(({ courier }) => courier)).toEqual(['steadfast', 'pathao', 'redx']);
    expect(env['STEADFAST_BASE_URL']).toBe(started[0]!.baseUrl);

    const steadfast = createSteadfast({ ...DEMO_STEADFAST_KEYS, baseUrl: env['STEADFAST_BASE_URL'] });
    const booking = await steadfast.book(parcel);
    expect(booking).toMatchObject({ invoice: 'HT-DEMO1', status: 'booked', trackingCode: expect.any(String) });
    await expect(
      createSteadfast({ apiKey: 'other', secretKey: 'other', baseUrl: env['STEADFAST_BASE_URL'] }).status({
        consignmentId: booking.consignmentId,
      }),
    ).rejects.toMatchObject({ code: 'courier.auth_failed' });

    const pathao = createPathao({ ...DEMO_PATHAO_KEYS, baseUrl: env['PATHAO_BASE_URL']! });
    expect(await pathao.cities()).toContainEqual(expect.objectContaining({ id: 1, name: 'Dhaka' }));
    expect(await pathao.book({ ...parcel, location: { cityId: 1, zoneId: 52 } })).toMatchObject({ status: 'booked' });

    const redx = createRedx({ ...DEMO_REDX_KEYS, baseUrl: env['REDX_BASE_URL']! });
    expect(await redx.book({ ...parcel, location: { areaId: 2, areaName: 'Dhanmondi' } })).toMatchObject({
      status: 'booked',
    });
    await expect(createRedx({ accessToken: 'other', baseUrl: env['REDX_BASE_URL']! }).areas()).rejects.toMatchObject({
      code: 'courier.auth_failed',
    });
  });

  it('are not started in production, nor for a courier the environment names', async () => {
    expect(await startDemoCouriers({ NODE_ENV: 'production' })).toEqual([]);
    const named = {
      NODE_ENV: 'development',
      STEADFAST_BASE_URL: 'https://portal.packzy.com/api/v1',
      PATHAO_BASE_URL: 'https://api-hermes.pathao.com',
    };
    const redxOnly = await startDemoCouriers(named);
    started.push(...redxOnly);
    expect(redxOnly.map(({ courier }) => courier)).toEqual(['redx']);
    expect(named.STEADFAST_BASE_URL).toBe('https://portal.packzy.com/api/v1');
  });
});
