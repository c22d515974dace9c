import { Hono } from 'hono';
import { shopSchema, themeBodySchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { ok } from '../../../lib/envelope.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeShop } from '../../../serializers/shop.ts';
import { adminDoc } from '../admin-doc.ts';
import { updateTheme } from './theme.service.ts';

export const themeRoutes = new Hono<AppEnv>().put(
  '/online-shop/theme',
  adminDoc({ summary: "Choose the storefront's theme (1, 2 or 3)", data: shopSchema, errors: [422] }),
  requireAdmin,
  validate('json', themeBodySchema),
  async (c) => {
    const parts = await updateTheme(c.get('db'), c.get('admin').shopId, c.req.valid('json').theme);
    return ok(c, serializeShop(parts, c.get('storage')), 'Theme saved');
  },
);
