import { Hono } from 'hono';
import * as v from 'valibot';
import { domainBodySchema, domainRecordSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { created, ok } from '../../../lib/envelope.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeDomainRecord } from '../../../serializers/domain-record.ts';
import { adminDoc } from '../admin-doc.ts';
import { addShopDomain, findShopDomain } from './domain.service.ts';

export const domainRoutes = new Hono<AppEnv>()
  .get(
    '/online-shop/domain',
    adminDoc({ summary: "The shop's own domain; null when it has none", data: v.nullable(domainRecordSchema) }),
    requireAdmin,
    async (c) => {
      const found = await findShopDomain(c.get('db'), c.get('admin').shopId);
      return ok(c, found && serializeDomainRecord(found.domain, found.slug));
    },
  )
  .post(
    '/online-shop/domain',
    adminDoc({
      summary: 'Connect an own domain (once: changing it goes through support)',
      data: domainRecordSchema,
      status: 201,
      errors: [409, 422],
    }),
    requireAdmin,
    validate('json', domainBodySchema),
    async (c) => {
      const added = await addShopDomain(c.get('db'), c.get('admin').shopId, c.req.valid('json').domain, c.get('config').marketHostSuffix);
      return created(c, serializeDomainRecord(added.domain, added.slug), 'Domain connected');
    },
  );
