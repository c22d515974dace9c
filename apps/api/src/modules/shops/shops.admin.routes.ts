import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { serializeShop } from './shops.serializers.ts';
import { updateShopSettings } from './shops.settings.service.ts';

/** `PUT /online-shop` (the shop itself is read by `GET /online-shop` in the shops module). */
export const onlineShopRoutes = new ContractRouter().endpoint(adminEndpoints.updateOnlineShop, async (c) => {
  const parts = await updateShopSettings(c.get('db'), c.get('admin').shopId, c.req.valid('json'));
  return ok(c, serializeShop(parts, c.get('storage')), 'Settings saved');
});
