/**
 * The demo's payment gateways (issue 30 item 7): `start:demo` outside production, with no BKASH_BASE_URL or
 * SSLCOMMERZ_BASE_URL, runs the bKash and SSLCommerz contract servers of the tests (test/contracts/bkash.ts and
 * sslcommerz.ts, which answer as the gateways' documentation says and serve their hosted pages) on free local ports
 * and points the API at them, so a newcomer pays a demo order's delivery charge with bKash's public sandbox wallet
 * (01770618575, OTP 123456, PIN 12121) and sees it paid in the admin. They take the demo shops' credentials only.
 */
import { startBkashContract, type BkashContract } from '../../test/contracts/bkash.ts';
import { startSslcommerzContract, type SslcommerzContract } from '../../test/contracts/sslcommerz.ts';
import type { Config } from '../platform/config/env.ts';
import type { Database } from '../platform/db/types.ts';
import { SecretBox } from '../platform/crypto/secret-box.ts';
import { sealedEntry, writeEntry } from '../modules/payment-gateways/payment-gateways.accounts.service.ts';

/** The demo shops' bKash merchant credentials: the demo's bKash stand-in takes these. */
export const DEMO_BKASH_KEYS = {
  appKey: 'demo-bkash-app-key',
  appSecret: 'demo-bkash-app-secret',
  username: 'demoTokenizedUser',
  password: 'demo-bkash-password',
} as const;
/** The demo shops' SSLCommerz store: the demo's SSLCommerz stand-in takes it. */
export const DEMO_SSLCOMMERZ_STORE = { storeId: 'haatdemo0live', storePassword: 'haatdemo0live@ssl' } as const;

export interface DemoGateways {
  bkash: BkashContract | null;
  sslcommerz: SslcommerzContract | null;
}

/** Starts the stand-ins the environment does not name a gateway for (none in production) and points the API at them. */
export async function startDemoGateways(env: NodeJS.ProcessEnv = process.env): Promise<DemoGateways> {
  if (env['NODE_ENV'] === 'production') return { bkash: null, sslcommerz: null };
  const bkash = env['BKASH_BASE_URL'] ? null : await startBkashContract(DEMO_BKASH_KEYS);
  if (bkash) env['BKASH_BASE_URL'] = bkash.baseUrl;
  const sslcommerz = env['SSLCOMMERZ_BASE_URL'] ? null : await startSslcommerzContract(DEMO_SSLCOMMERZ_STORE);
  if (sslcommerz) env['SSLCOMMERZ_BASE_URL'] = sslcommerz.baseUrl;
  return { bkash, sslcommerz };
}

/** Connects a demo shop to both gateways with the demo credentials (when the process can seal them). */
export async function insertDemoGateways(
  tx: Database,
  shopId: number,
  credentialsKeys: Config['credentialsKeys'],
): Promise<void> {
  if (!credentialsKeys) return;
  const box = new SecretBox(credentialsKeys);
  await writeEntry(tx, shopId, 'bkash', sealedEntry(box, shopId, { gateway: 'bkash', ...DEMO_BKASH_KEYS }));
  await writeEntry(
    tx,
    shopId,
    'sslcommerz',
    sealedEntry(box, shopId, { gateway: 'sslcommerz', ...DEMO_SSLCOMMERZ_STORE }),
  );
}
