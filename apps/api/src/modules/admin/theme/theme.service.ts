import { eq } from 'drizzle-orm';
import type { Theme } from '@haat/domain/schemas';
import type { Database } from '../../../db/types.ts';
import { shops } from '../../../db/schema.ts';
import type { ShopParts } from '../../shops/shops.serializers.ts';
import { getShopById } from '../../shops/shops.service.ts';

export async function updateTheme(db: Database, shopId: number, theme: Theme): Promise<ShopParts> {
  await db.update(shops).set({ theme }).where(eq(shops.id, shopId));
  return getShopById(db, shopId);
}
