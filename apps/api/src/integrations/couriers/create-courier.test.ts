import { randomBytes } from 'node:crypto';
import { paisaFromTaka } from '@haat/domain/money';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedxContract, type RedxContract } from '../../../test/contracts/redx.ts';
import { createSecretBox } from '../../platform/crypto/create-secret-box.ts';
import { SecretBox, SecretBoxError } from '../../platform/crypto/secret-box.ts';
import {
  courierCredentialsSchema,
  newWebhookSecret,
  openCourierCredentials,
  sealCourierCredentials,
  type CourierCredentials,
} from './courier-credentials.ts';
import { createCourier } from './create-courier.ts';

let redx: RedxContract;
beforeAll(async () => {
  redx = await startRedxContract({ accessToken: 'redx-jwt' });
});
afterAll(() => redx.close());

const couriers = {
  steadfast: 'http://127.0.0.1:9/api/v1',
  pathao: 'http://127.0.0.1:9',
  redx: '',
  timeoutMs: 15_000,
  pollMinutes: 60,
};

describe('createCourier', () => {
  it('makes the adapter the credentials name, calling the configured base URL', async () => {
    const courier = createCourier(
      { courier: 'redx', accessToken: 'redx-jwt' },
      { couriers: { ...couriers, redx: redx.baseUrl } },
    );
    expect(courier.name).toBe('redx');
    const booking = await courier.book({
      invoice: 'HT-1',
      recipientName: 'Test Customer',
      recipientPhone: '01987654321',
      recipientAddress: 'House 5, Road 2, Dhanmondi',
      codAmount: paisaFromTaka(500),
      location: { areaId: 2, areaName: 'Dhanmondi' },
    });
    expect(redx.parcels.has(booking.consignmentId)).toBe(true);
    expect(createCourier({ courier: 'steadfast', apiKey: 'k', secretKey: 's' }, { couriers }).fraudCheck).toBeTypeOf(
      'function',
    );
    expect(
      createCourier(
        { courier: 'pathao', clientId: 'c', clientSecret: 's', username: 'u', password: 'p', storeId: 1 },
        { couriers },
      ).name,
    ).toBe('pathao');
  });
});

describe('stored courier credentials', () => {
  const box = new SecretBox({ current: randomBytes(32).toString('hex') });
  const credentials: CourierCredentials = {
    courier: 'pathao',
    clientId: 'c',
    clientSecret: 's',
    username: 'u@x',
    password: 'p',
    storeId: 130820,
    webhookSecret: newWebhookSecret(),
  };

  it('are sealed for one shop and one courier', () => {
    const sealed = sealCourierCredentials(box, 12, credentials);
    expect(sealed).not.toContain('130820');
    expect(openCourierCredentials(box, 12, 'pathao', sealed)).toEqual(credentials);
    expect(() => openCourierCredentials(box, 13, 'pathao', sealed)).toThrow(SecretBoxError);
    expect(() => openCourierCredentials(box, 12, 'steadfast', sealed)).toThrow(SecretBoxError);
  });

  it('have one shape per courier', () => {
    expect(
      v.safeParse(courierCredentialsSchema, { courier: 'steadfast', apiKey: ' k ', secretKey: 's' }).output,
    ).toEqual({ courier: 'steadfast', apiKey: 'k', secretKey: 's' });
    expect(v.safeParse(courierCredentialsSchema, { courier: 'pathao', clientId: 'c' }).success).toBe(false);
    expect(v.safeParse(courierCredentialsSchema, { courier: 'ecourier', token: 't' }).success).toBe(false);
    expect(newWebhookSecret()).toMatch(/^[\w-]{43}$/u);
  });

  it('cannot be sealed when production runs without CREDENTIALS_KEY', () => {
    expect(() => createSecretBox({ credentialsKeys: undefined })).toThrow(/CREDENTIALS_KEY is not set/u);
    expect(
      createSecretBox({ credentialsKeys: { current: randomBytes(32).toString('base64'), previous: [] } }),
    ).toBeInstanceOf(SecretBox);
  });
});
