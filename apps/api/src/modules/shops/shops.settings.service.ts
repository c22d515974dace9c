import { eq } from 'drizzle-orm';
import type { ShopSettingsBody } from '@haat/domain/schemas';
import type { Database } from '../../db/types.ts';
import { shops } from '../../db/schema.ts';
import type { ShopParts } from './shops.serializers.ts';
import { getShopById } from './shops.service.ts';

/**
 * Replaces the shop's settings (`PUT /online-shop`). Tracking ids arrive validated by the domain
 * fields (GTM-XXXX, digits), so nothing an owner stores can become script.
 */
export async function updateShopSettings(db: Database, shopId: number, body: ShopSettingsBody): Promise<ShopParts> {
  await db
    .update(shops)
    .set({
      name: body.name,
      bnName: body.bn_name,
      address: body.address,
      publicNumber: body.public_number,
      facebook: body.facebook,
      twitter: body.twitter,
      instagram: body.instagram,
      youtube: body.youtube,
      tiktok: body.tiktok,
      metaTitle: body.meta_title,
      metaDescription: body.meta_description,
      public: body.public,
      settings: body.online_shop_settings,
    })
    .where(eq(shops.id, shopId));
  return getShopById(db, shopId);
}
