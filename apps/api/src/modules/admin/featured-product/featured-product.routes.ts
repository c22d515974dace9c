import { Hono } from 'hono';
import { featuredProductBodySchema, shopSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { ok } from '../../../lib/envelope.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeShop } from '../../../serializers/shop.ts';
import { adminDoc } from '../admin-doc.ts';
import { setFeaturedProduct } from './featured-product.service.ts';

export const featuredProductRoutes = new Hono<AppEnv>().put(
  '/featured-product',
  adminDoc({ summary: "Feature one of the shop's products on its home page (null clears it)", data: shopSchema, errors: [404, 422] }),
  requireAdmin,
  validate('json', featuredProductBodySchema),
  async (c) => {
    const parts = await setFeaturedProduct(c.get('db'), c.get('admin').shopId, c.req.valid('json').product_id);
    return ok(c, serializeShop(parts, c.get('storage')), 'Featured product saved');
  },
);
