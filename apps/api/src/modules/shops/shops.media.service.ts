import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { shops } from '../../platform/db/schema.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import type { ShopParts } from './shops.serializers.ts';
import { getShopById } from './shops.service.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { withStoredUpload, type ImageDeps } from '../../platform/storage/image-upload.ts';

export type ShopImageSlot = 'banner' | 'logo';

const KEY_FIELD = { banner: 'bannerKey', logo: 'logoKey' } as const satisfies Record<ShopImageSlot, keyof ShopRow>;

export interface MediaDeps extends ImageDeps {
  db: Database;
  jobs: JobQueue;
}

/** Points the slot at `key` (or clears it); the image it held before is deleted by a job of the same transaction. */
async function swapImageKey(deps: MediaDeps, shopId: number, slot: ShopImageSlot, key: string | null): Promise<void> {
  const field = KEY_FIELD[slot];
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ old: shops[field] }).from(shops).where(eq(shops.id, shopId)).for('update');
    await tx
      .update(shops)
      .set({ [field]: key })
      .where(eq(shops.id, shopId));
    if (row?.old) await deps.jobs.enqueue(tx, 'images.delete', { shopId, keys: [row.old] });
  });
}

/**
 * Stores a new banner (cropped to 1920x560) or logo, then points the shop at it; the old files
 * are deleted only after the database no longer names them.
 */
export async function replaceShopImage(
  deps: MediaDeps,
  shopId: number,
  slot: ShopImageSlot,
  file: File,
): Promise<ShopParts> {
  await withStoredUpload(deps, { file, kind: slot, prefix: `shops/${shopId}/${slot}` }, (key) =>
    swapImageKey(deps, shopId, slot, key),
  );
  return getShopById(deps.db, shopId);
}

export async function removeShopImage(deps: MediaDeps, shopId: number, slot: ShopImageSlot): Promise<ShopParts> {
  await swapImageKey(deps, shopId, slot, null);
  return getShopById(deps.db, shopId);
}
