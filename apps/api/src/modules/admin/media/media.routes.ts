import type { Context } from 'hono';
import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter, type AccessEnv } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { serializeShop } from '../../shops/shops.serializers.ts';
import { removeShopImage, replaceShopImage, type ShopImageSlot } from '../../shops/shops.media.service.ts';

type AdminContext = Context<AccessEnv<'admin'>>;

async function saveImage(c: AdminContext, slot: ShopImageSlot, image: File) {
  const parts = await replaceShopImage(c.var, c.get('admin').shopId, slot, image);
  return ok(c, serializeShop(parts, c.get('storage')), 'Image saved');
}

async function removeImage(c: AdminContext, slot: ShopImageSlot) {
  const parts = await removeShopImage(c.var, c.get('admin').shopId, slot);
  return ok(c, serializeShop(parts, c.get('storage')), 'Image removed');
}

/** `POST`/`DELETE /online-shop/banner` and `/online-shop/logo`. */
export const mediaRoutes = new ContractRouter()
  .endpoint(adminEndpoints.uploadBanner, (c) => saveImage(c, 'banner', c.req.valid('form').image))
  .endpoint(adminEndpoints.deleteBanner, (c) => removeImage(c, 'banner'))
  .endpoint(adminEndpoints.uploadLogo, (c) => saveImage(c, 'logo', c.req.valid('form').image))
  .endpoint(adminEndpoints.deleteLogo, (c) => removeImage(c, 'logo'));
