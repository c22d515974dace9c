import { Hono } from 'hono';
import * as v from 'valibot';
import {
  adminShopResponseSchema,
  deliveryPackageSchema,
  domainQuerySchema,
  domainRecordSchema,
  pageSchema,
  shopQuerySchema,
  shopSchema,
} from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireAdmin } from '../../lib/auth/admin-token.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { describe } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { serializeApkLead } from '../../serializers/apk-lead.ts';
import { serializeDeliveryPackage } from '../../serializers/delivery-package.ts';
import { serializeDomainRecord } from '../../serializers/domain-record.ts';
import { serializeShop } from '../../serializers/shop.ts';
import {
  findApkLead,
  getDomainInfo,
  getShopById,
  getShopBySlug,
  getShopPage,
  isDomainAllowed,
  listDeliveryPackages,
} from './shops.service.ts';

const pathText = (max: number) =>
  v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.max_length'));

/** Shop base (`/api/shop`): the shop itself, its pages and delivery packages. */
export const shopsRoutes = new Hono<AppEnv>()
  .get(
    '/online-shop/:slug',
    describe({ tags: ['shop'], summary: 'A shop by its slug (published or not)', data: shopSchema, errors: [404] }),
    validate('param', v.object({ slug: pathText(100) })),
    async (c) => {
      const slug = c.req.valid('param').slug.toLowerCase();
      const cached = c.get('shopCache').get(slug);
      if (cached) return ok(c, cached);
      const shop = serializeShop(await getShopBySlug(c.get('db'), slug), c.get('storage'));
      c.get('shopCache').set(slug, shop);
      return ok(c, shop);
    },
  )
  .get(
    '/pages/:page',
    describe({ tags: ['shop'], summary: "A shop's information page", data: pageSchema, errors: [404, 422] }),
    validate('param', v.object({ page: pathText(50) })),
    validate('query', shopQuerySchema),
    async (c) => {
      const page = await getShopPage(c.get('db'), c.req.valid('query').shop_id, c.req.valid('param').page);
      return ok(c, page);
    },
  )
  .get(
    '/delivery-packages',
    describe({ tags: ['shop'], summary: "A shop's delivery packages", data: v.array(deliveryPackageSchema), errors: [404, 422] }),
    validate('query', shopQuerySchema),
    async (c) => {
      const packages = await listDeliveryPackages(c.get('db'), c.req.valid('query').shop_id);
      return ok(c, packages.map(serializeDeliveryPackage));
    },
  );

/** Admin v2 base (`/api/admin/v2`): custom-domain lookups for the storefront and the TLS proxy. */
export const domainsRoutes = new Hono<AppEnv>()
  .get(
    '/getDomainInfo',
    describe({ tags: ['domains'], summary: 'The shop a custom domain serves', data: domainRecordSchema, errors: [404, 422] }),
    validate('query', domainQuerySchema),
    async (c) => {
      const { domain, slug } = await getDomainInfo(c.get('db'), c.req.valid('query').domain);
      return ok(c, serializeDomainRecord(domain, slug));
    },
  )
  .get(
    '/domain-allowed',
    describe({
      tags: ['domains'],
      summary: 'Whether a TLS proxy may issue a certificate for this host (200) or not (404)',
      data: v.object({ domain: v.string() }),
      errors: [404, 422],
    }),
    validate('query', domainQuerySchema),
    async (c) => {
      const { domain } = c.req.valid('query');
      if (!(await isDomainAllowed(c.get('db'), domain, c.get('config').marketHostSuffix))) throw notFound('Domain not allowed');
      return ok(c, { domain });
    },
  );

/**
 * Admin v3 base (`/api/admin/v3`): the owner's own shop. Each route names requireAdmin in its own
 * chain (a router-wide `.use` would also cover other modules' routes mounted on the same base).
 */
export const shopsAdminRoutes = new Hono<AppEnv>().get(
  '/online-shop',
  describe({
    tags: ['admin'],
    summary: "The admin's shop and its app-building request",
    data: adminShopResponseSchema,
    auth: 'adminToken',
    errors: [401, 403],
  }),
  requireAdmin,
  async (c) => {
    const shopId = c.get('admin').shopId;
    const [parts, lead] = await Promise.all([getShopById(c.get('db'), shopId), findApkLead(c.get('db'), shopId)]);
    return ok(c, { shop: serializeShop(parts, c.get('storage')), apk_lead: lead && serializeApkLead(lead) });
  },
);
