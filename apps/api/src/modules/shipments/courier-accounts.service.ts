/**
 * A shop's courier accounts: credentials sealed with CREDENTIALS_KEY (never answered back), and the
 * webhook secret per account, kept inside the sealed credentials (the adapters verify with it) and as
 * its sha256 in `webhook_secret_hash` (how a webhook call finds its account).
 */
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { fullPath, fillPath } from '@haat/api-contract/endpoint';
import { courierWebhook } from '@haat/api-contract/webhooks';
import type { CourierName } from '@haat/domain/couriers';
import type { CourierAccount, CourierAccountBody, SavedCourierAccount } from '@haat/domain/schemas';
import type { CourierAccountRow } from '../../platform/db/rows.ts';
import { courierAccounts } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import type { Config } from '../../platform/config/env.ts';
import { CourierError } from '../../integrations/couriers/courier.ts';
import { createCourier } from '../../integrations/couriers/create-courier.ts';
import {
  newWebhookSecret,
  openCourierCredentials,
  sealCourierCredentials,
  type CourierCredentials,
} from '../../integrations/couriers/courier-credentials.ts';
import { createSecretBox } from '../../platform/crypto/create-secret-box.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { HttpError, invalid, notFound } from '../../platform/http/errors.ts';
import { storeIdOf } from './shipments.serializers.ts';

export const COURIER_ACCOUNT_NOT_FOUND = 'This courier is not connected';
export const COURIER_UNREACHABLE = 'The courier could not check these keys now; nothing was saved, try again';
export const NO_CREDENTIALS_KEY = 'Courier accounts cannot be saved: the server has no CREDENTIALS_KEY';

const boxes = new WeakMap<object, SecretBox>();

/** The process's secret box, or 503 when the server runs without CREDENTIALS_KEY (production before it is set). */
export function secretBoxOf(config: Pick<Config, 'credentialsKeys'>): SecretBox {
  if (!config.credentialsKeys) throw new HttpError(503, NO_CREDENTIALS_KEY);
  let box = boxes.get(config.credentialsKeys);
  if (!box) {
    box = createSecretBox(config);
    boxes.set(config.credentialsKeys, box);
  }
  return box;
}

export function webhookSecretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The secret a courier's webhook calls carry, from the credentials. */
export function webhookSecretOf(credentials: CourierCredentials): string | undefined {
  return credentials.courier === 'redx' ? credentials.webhookToken : credentials.webhookSecret;
}

/** The URL the owner pastes into the courier's panel; RedX's carries its token (RedX signs nothing). */
export function webhookUrl(config: Pick<Config, 'publicApiUrl'>, courier: CourierName, redxToken?: string): string {
  const url = new URL(`${config.publicApiUrl.replace(/\/+$/u, '')}${fillPath(fullPath(courierWebhook), { courier })}`);
  if (courier === 'redx' && redxToken) url.searchParams.set('token', redxToken);
  return url.toString();
}

/** The body in the adapters' terms, with the webhook secret to keep. */
function credentialsOf(body: CourierAccountBody, secret: string): CourierCredentials {
  switch (body.courier) {
    case 'steadfast':
      return { courier: 'steadfast', apiKey: body.api_key, secretKey: body.secret_key, webhookSecret: secret };
    case 'pathao':
      return {
        courier: 'pathao',
        clientId: body.client_id,
        clientSecret: body.client_secret,
        username: body.username,
        password: body.password,
        storeId: body.store_id,
        webhookSecret: secret,
      };
    case 'redx':
      return {
        courier: 'redx',
        accessToken: body.access_token,
        webhookToken: secret,
        ...(body.pickup_store_id === undefined ? {} : { pickupStoreId: body.pickup_store_id }),
      };
  }
}

async function findAccount(db: Database, shopId: number, courier: CourierName): Promise<CourierAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(courierAccounts)
    .where(and(eq(courierAccounts.shopId, shopId), eq(courierAccounts.courier, courier)));
  return row;
}

/** The account's credentials, or undefined when they cannot be opened (no key, a key rotated away). */
function tryOpen(box: SecretBox | undefined, row: CourierAccountRow): CourierCredentials | undefined {
  if (!box) return undefined;
  try {
    return openCourierCredentials(box, row.shopId, row.courier as CourierName, row.sealedCredentials);
  } catch {
    return undefined;
  }
}

