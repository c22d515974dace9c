/** What an owner changes of the shop itself: its settings, theme and featured product. Each answers the shop as read afterwards. */
import { and, eq, sql } from 'drizzle-orm';
import type { ShopSettingsBody, Theme } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { products, shops } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { PRODUCT_NOT_FOUND } from '../products/products.service.ts';
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
      // The order-operations keys and the feed token have their own endpoints (`/order-settings`, SMS, `/meta-feed`): kept.
      settings: sql`${JSON.stringify(body.online_shop_settings)}::jsonb || (
        select coalesce(jsonb_object_agg(kept.key, kept.value), '{}'::jsonb)
          from jsonb_each(${shops.settings}) as kept where kept.key in ('orders', 'cod_risk', 'sms', 'meta_feed'))`,
    })
    .where(eq(shops.id, shopId));
  return getShopById(db, shopId);
}

export async function updateTheme(db: Database, shopId: number, theme: Theme): Promise<ShopParts> {
  await db.update(shops).set({ theme }).where(eq(shops.id, shopId));
  return getShopById(db, shopId);
}

/** Features one of the shop's products (404 for any other id), or clears it with null. */
export async function setFeaturedProduct(db: Database, shopId: number, productId: number | null): Promise<ShopParts> {
  await db.transaction(async (tx) => {
    if (productId !== null) {
      // Locked so the product cannot be deleted between this check and the update.
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
        .for('share');
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
    }
    await tx.update(shops).set({ featuredProductId: productId }).where(eq(shops.id, shopId));
  });
  return getShopById(db, shopId);
}
