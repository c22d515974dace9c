/**
 * The demo's courier bookings (issue 17): the first demo shop's shipped orders booked with Steadfast (made-up
 * consignments, so the shopper's tracking link shows), and its Steadfast account connected with demo
 * credentials when the process has a CREDENTIALS_KEY (development generates one) to seal them with.
 */
import { dueAtDoorPaisa } from '@haat/domain/advance-payment';
import type { Database } from '../platform/db/types.ts';
import { courierAccounts, shipments } from '../platform/db/schema.ts';
import type { Config } from '../platform/config/env.ts';
import { newWebhookSecret, sealCourierCredentials } from '../integrations/couriers/courier-credentials.ts';
import { SecretBox } from '../platform/crypto/secret-box.ts';
import { webhookSecretHash } from '../modules/shipments/courier-accounts.service.ts';
import type { InsertedOrder } from './insert-orders.ts';

/** The demo shop's Steadfast keys: the demo's Steadfast stand-in (demo-courier.ts) takes these. */
export const DEMO_STEADFAST_KEYS = { apiKey: 'demo-api-key', secretKey: 'demo-secret-key' } as const;

export async function insertDemoShipments(
  tx: Database,
  shopId: number,
  orders: readonly InsertedOrder[],
  credentialsKeys: Config['credentialsKeys'],
): Promise<number> {
  if (credentialsKeys) {
    const secret = newWebhookSecret();
    const sealed = sealCourierCredentials(new SecretBox(credentialsKeys), shopId, {
      courier: 'steadfast',
      ...DEMO_STEADFAST_KEYS,
      webhookSecret: secret,
    });
    await tx.insert(courierAccounts).values({
      shopId,
      courier: 'steadfast',
      sealedCredentials: sealed,
      webhookSecretHash: webhookSecretHash(secret),
    });
  }
  const shipped = orders.filter(({ order }) => order.status === 'shipped');
  if (shipped.length === 0) return 0;
  await tx.insert(shipments).values(
    shipped.map(({ order }, index) => ({
      shopId,
      orderId: order.id,
      courier: 'steadfast',
      state: 'booked',
      consignmentId: String(1_424_200 + index),
      trackingCode: `DEMO${(1_424_200 + index).toString(16).toUpperCase()}`,
      courierStatus: 'pending',
      codAmountPaisa: dueAtDoorPaisa(order.totalPaisa, order.paidPaisa),
      deliveryChargePaisa: 6000,
      bookedAt: order.updatedAt,
      lastCheckedAt: order.updatedAt,
    })),
  );
  return shipped.length;
}
