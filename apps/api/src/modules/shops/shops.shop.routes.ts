import * as adminEndpoints from '@haat/api-contract/admin';
import * as domainsEndpoints from '@haat/api-contract/domains';
import * as shopEndpoints from '@haat/api-contract/shop';
import { ContractRouter } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { okPublic } from '../../lib/http-cache.ts';
import { serializeApkLead } from '../apk-lead/apk-lead.serializers.ts';
import { serializeDeliveryPackage } from '../delivery-packages/delivery-packages.serializers.ts';
import { serializeDomainRecord } from './shops.domains.serializers.ts';
import { serializeShop } from './shops.serializers.ts';
import {
  findApkLead,
  getDomainInfo,
  getShopById,
  getShopBySlug,
  getShopPage,
  isDomainAllowed,
  listDeliveryPackages,
} from './shops.service.ts';

/** Shop base (`/api/shop`): the shop itself, its pages and delivery packages. */
export const shopsRoutes = new ContractRouter()
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
  })
  .endpoint(shopEndpoints.listDeliveryPackages, async (c) => {
    const packages = await listDeliveryPackages(c.get('catalogDb'), c.req.valid('query').shop_id);
    return okPublic(c, packages.map(serializeDeliveryPackage));
  });

/** Admin v2 base (`/api/admin/v2`): custom-domain lookups for the storefront and the TLS proxy. */
export const domainsRoutes = new ContractRouter()
  .endpoint(domainsEndpoints.getDomainInfo, async (c) => {
    const { domain, slug } = await getDomainInfo(c.get('db'), c.req.valid('query').domain);
    return okPublic(c, serializeDomainRecord(domain, slug));
  })
  .endpoint(domainsEndpoints.isDomainAllowed, async (c) => {
    const { domain } = c.req.valid('query');
    if (!(await isDomainAllowed(c.get('db'), domain, c.get('config').marketHostSuffix)))
      throw notFound('Domain not allowed');
    return ok(c, { domain });
  });

/** Admin v3 base (`/api/admin/v3`): the owner's own shop. */
export const shopsAdminRoutes = new ContractRouter().endpoint(adminEndpoints.getOnlineShop, async (c) => {
  const shopId = c.get('admin').shopId;
  const [parts, lead] = await Promise.all([getShopById(c.get('db'), shopId), findApkLead(c.get('db'), shopId)]);
  return ok(c, { shop: serializeShop(parts, c.get('storage')), apk_lead: lead && serializeApkLead(lead) });
});
