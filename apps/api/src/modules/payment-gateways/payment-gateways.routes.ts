import * as adminEndpoints from '@haat/api-contract/admin';
import * as shopEndpoints from '@haat/api-contract/shop';
import * as webhookEndpoints from '@haat/api-contract/webhooks';
import type { Context } from 'hono';
import { optionalCustomer } from '../../platform/auth/customer-session.ts';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { secretBoxOf } from '../shipments/courier-accounts.service.ts';
import {
  checkPaymentGateway,
  deletePaymentGateway,
  listPaymentGateways,
  savePaymentGateway,
} from './payment-gateways.accounts.service.ts';
import {
  bkashCallback,
  gatewayPaymentOptions,
  sslcommerzOutcome,
  sslcommerzReturn,
  startGatewayPayment,
  type GatewayDeps,
} from './payment-gateways.flows.service.ts';

/** What the flows need of a request: the database, the gateways' URLs, the secret box (none without CREDENTIALS_KEY). */
function gatewayDeps(c: Context<AppEnv>): GatewayDeps {
  const config = c.get('config');
  return {
    db: c.get('db'),
    config,
    box: config.credentialsKeys ? secretBoxOf(config) : undefined,
    logger: c.get('logger'),
  };
}

/** Admin v3 base (`/api/admin/v3`): the shop's bKash and SSLCommerz merchant accounts. */
export const paymentGatewaysAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.listPaymentGateways, async (c) =>
    ok(c, await listPaymentGateways(c.get('db'), c.get('admin').shopId)),
  )
  .endpoint(adminEndpoints.savePaymentGateway, async (c) =>
    ok(
      c,
      await savePaymentGateway(
        c.get('db'),
        c.get('config'),
        c.get('admin').shopId,
        c.req.valid('param').gateway,
        c.req.valid('json'),
      ),
    ),
  )
  .endpoint(adminEndpoints.checkPaymentGateway, async (c) =>
    ok(c, await checkPaymentGateway(c.get('db'), c.get('config'), c.get('admin').shopId, c.req.valid('param').gateway)),
  )
  .endpoint(adminEndpoints.deletePaymentGateway, async (c) => {
    await deletePaymentGateway(c.get('db'), c.get('admin').shopId, c.req.valid('param').gateway);
    return ok(c, null);
  });

/** Shop base (`/api/shop`): a shopper paying an order's advance, and the returns from the gateways' pages. */
export const paymentGatewaysShopRoutes = new ContractRouter()
  .endpoint(shopEndpoints.getGatewayPaymentOptions, async (c) => {
    const { shop_id, mobile } = c.req.valid('query');
    const customer = await optionalCustomer(c, shop_id);
    return ok(
      c,
      await gatewayPaymentOptions(gatewayDeps(c), {
        shopId: shop_id,
        code: c.req.valid('param').code,
        proof: { mobile, customerId: customer?.id ?? null },
      }),
    );
  })
  .endpoint(shopEndpoints.startGatewayPayment, async (c) => {
    const body = c.req.valid('json');
    const { code, gateway } = c.req.valid('param');
    await c.get('rateLimits').track.consume(c);
    const customer = await optionalCustomer(c, body.shop_id);
    return ok(
      c,
      await startGatewayPayment(gatewayDeps(c), {
        shopId: body.shop_id,
        code,
        gateway,
        proof: { mobile: body.mobile, customerId: customer?.id ?? null },
        returnUrl: body.return_url,
      }),
    );
  })
  .endpoint(shopEndpoints.bkashCallback, async (c) => {
    const body = c.req.valid('json');
    await c.get('rateLimits').track.consume(c);
    return ok(
      c,
      await bkashCallback(gatewayDeps(c), { shopId: body.shop_id, paymentId: body.payment_id, status: body.status }),
    );
  })
  .endpoint(shopEndpoints.sslcommerzReturn, async (c) => {
    const body = c.req.valid('json');
    await c.get('rateLimits').track.consume(c);
    return ok(
      c,
      await sslcommerzReturn(gatewayDeps(c), {
        shopId: body.shop_id,
        tranId: body.tran_id,
        valId: body.val_id || undefined,
      }),
    );
  });

/**
 * Webhooks base (`/api/webhooks`): SSLCommerz's IPN. The form is read for its tran_id and val_id only; the
 * validation API decides. Always 200 with a word, so SSLCommerz does not retry what was ignored on purpose.
 */
export const paymentGatewaysWebhooksRoutes = new ContractRouter().endpoint(
  webhookEndpoints.sslcommerzIpn,
  async (c) => {
    const { shop_id } = c.req.valid('param');
    const form = await c.req.raw.formData().catch(() => null);
    const tranId = form?.get('tran_id');
    const valId = form?.get('val_id');
    if (typeof tranId !== 'string' || tranId.trim() === '' || tranId.length > 100) return c.text('IGNORED', 200);
    const outcome = await sslcommerzOutcome(gatewayDeps(c), {
      shopId: shop_id,
      tranId: tranId.trim(),
      valId: typeof valId === 'string' && valId.trim() !== '' ? valId.trim().slice(0, 100) : undefined,
    });
    return c.text(outcome ? outcome.outcome.toUpperCase() : 'IGNORED', 200);
  },
);
