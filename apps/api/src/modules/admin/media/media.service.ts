import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/types.ts';
import { shops } from '../../../db/schema.ts';
import type { ShopParts } from '../../../serializers/shop.ts';
import { getShopById } from '../../shops/shops.service.ts';
import { discardImage, withStoredUpload, type ImageDeps } from '../image-upload.ts';

export type ShopImageSlot = 'banner' | 'logo';

const KEY_FIELD = { banner: 'bannerKey', logo: 'logoKey' } as const satisfies Record<ShopImageSlot, keyof typeof shops.$inferSelect>;

/** Points the slot at `key` (or clears it) and returns the key it held before. */
async function swapImageKey(db: Database, shopId: number, slot: ShopImageSlot, key: string | null): Promise<string | null> {
  const field = KEY_FIELD[slot];
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ old: shops[field] }).from(shops).where(eq(shops.id, shopId)).for('update');
    await tx.update(shops).set({ [field]: key }).where(eq(shops.id, shopId));
    return row?.old ?? null;
  });
}

export interface MediaDeps extends ImageDeps {
  db: Database;
}

/**
 * Stores a new banner (cropped to 1920x560) or logo, then points the shop at it; the old files
 * are deleted only after the database no longer names them.
 */
export async function replaceShopImage(deps: MediaDeps, shopId: number, slot: ShopImageSlot, file: File): Promise<ShopParts> {
  const old = await withStoredUpload(deps, { file, kind: slot, prefix: `shops/${shopId}/${slot}` }, (key) =>
    swapImageKey(deps.db, shopId, slot, key),
  );
  await discardImage(deps, old);
  return getShopById(deps.db, shopId);
}

export async function removeShopImage(deps: MediaDeps, shopId: number, slot: ShopImageSlot): Promise<ShopParts> {
  const old = await swapImageKey(deps.db, shopId, slot, null);
  await discardImage(deps, old);
  return getShopById(deps.db, shopId);
}
