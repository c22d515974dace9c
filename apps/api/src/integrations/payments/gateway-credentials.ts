/**
 * A shop's merchant credentials for one payment gateway: their shape, and their storage sealed by the secret box
 * for that shop and gateway only (as the couriers' are, courier-credentials.ts). They live in the shop's settings
 * (`payment_gateways.{bkash,sslcommerz}`), beside the name of the account they open, which is not a secret.
 */
import * as v from 'valibot';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { PaymentGatewayName } from './gateway-error.ts';

const secret = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500));

export const gatewayCredentialsSchema = v.variant('gateway', [
  v.object({ gateway: v.literal('bkash'), appKey: secret, appSecret: secret, username: secret, password: secret }),
  v.object({ gateway: v.literal('sslcommerz'), storeId: secret, storePassword: secret }),
]);

export type GatewayCredentials = v.InferOutput<typeof gatewayCredentialsSchema>;

/** What a sealed value belongs to: a value copied to another shop or gateway does not open. */
function gatewayContext(shopId: number, gateway: PaymentGatewayName): string {
  return `shop:${shopId}:payment:${gateway}`;
}

export function sealGatewayCredentials(box: SecretBox, shopId: number, credentials: GatewayCredentials): string {
  return box.seal(
    JSON.stringify(v.parse(gatewayCredentialsSchema, credentials)),
    gatewayContext(shopId, credentials.gateway),
  );
}

/** The credentials sealed for this shop and gateway; throws when they cannot be opened or are not credentials. */
export function openGatewayCredentials<G extends PaymentGatewayName>(
  box: SecretBox,
  shopId: number,
  gateway: G,
  sealed: string,
): Extract<GatewayCredentials, { gateway: G }> {
  const credentials = v.parse(gatewayCredentialsSchema, JSON.parse(box.open(sealed, gatewayContext(shopId, gateway))));
  if (credentials.gateway !== gateway)
    throw new Error(`Sealed credentials are ${credentials.gateway}'s, not ${gateway}'s`);
  return credentials as Extract<GatewayCredentials, { gateway: G }>;
}

/** The account the credentials open, shown to the owner: bKash's username, SSLCommerz's store id. */
export function gatewayAccountName(credentials: GatewayCredentials): string {
  return credentials.gateway === 'bkash' ? credentials.username : credentials.storeId;
}
