/**
 * A shop's payment gateway accounts (issue 30 items 2 and 3): merchant credentials sealed with CREDENTIALS_KEY in the
 * shop's settings (`payment_gateways.{bkash,sslcommerz}`), never answered back. A save asks the gateway first (bKash:
 * a token grant; SSLCommerz: a transaction query), so "connected" means the gateway said yes (as for couriers,
 * decision 162).
 */
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { PaymentGatewayAccount, PaymentGatewayBody, PaymentGatewayName } from '@haat/domain/schemas';
import type { Config } from '../../platform/config/env.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/db/types.ts';
import { shops } from '../../platform/db/schema.ts';
import { HttpError, invalid, notFound } from '../../platform/http/errors.ts';
import { createBkash, type BkashClient } from '../../integrations/payments/bkash.ts';
import { createSslcommerz, type SslcommerzClient } from '../../integrations/payments/sslcommerz.ts';
import { PaymentGatewayError } from '../../integrations/payments/gateway-error.ts';
import {
  gatewayAccountName,
  openGatewayCredentials,
  sealGatewayCredentials,
  type GatewayCredentials,
} from '../../integrations/payments/gateway-credentials.ts';
import { secretBoxOf } from '../shipments/courier-accounts.service.ts';

export const GATEWAY_NOT_CONNECTED = 'This payment gateway is not connected';
export const GATEWAY_UNREACHABLE = 'The payment gateway could not answer now; try again';

/** What the shop's settings keep of one gateway. */
const storedSchema = v.object({
  sealed: v.string(),
  account: v.string(),
  updated_at: v.string(),
  checked_at: v.nullish(v.string(), null),
});
type Stored = v.InferOutput<typeof storedSchema>;

/** The gateways' stored accounts of a shop's settings (a malformed entry reads as not connected). */
function storedOf(settings: unknown): Partial<Record<PaymentGatewayName, Stored>> {
  const gateways = (settings as { payment_gateways?: unknown } | null)?.payment_gateways;
  const found: Partial<Record<PaymentGatewayName, Stored>> = {};
  for (const gateway of ['bkash', 'sslcommerz'] as const) {
    const parsed = v.safeParse(storedSchema, (gateways as Record<string, unknown> | undefined)?.[gateway]);
    if (parsed.success) found[gateway] = parsed.output;
  }
  return found;
}

async function settingsOf(db: Database, shopId: number): Promise<unknown> {
  const [row] = await db.select({ settings: shops.settings }).from(shops).where(eq(shops.id, shopId)).limit(1);
  return row?.settings ?? {};
}

const serialize = (gateway: PaymentGatewayName, stored: Stored): PaymentGatewayAccount => ({
  gateway,
  account: stored.account,
  updated_at: stored.updated_at,
  checked_at: stored.checked_at,
});

export async function listPaymentGateways(db: Database, shopId: number): Promise<PaymentGatewayAccount[]> {
  const stored = storedOf(await settingsOf(db, shopId));
  return (['bkash', 'sslcommerz'] as const).flatMap((gateway) => {
    const entry = stored[gateway];
    return entry ? [serialize(gateway, entry)] : [];
  });
}

/** Which gateways a shop has connected (the storefront's buttons). */
export async function connectedGateways(db: Database, shopId: number): Promise<PaymentGatewayName[]> {
  return (await listPaymentGateways(db, shopId)).map((account) => account.gateway);
}

/** What the settings keep of credentials the gateway took just now. */
export function sealedEntry(box: SecretBox, shopId: number, credentials: GatewayCredentials, now = new Date()): Stored {
  return {
    sealed: sealGatewayCredentials(box, shopId, credentials),
    account: gatewayAccountName(credentials),
    updated_at: now.toISOString(),
    checked_at: now.toISOString(),
  };
}

function credentialsOf(body: PaymentGatewayBody): GatewayCredentials {
  return body.gateway === 'bkash'
    ? {
        gateway: 'bkash',
        appKey: body.app_key,
        appSecret: body.app_secret,
        username: body.username,
        password: body.password,
      }
    : { gateway: 'sslcommerz', storeId: body.store_id, storePassword: body.store_password };
}

