import * as webhookEndpoints from '@haat/api-contract/webhooks';
import type { CourierName } from '@haat/domain/couriers';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import type { CourierCredentials } from '../../integrations/couriers/courier-credentials.ts';
import { createCourier } from '../../integrations/couriers/create-courier.ts';
import { bearerToken } from '../../integrations/couriers/webhook.ts';
import { accountForWebhook } from './courier-accounts.service.ts';
import { applyWebhookUpdate } from './shipments.tracking.service.ts';

/** The secret a call presents, where its courier puts it (decision 72). */
function presentedSecret(courier: CourierName, request: Request): string | undefined {
  switch (courier) {
    case 'steadfast':
      return bearerToken(request.headers.get('authorization'));
    case 'pathao':
      return request.headers.get('x-pathao-signature') ?? undefined;
    case 'redx':
      return new URL(request.url).searchParams.get('token') ?? undefined;
  }
}

/** An account without a webhook secret: its adapter refuses every call the way its courier expects. */
function unknownAccount(courier: CourierName): CourierCredentials {
  switch (courier) {
    case 'steadfast':
      return { courier, apiKey: '-', secretKey: '-' };
    case 'pathao':
      return { courier, clientId: '-', clientSecret: '-', username: '-', password: '-', storeId: 1 };
    case 'redx':
      return { courier, accessToken: '-' };
  }
}

/**
 * Webhooks base (`/api/webhooks`): couriers' status calls. The call's secret finds the shop's account
 * (by its hash); the adapter verifies it in constant time and reads the body; a verified update is applied
 * once. The answer is the adapter's, in the courier's own shape.
 */
export const shipmentsWebhooksRoutes = new ContractRouter().endpoint(webhookEndpoints.courierWebhook, async (c) => {
  const { courier } = c.req.valid('param');
  const request = c.req.raw;
  const account = await accountForWebhook(c.get('db'), c.get('config'), courier, presentedSecret(courier, request));
  const result = await createCourier(account?.credentials ?? unknownAccount(courier), c.get('config')).parseWebhook(
    request,
  );
  if (account && result.accepted && result.update) {
    const outcome = await applyWebhookUpdate(c.get('db'), account.shopId, courier, result.update, {
      jobs: c.get('jobs'),
      config: c.get('config'),
    });
    c.get('logger').info('courier webhook', {
      courier,
      shop_id: account.shopId,
      outcome,
      courier_status: result.update.courierStatus,
    });
  } else if (!result.accepted) {
    c.get('logger').warn('courier webhook refused', { courier, reason: result.reason });
  }
  const { status, headers, body } = result.reply;
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
});
