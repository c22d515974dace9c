import * as shopEndpoints from '@haat/api-contract/shop';
import { optionalCustomer } from '../../platform/auth/customer-session.ts';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { serializeOrder } from '../orders/orders.serializers.ts';
import { PAYMENT_SENT, sendMoneyCode } from './payments.service.ts';

/** Shop base (`/api/shop`): the shopper's sent-money code for an order's advance (issue 30 item 4). */
export const paymentsShopRoutes = new ContractRouter().endpoint(shopEndpoints.sendPayment, async (c) => {
  const body = c.req.valid('json');
  // Per client address, like tracking: guessing order codes and transaction ids is slow.
  await c.get('rateLimits').track.consume(c);
  const customer = await optionalCustomer(c, body.shop_id);
  const rows = await sendMoneyCode(c.get('db'), c.req.valid('param').code, body, customer?.id ?? null);
  return ok(c, serializeOrder(rows, c.get('storage')), PAYMENT_SENT, 201);
});
