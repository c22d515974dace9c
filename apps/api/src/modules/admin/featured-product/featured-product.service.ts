import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/types.ts';
import { products, shops } from '../../../db/schema.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ShopParts } from '../../shops/shops.serializers.ts';
import { PRODUCT_NOT_FOUND } from '../../products/products.service.ts';
import { getShopById } from '../../shops/shops.service.ts';

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
