import * as shopEndpoints from '@haat/api-contract/shop';
import { ContractRouter } from '../../lib/contract-route.ts';
import { okPublic } from '../../lib/http-cache.ts';
import { serializeShop } from './shops.serializers.ts';
import { getShopBySlug, getShopPage } from './shops.service.ts';

/** Shop base (`/api/shop`): the shop itself (through the shop lookup cache) and its pages. */
export const shopsShopRoutes = new ContractRouter()
  .endpoint(shopEndpoints.getShop, async (c) => {
    const slug = c.req.valid('param').slug.toLowerCase();
    const cached = c.get('shopCache').get(slug);
    if (cached) return okPublic(c, cached);
    const found = serializeShop(await getShopBySlug(c.get('db'), slug), c.get('storage'));
    c.get('shopCache').set(slug, found);
    return okPublic(c, found);
  })
  .endpoint(shopEndpoints.getPage, async (c) => {
    const page = await getShopPage(c.get('catalogDb'), c.req.valid('query').shop_id, c.req.valid('param').page);
    return okPublic(c, page);
  });
