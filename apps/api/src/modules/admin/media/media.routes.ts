import { Hono } from 'hono';
import { shopSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { ok } from '../../../lib/envelope.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeShop } from '../../../serializers/shop.ts';
import { adminDoc } from '../admin-doc.ts';
import { imageFormSchema } from '../image-upload.ts';
import { removeShopImage, replaceShopImage, type ShopImageSlot } from './media.service.ts';

const SUMMARIES: Record<ShopImageSlot, { upload: string; remove: string }> = {
  banner: {
    upload: 'Upload the banner (multipart `image`; stored as WebP cropped to exactly 1920x560, plus a card variant)',
    remove: 'Remove the banner',
  },
  logo: { upload: 'Upload the logo (multipart `image`; stored as WebP plus a card variant)', remove: 'Remove the logo' },
};

function shopImageRoutes(slot: ShopImageSlot) {
  return new Hono<AppEnv>()
    .post(
      `/online-shop/${slot}`,
      adminDoc({ summary: SUMMARIES[slot].upload, data: shopSchema, errors: [413, 422] }),
      requireAdmin,
      validate('form', imageFormSchema),
      async (c) => {
        const parts = await replaceShopImage(c.var, c.get('admin').shopId, slot, c.req.valid('form').image);
        return ok(c, serializeShop(parts, c.get('storage')), 'Image saved');
      },
    )
    .delete(`/online-shop/${slot}`, adminDoc({ summary: SUMMARIES[slot].remove, data: shopSchema }), requireAdmin, async (c) => {
      const parts = await removeShopImage(c.var, c.get('admin').shopId, slot);
      return ok(c, serializeShop(parts, c.get('storage')), 'Image removed');
    });
}

/** `POST`/`DELETE /online-shop/banner` and `/online-shop/logo`. */
export const mediaRoutes = new Hono<AppEnv>().route('/', shopImageRoutes('banner')).route('/', shopImageRoutes('logo'));
