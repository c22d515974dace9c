import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../../lib/contract-route.ts';
import { created, ok } from '../../../lib/envelope.ts';
import { serializeOwnDomain } from '../../shops/shops.domains.serializers.ts';
import { claimShopDomain, findShopDomain, verifyShopDomain } from '../../shops/shops.domains.service.ts';

export const domainRoutes = new ContractRouter()
  .endpoint(adminEndpoints.getDomain, async (c) => {
    const found = await findShopDomain(c.get('db'), c.get('admin').shopId);
    return ok(c, found && serializeOwnDomain(found.domain, found.slug, c.get('config').domains.cnameTarget));
  })
  .endpoint(adminEndpoints.setDomain, async (c) => {
    const claimed = await claimShopDomain(
      c.get('db'),
      c.get('admin').shopId,
      c.req.valid('json').domain,
      c.get('config').marketHostSuffix,
    );
    return created(
      c,
      serializeOwnDomain(claimed.domain, claimed.slug, c.get('config').domains.cnameTarget),
      'Domain claimed',
    );
  })
  .endpoint(adminEndpoints.verifyDomain, async (c) => {
    const { shopId } = c.get('admin');
    await c.get('rateLimits').domainCheck.consume(c, String(shopId));
    const { domains } = c.get('config');
    const checked = await verifyShopDomain(c.get('db'), shopId, {
      servers: domains.resolvers,
      cnameTarget: domains.cnameTarget,
    });
    return ok(c, serializeOwnDomain(checked.domain, checked.slug, domains.cnameTarget));
  });
