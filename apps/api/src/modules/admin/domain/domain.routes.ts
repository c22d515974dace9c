import { Hono } from 'hono';
import * as v from 'valibot';
import { domainBodySchema, ownDomainSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { created, ok } from '../../../lib/envelope.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeOwnDomain } from '../../../serializers/domain-record.ts';
import { adminDoc } from '../admin-doc.ts';
import { claimShopDomain, findShopDomain, verifyShopDomain } from './domain.service.ts';

export const domainRoutes = new Hono<AppEnv>()
  .get(
    '/online-shop/domain',
    adminDoc({ summary: "The shop's own domain with its DNS steps; null when it has none", data: v.nullable(ownDomainSchema) }),
    requireAdmin,
    async (c) => {
      const found = await findShopDomain(c.get('db'), c.get('admin').shopId);
      return ok(c, found && serializeOwnDomain(found.domain, found.slug, c.get('config').domains.cnameTarget));
    },
  )
  .post(
    '/online-shop/domain',
    adminDoc({
      summary: 'Claim an own domain: unverified until its DNS proof is found (POST /online-shop/domain/verify)',
      description:
        'Publish the TXT record `txt_record` (or point the domain with a CNAME to `cname_target`), then verify. A claim not yet ' +
        'proven may be replaced; a verified domain changes only through support (409). A domain another shop verified is 409.',
      data: ownDomainSchema,
      status: 201,
      errors: [409, 422],
    }),
    requireAdmin,
    validate('json', domainBodySchema),
    async (c) => {
      const claimed = await claimShopDomain(c.get('db'), c.get('admin').shopId, c.req.valid('json').domain, c.get('config').marketHostSuffix);
      return created(c, serializeOwnDomain(claimed.domain, claimed.slug, c.get('config').domains.cnameTarget), 'Domain claimed');
    },
  )
  .post(
    '/online-shop/domain/verify',
    adminDoc({
      summary: 'Look for the DNS proof now: verified when found, otherwise `check_error` says what was missing',
      data: ownDomainSchema,
      errors: [404, 409, 429],
    }),
    requireAdmin,
    async (c) => {
      const { shopId } = c.get('admin');
      await c.get('rateLimits').domainCheck.consume(c, String(shopId));
      const { domains } = c.get('config');
      const checked = await verifyShopDomain(c.get('db'), shopId, { servers: domains.resolvers, cnameTarget: domains.cnameTarget });
      return ok(c, serializeOwnDomain(checked.domain, checked.slug, domains.cnameTarget));
    },
  );
