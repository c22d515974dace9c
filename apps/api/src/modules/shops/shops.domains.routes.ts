import * as domainsEndpoints from '@haat/api-contract/domains';
import { ContractRouter } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { okPublic } from '../../lib/http-cache.ts';
import { serializeDomainRecord } from './shops.domains.serializers.ts';
import { getDomainInfo, isDomainAllowed } from './shops.domains.service.ts';

/** Admin v2 base (`/api/admin/v2`): custom-domain lookups for the storefront and the TLS proxy. */
export const shopsDomainsRoutes = new ContractRouter()
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
