import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { serializeShop } from '../../shops/shops.serializers.ts';
import { setFeaturedProduct } from './featured-product.service.ts';

export const featuredProductRoutes = new ContractRouter().endpoint(adminEndpoints.setFeaturedProduct, async (c) => {
  const parts = await setFeaturedProduct(c.get('db'), c.get('admin').shopId, c.req.valid('json').product_id);
  return ok(c, serializeShop(parts, c.get('storage')), 'Featured product saved');
});
