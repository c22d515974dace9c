/**
 * A shop's credentials for one courier: their shape (one valibot schema, for the admin form and for what
 * is read back), and their storage sealed by the secret box for that shop and courier only.
 * Webhook secrets: Steadfast and RedX let the shop choose the token their webhook calls carry, Pathao the
 * secret; the platform generates one per shop (`newWebhookSecret`) for the owner to paste into the
 * courier's panel with the callback URL.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { CourierName } from './courier.ts';

const secret = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500));
const optionalSecret = v.optional(secret);
const id = v.pipe(v.number(), v.integer(), v.minValue(1));

export const courierCredentialsSchema = v.variant('courier', [
  v.object({ courier: v.literal('steadfast'), apiKey: secret, secretKey: secret, webhookSecret: optionalSecret }),
  v.object({
    courier: v.literal('pathao'),
    clientId: secret,
    clientSecret: secret,
    username: secret,
    password: secret,
    storeId: id,
    webhookSecret: optionalSecret,
  }),
  v.object({
    courier: v.literal('redx'),
    accessToken: secret,
    webhookToken: optionalSecret,
    pickupStoreId: v.optional(id),
  }),
]);

export type CourierCredentials = v.InferOutput<typeof courierCredentialsSchema>;

/** What a sealed value belongs to: a value copied to another shop or courier does not open. */
export function credentialsContext(shopId: number, courier: CourierName): string {
  return `shop:${shopId}:courier:${courier}`;
}

export function sealCourierCredentials(box: SecretBox, shopId: number, credentials: CourierCredentials): string {
  return box.seal(
    JSON.stringify(v.parse(courierCredentialsSchema, credentials)),
    credentialsContext(shopId, credentials.courier),
  );
}

/** The credentials sealed for this shop and courier; throws when they cannot be opened or are not credentials. */
export function openCourierCredentials(
  box: SecretBox,
  shopId: number,
  courier: CourierName,
  sealed: string,
): CourierCredentials {
  const credentials = v.parse(
    courierCredentialsSchema,
    JSON.parse(box.open(sealed, credentialsContext(shopId, courier))),
  );
  if (credentials.courier !== courier)
    throw new Error(`Sealed credentials are ${credentials.courier}'s, not ${courier}'s`);
  return credentials;
}

/** A fresh secret for a shop's webhook (URL-safe, 256 bits). */
export function newWebhookSecret(): string {
  return randomBytes(32).toString('base64url');
}
