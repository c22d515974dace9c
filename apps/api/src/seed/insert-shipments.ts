/**
 * The demo's courier bookings (issue 17): the first demo shop's shipped orders booked with Steadfast (made-up
 * consignments, so the shopper's tracking link shows), and its Steadfast, Pathao and RedX accounts connected with
 * demo credentials when the process has a CREDENTIALS_KEY (development generates one) to seal them with.
 */
import { dueAtDoorPaisa } from '@haat/domain/advance-payment';
import type { Database } from '../platform/db/types.ts';
import { courierAccounts, shipments } from '../platform/db/schema.ts';
import type { Config } from '../platform/config/env.ts';
import {
  newWebhookSecret,
  sealCourierCredentials,
  type CourierCredentials,
} from '../integrations/couriers/courier-credentials.ts';
import { SecretBox } from '../platform/crypto/secret-box.ts';
import { webhookSecretHash } from '../modules/shipments/courier-accounts.service.ts';
import type { InsertedOrder } from './insert-orders.ts';

/** The demo shop's keys for each courier: the demo's stand-ins (demo-courier.ts) take these only. */
export const DEMO_STEADFAST_KEYS = { apiKey: 'demo-api-key', secretKey: 'demo-secret-key' } as const;
export const DEMO_PATHAO_KEYS = {
  clientId: 'demo-client-id',
  clientSecret: 'demo-client-secret',
  username: 'demo@haat.example',
  password: 'demo-password',
  storeId: 1,
} as const;
export const DEMO_REDX_KEYS = { accessToken: 'demo-redx-token' } as const;

/** The demo shop's courier accounts: Steadfast, Pathao and RedX, each with its own webhook secret. */
function demoAccounts(secret: () => string): CourierCredentials[] {
  return [
    { courier: 'steadfast', ...DEMO_STEADFAST_KEYS, webhookSecret: secret() },
    { courier: 'pathao', ...DEMO_PATHAO_KEYS, webhookSecret: secret() },
    { courier: 'redx', ...DEMO_REDX_KEYS, webhookToken: secret() },
  ];
}

export async function insertDemoShipments(
  tx: Database,
  shopId: number,
  orders: readonly InsertedOrder[],
  credentialsKeys: Config['credentialsKeys'],
): Promise<number> {
  if (credentialsKeys) {
    const box = new SecretBox(credentialsKeys);
    await tx.insert(courierAccounts).values(
      demoAccounts(newWebhookSecret).map((credentials) => {
        const secret = credentials.courier === 'redx' ? credentials.webhookToken : credentials.webhookSecret;
        return {
          shopId,
          courier: credentials.courier,
          sealedCredentials: sealCourierCredentials(box, shopId, credentials),
          webhookSecretHash: webhookSecretHash(secret!),
        };
      }),
    );
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