function serializeAccount(
  config: Config,
  row: CourierAccountRow,
  credentials: CourierCredentials | undefined,
): CourierAccount {
  const courier = row.courier as CourierName;
  return {
    courier,
    store_id: storeIdOf(credentials),
    // RedX's URL holds its token: shown only by the save that made it.
    webhook_url: webhookUrl(config, courier),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listCourierAccounts(db: Database, config: Config, shopId: number): Promise<CourierAccount[]> {
  const rows = await db
    .select()
    .from(courierAccounts)
    .where(eq(courierAccounts.shopId, shopId))
    .orderBy(asc(courierAccounts.courier));
  const box = config.credentialsKeys ? secretBoxOf(config) : undefined;
  return rows.map((row) => serializeAccount(config, row, tryOpen(box, row)));
}

/** The fields that hold each courier's keys: where a refusal of them is shown. */
const KEY_FIELDS: Record<CourierName, string[]> = {
  steadfast: ['api_key', 'secret_key'],
  pathao: ['client_id', 'client_secret', 'username', 'password'],
  redx: ['access_token'],
};

/**
 * Asks the courier whether it takes these keys (decision 162): a refusal is a 422 on the key fields, a courier that
 * cannot answer a 503; either way nothing is saved, so "connected" means the courier said yes.
 */
async function verifyKeys(config: Config, body: CourierAccountBody): Promise<void> {
  try {
    await createCourier(credentialsOf(body, ''), config).verify();
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    if (error.reason === 'auth_failed' || error.reason === 'invalid_request' || error.reason === 'not_found')
      throw invalid(
        Object.fromEntries(KEY_FIELDS[body.courier].map((field) => [field, ['validation.courier_keys_refused']])),
      );
    throw new HttpError(503, COURIER_UNREACHABLE);
  }
}

/**
 * Saves (or replaces) the shop's credentials for one courier, sealed, once the courier has taken them; keeps the
 * webhook secret unless asked for a new one.
 */
export async function saveCourierAccount(
  db: Database,
  config: Config,
  shopId: number,
  courier: CourierName,
  body: CourierAccountBody,
): Promise<SavedCourierAccount> {
  if (body.courier !== courier) throw invalid({ courier: ['validation.invalid_format'] });
  const box = secretBoxOf(config);
  // Outside the transaction: no lock waits on the courier.
  await verifyKeys(config, body);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(courierAccounts)
      .where(and(eq(courierAccounts.shopId, shopId), eq(courierAccounts.courier, courier)))
      .for('update');
    const kept = existing && !body.new_webhook_secret ? tryOpen(box, existing) : undefined;
    const keptSecret = kept ? webhookSecretOf(kept) : undefined;
    const secret = keptSecret ?? newWebhookSecret();
    const sealedCredentials = sealCourierCredentials(box, shopId, credentialsOf(body, secret));
    const values = { sealedCredentials, webhookSecretHash: webhookSecretHash(secret) };
    const [row] = existing
      ? await tx.update(courierAccounts).set(values).where(eq(courierAccounts.id, existing.id)).returning()
      : await tx
          .insert(courierAccounts)
          .values({ shopId, courier, ...values })
          .returning();
    const made = keptSecret === undefined;
    return {
      ...serializeAccount(config, row!, credentialsOf(body, secret)),
      ...(made && courier === 'redx' ? { webhook_url: webhookUrl(config, courier, secret) } : {}),
      webhook_secret: made ? secret : null,
    };
  });
}

export async function deleteCourierAccount(db: Database, shopId: number, courier: CourierName): Promise<void> {
  const deleted = await db
    .delete(courierAccounts)
    .where(and(eq(courierAccounts.shopId, shopId), eq(courierAccounts.courier, courier)))
    .returning({ id: courierAccounts.id });
  if (deleted.length === 0) throw notFound(COURIER_ACCOUNT_NOT_FOUND);
}

/** The shop's credentials for a courier, opened; undefined when it is not connected. */
export async function openAccount(
  db: Database,
  config: Config,
  shopId: number,
  courier: CourierName,
): Promise<CourierCredentials | undefined> {
  const row = await findAccount(db, shopId, courier);
  return row ? openCourierCredentials(secretBoxOf(config), shopId, courier, row.sealedCredentials) : undefined;
}

/** The account a webhook call's secret belongs to (by its hash), opened; undefined for an unknown secret. */
export async function accountForWebhook(
  db: Database,
  config: Config,
  courier: CourierName,
  presented: string | undefined,
): Promise<{ shopId: number; credentials: CourierCredentials } | undefined> {
  if (!presented) return undefined;
  const [row] = await db
    .select()
    .from(courierAccounts)
    .where(
      and(eq(courierAccounts.courier, courier), eq(courierAccounts.webhookSecretHash, webhookSecretHash(presented))),
    )
    .limit(1);
  if (!row) return undefined;
  return {
    shopId: row.shopId,
    credentials: openCourierCredentials(secretBoxOf(config), row.shopId, courier, row.sealedCredentials),
  };
}
