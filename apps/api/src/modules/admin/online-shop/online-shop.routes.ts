import { Hono } from 'hono';
import { shopSchema, shopSettingsBodySchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { ok } from '../../../lib/envelope.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeShop } from '../../../serializers/shop.ts';
import { adminDoc } from '../admin-doc.ts';
import { updateShopSettings } from './online-shop.service.ts';

/** `PUT /online-shop` (the shop itself is read by `GET /online-shop` in the shops module). */
export const onlineShopRoutes = new Hono<AppEnv>().put(
  '/online-shop',
  adminDoc({ summary: "Replace the shop's settings", data: shopSchema, errors: [422] }),
  requireAdmin,
  validate('json', shopSettingsBodySchema),
  async (c) => {
    const parts = await updateShopSettings(c.get('db'), c.get('admin').shopId, c.req.valid('json'));
    return ok(c, serializeShop(parts, c.get('storage')), 'Settings saved');
  },
);
