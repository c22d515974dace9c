import { createHmac } from 'node:crypto';
import * as shopEndpoints from '@haat/api-contract/shop';
import { IDEMPOTENCY_KEY_FIELD } from '@haat/domain/schemas';
import { optionalCustomer } from '../../platform/auth/customer-session.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { acceptProofOfWork } from '../../platform/auth/proof-of-work.ts';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { smsLanguage } from '../../integrations/sms/code-messages.ts';
import { codeSmsDeps } from '../../integrations/sms/code-sms.ts';
import { serializeOrder, serializeOrderSummary, serializeTrackedOrder } from './orders.serializers.ts';
import { accountKey } from '../customers/customers.auth.service.ts';
import {
  getShopperOrder,
  placeOrder,
  sendTrackCode,
  TRACK_CODE_SENT,
  trackOrders,
  verifyTrackCode,
} from './orders.service.ts';
import { checkOrderCode, ORDER_CODE_SENT, sendOrderCode } from './order-otp.ts';

/** The client address as orders store it: an HMAC, so the table holds no address. */
const clientKeyOf = (address: string, secret: string) =>
  createHmac('sha256', secret).update(address).digest('hex').slice(0, 32);

/** Marks an answer that repeats the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Shop base (`/api/shop`): placing, tracking and viewing orders. */
export const ordersShopRoutes = new ContractRouter()
  .endpoint(shopEndpoints.placeOrder, async (c) => {
    const body = c.req.valid('json');
    const config = c.get('config');
    await c.get('rateLimits').order.consume(c);
    const customer = await optionalCustomer(c, body.shop_id);
    // Every try, with a right or wrong code, spends a point of the `order` limit and one of the code's 5 tries.
    const code = await checkOrderCode(c.get('db'), config.jwtSecret, body);
    const address = clientAddress(c, config.trustProxy);
    const answer = await placeOrder(c.get('db'), {
      code,
      body,
      placer: { clientKey: clientKeyOf(address, config.jwtSecret), limits: config.openOrders },
      browser: {
        origin: c.req.header('origin') ?? null,
        clientAddress: address,
        userAgent: c.req.header('user-agent') ?? null,
      },
      idempotencyKey: c.req.valid('header')[IDEMPOTENCY_KEY_FIELD],
      customerId: customer?.id ?? null,
      storage: c.get('storage'),
      jobs: c.get('jobs'),
      language: smsLanguage(c.req.header('accept-language')),
      sms: { jobs: c.get('jobs'), config },
    });
    if (answer.replayed) c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return c.json(answer.body, answer.status);
  })
  .endpoint(shopEndpoints.sendOrderCode, async (c) => {
    const body = c.req.valid('json');
    await acceptProofOfWork(c.get('db'), c.get('config').proofOfWork, body.altcha);
    await c.get('rateLimits').otp.consume(c, accountKey(body.shop_id, body.mobile));
    await sendOrderCode(codeSmsDeps(c), body);
    return ok(c, null, ORDER_CODE_SENT);
  })
  .endpoint(shopEndpoints.trackOrders, async (c) => {
    const { shop_id, query } = c.req.valid('query');
    await c.get('rateLimits').track.consume(c);
    const found = await trackOrders(c.get('db'), shop_id, query);
    const storage = c.get('storage');
    return ok(
      c,
      found.kind === 'orders'
        ? { kind: found.kind, orders: found.orders.map((rows) => serializeTrackedOrder(rows, storage)) }
        : { kind: found.kind, summaries: found.orders.map(serializeOrderSummary) },
    );
  })
  .endpoint(shopEndpoints.sendTrackCode, async (c) => {
    const body = c.req.valid('json');
    await acceptProofOfWork(c.get('db'), c.get('config').proofOfWork, body.altcha);
    await c.get('rateLimits').otp.consume(c, accountKey(body.shop_id, body.mobile));
    await sendTrackCode(codeSmsDeps(c), body);
    return ok(c, null, TRACK_CODE_SENT);
  })
  .endpoint(shopEndpoints.verifyTrackCode, async (c) => {
    const body = c.req.valid('json');
    await c.get('rateLimits').track.consume(c);
    const rows = await verifyTrackCode(c.get('db'), c.get('config').jwtSecret, body);
    const storage = c.get('storage');
    return ok(c, { kind: 'orders' as const, orders: rows.map((order) => serializeTrackedOrder(order, storage)) });
  })
  .endpoint(shopEndpoints.getOrder, async (c) => {
    const { shop_id, mobile } = c.req.valid('query');
    const customer = await optionalCustomer(c, shop_id);
    const rows = await getShopperOrder(c.get('db'), shop_id, c.req.valid('param').code, {
      mobile,
      customerId: customer?.id ?? null,
    });
    return ok(c, serializeOrder(rows, c.get('storage')));
  });
