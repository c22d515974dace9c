import * as shopEndpoints from '@haat/api-contract/shop';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { okPublic } from '../../platform/http/http-cache.ts';
import { serializePublicShop } from './shops.serializers.ts';
import { getShopBySlug, getShopPage } from './shops.service.ts';

/** Shop base (`/api/shop`): the shop itself (through the shop lookup cache) and its pages. */
export const shopsShopRoutes = new ContractRouter()
  .endpoint(shopEndpoints.getShop, async (c) => {
    const slug = c.req.valid('param').slug.toLowerCase();
    const cached = c.get('shopCache').get(slug);
    if (cached) return okPublic(c, cached);
    const parts = await getShopBySlug(c.get('db'), slug);
    // An unpublished shop answers too, for its panel (decision 018).
    const found = serializePublicShop(parts, c.get('storage'));
    c.get('shopCache').set(slug, found);
    return okPublic(c, found);
  })
  .endpoint(shopEndpoints.getPage, async (c) => {
    const page = await getShopPage(c.get('catalogDb'), c.req.valid('query').shop_id, c.req.valid('param').page);
    return okPublic(c, page);
  });
