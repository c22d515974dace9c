import * as shopEndpoints from '@haat/api-contract/shop';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { previewDiscount } from './discounts.preview.ts';

/** Shop base (`/api/shop`): checkout's preview of a cart's discounts (decision 221). */
export const discountsShopRoutes = new ContractRouter().endpoint(shopEndpoints.previewDiscount, async (c) => {
  const body = c.req.valid('json');
  // Per client address; with a code, per shop and code too (guessing codes is slow).
  await c
    .get('rateLimits')
    .discountPreview.consume(c, body.code === undefined ? undefined : `${body.shop_id}:${body.code}`);
  return ok(c, await previewDiscount(c.get('db'), body));
});