/** A client of the gateway for these credentials, at the configured base URL. */
export function bkashClient(
  config: Pick<Config, 'paymentGateways'>,
  credentials: GatewayCredentials & { gateway: 'bkash' },
): BkashClient {
  return createBkash({ ...credentials, baseUrl: config.paymentGateways.bkash });
}

export function sslcommerzClient(
  config: Pick<Config, 'paymentGateways'>,
  credentials: GatewayCredentials & { gateway: 'sslcommerz' },
): SslcommerzClient {
  return createSslcommerz({ ...credentials, baseUrl: config.paymentGateways.sslcommerz });
}

const KEY_FIELDS: Record<PaymentGatewayName, string[]> = {
  bkash: ['app_key', 'app_secret', 'username', 'password'],
  sslcommerz: ['store_id', 'store_password'],
};

/** Asks the gateway whether it takes the credentials: a refusal is 422 on the key fields, no answer 503. */
async function verify(config: Config, credentials: GatewayCredentials): Promise<void> {
  try {
    if (credentials.gateway === 'bkash') await bkashClient(config, credentials).verify();
    else await sslcommerzClient(config, credentials).verify();
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    if (error.reason === 'auth_failed' || error.reason === 'invalid_request' || error.reason === 'rejected')
      throw invalid(
        Object.fromEntries(
          KEY_FIELDS[credentials.gateway].map((field) => [field, ['validation.gateway_keys_refused']]),
        ),
      );
    throw new HttpError(503, GATEWAY_UNREACHABLE);
  }
}

/** Writes one gateway's entry of the shop's settings in one statement (no read-modify-write race). */
export async function writeEntry(db: Database, shopId: number, gateway: PaymentGatewayName, entry: Stored | null) {
  await db
    .update(shops)
    .set({
      settings:
        entry === null
          ? sql`${shops.settings} #- ${`{payment_gateways,${gateway}}`}::text[]`
          : sql`jsonb_set(${shops.settings}, '{payment_gateways}',
              coalesce(${shops.settings} -> 'payment_gateways', '{}'::jsonb) || ${JSON.stringify({ [gateway]: entry })}::jsonb)`,
    })
    .where(eq(shops.id, shopId));
}

export async function savePaymentGateway(
  db: Database,
  config: Config,
  shopId: number,
  gateway: PaymentGatewayName,
  body: PaymentGatewayBody,
): Promise<PaymentGatewayAccount> {
  if (body.gateway !== gateway) throw invalid({ gateway: ['validation.invalid_format'] });
  const box = secretBoxOf(config);
  const credentials = credentialsOf(body);
  await verify(config, credentials);
  const entry = sealedEntry(box, shopId, credentials);
  await writeEntry(db, shopId, gateway, entry);
  return serialize(gateway, entry);
}

export async function checkPaymentGateway(
  db: Database,
  config: Config,
  shopId: number,
  gateway: PaymentGatewayName,
): Promise<PaymentGatewayAccount> {
  const stored = storedOf(await settingsOf(db, shopId))[gateway];
  if (!stored) throw notFound(GATEWAY_NOT_CONNECTED);
  await verify(config, openGatewayCredentials(secretBoxOf(config), shopId, gateway, stored.sealed));
  const entry = { ...stored, checked_at: new Date().toISOString() };
  await writeEntry(db, shopId, gateway, entry);
  return serialize(gateway, entry);
}

export async function deletePaymentGateway(db: Database, shopId: number, gateway: PaymentGatewayName): Promise<void> {
  if (!storedOf(await settingsOf(db, shopId))[gateway]) throw notFound(GATEWAY_NOT_CONNECTED);
  await writeEntry(db, shopId, gateway, null);
}

/** The shop's credentials for a gateway, opened; undefined when it is not connected (or they cannot be opened). */
export async function openGateway<G extends PaymentGatewayName>(
  db: Database,
  box: SecretBox | undefined,
  shopId: number,
  gateway: G,
): Promise<Extract<GatewayCredentials, { gateway: G }> | undefined> {
  const stored = storedOf(await settingsOf(db, shopId))[gateway];
  if (!stored || !box) return undefined;
  try {
    return openGatewayCredentials(box, shopId, gateway, stored.sealed);
  } catch {
    return undefined;
  }
}
