import * as domainsEndpoints from '@haat/api-contract/domains';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { okPublic } from '../../platform/http/http-cache.ts';
import { TOO_MANY_ATTEMPTS } from '../../platform/http/rate-limit.ts';
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
    const hostname = await isDomainAllowed(c.get('db'), domain, c.get('config').marketHostSuffix);
    if (hostname === null) throw notFound('Domain not allowed');
    // 429: this minute's new certificates are spent; Caddy refuses the handshake and asks again on the next one.
    if (!(await c.get('rateLimits').certificates.allow(hostname))) throw new HttpError(429, TOO_MANY_ATTEMPTS);
    return ok(c, { domain });
  });
