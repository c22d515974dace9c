import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { serializeShop } from '../../shops/shops.serializers.ts';
import { updateTheme } from './theme.service.ts';

export const themeRoutes = new ContractRouter().endpoint(adminEndpoints.updateTheme, async (c) => {
  const parts = await updateTheme(c.get('db'), c.get('admin').shopId, c.req.valid('json').theme);
  return ok(c, serializeShop(parts, c.get('storage')), 'Theme saved');
});
