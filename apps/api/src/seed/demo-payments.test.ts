import { paisaFromTaka } from '@haat/domain/money';
import { afterAll, describe, expect, it } from 'vitest';
import { createBkash } from '../integrations/payments/bkash.ts';
import { createSslcommerz } from '../integrations/payments/sslcommerz.ts';
import { TokenCache } from '../integrations/outbound/token-cache.ts';
import { DEMO_BKASH_KEYS, DEMO_SSLCOMMERZ_STORE, startDemoGateways, type DemoGateways } from './demo-payments.ts';

const started: DemoGateways[] = [];
afterAll(async () => {
  for (const each of started) {
    await each.bkash?.close();
    await each.sslcommerz?.close();
  }
});

describe("the demo's payment gateways", () => {
  it('take the demo credentials at the URLs they give the configuration, and refuse others', async () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
    const gateways = await startDemoGateways(env);
    started.push(gateways);
    expect(env['BKASH_BASE_URL']).toBe(gateways.bkash!.baseUrl);
    expect(env['SSLCOMMERZ_BASE_URL']).toBe(gateways.sslcommerz!.baseUrl);
    const bkash = createBkash({ ...DEMO_BKASH_KEYS, baseUrl: env['BKASH_BASE_URL'], tokens: new TokenCache() });
    const checkout = await bkash.createPayment({
      amount: paisaFromTaka(120),
      invoice: 'HT-DEMO1',
      payerReference: '01711000111',
      callbackUrl: 'http://localhost:3000/rongdhonu/payments/bkash/callback',
    });
    expect(checkout.bkashUrl).toContain(gateways.bkash!.origin);
    await createSslcommerz({ ...DEMO_SSLCOMMERZ_STORE, baseUrl: env['SSLCOMMERZ_BASE_URL'] }).verify();
    await expect(
      createBkash({
        ...DEMO_BKASH_KEYS,
        password: 'other',
        baseUrl: env['BKASH_BASE_URL'],
        tokens: new TokenCache(),
      }).verify(),
    ).rejects.toMatchObject({ code: 'payment.auth_failed' });
  });

  it('are not started in production, nor for a gateway the environment names', async () => {
    expect(await startDemoGateways({ NODE_ENV: 'production' })).toEqual({ bkash: null, sslcommerz: null });
    const named: NodeJS.ProcessEnv = {
      NODE_ENV: 'development',
      BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
    };
    const gateways = await startDemoGateways(named);
    started.push(gateways);
    expect(gateways.bkash).toBeNull();
    expect(gateways.sslcommerz).not.toBeNull();
    expect(named['BKASH_BASE_URL']).toBe('https://tokenized.sandbox.bka.sh/v1.2.0-beta');
  });
});
