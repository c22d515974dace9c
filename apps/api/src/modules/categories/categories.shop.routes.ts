import * as shopEndpoints from '@haat/api-contract/shop';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { okPublic } from '../../platform/http/http-cache.ts';
import { serializeCategory } from './categories.serializers.ts';
import { listCategories } from './categories.service.ts';

/** Shop base (`/api/shop`): the shop's categories. */
export const categoriesShopRoutes = new ContractRouter().endpoint(shopEndpoints.listCategories, async (c) => {
  const rows = await listCategories(c.get('catalogDb'), c.req.valid('query').shop_id, { shoppers: true });
  return okPublic(
    c,
    rows.map((row) => serializeCategory(row.category, row.productCount)),
  );
});
