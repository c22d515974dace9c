import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { products, wishlistItems } from '../../platform/db/schema.ts';
import type { ProductRow } from '../../platform/db/rows.ts';
import type { CustomerIdentity } from '../../platform/auth/customer-session.ts';
import { notFound } from '../../platform/http/errors.ts';
import { PRODUCT_NOT_FOUND } from '../products/products.service.ts';

/** The wish list's products, the latest added first. */
export async function listWishlist(db: Database, who: CustomerIdentity): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products })
    .from(wishlistItems)
    .innerJoin(products, and(eq(products.id, wishlistItems.productId), eq(products.shopId, who.shopId)))
    .where(and(eq(wishlistItems.customerId, who.id), eq(wishlistItems.shopId, who.shopId)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return rows.map((row) => row.product);
}

async function requireShopProduct(db: Database, shopId: number, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
}

async function insertItems(db: Database, who: CustomerIdentity, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(wishlistItems)
    .values(productIds.map((productId) => ({ shopId: who.shopId, customerId: who.id, productId })))
    .onConflictDoNothing({ target: [wishlistItems.customerId, wishlistItems.productId] });
}

/** Adds a product of the customer's shop (404 for any other); adding it twice keeps one entry. */
export async function addToWishlist(db: Database, who: CustomerIdentity, productId: number): Promise<ProductRow[]> {
  await requireShopProduct(db, who.shopId, productId);
  await insertItems(db, who, [productId]);
  return listWishlist(db, who);
}

/** Removes a product of the customer's shop (404 for any other); removing an absent one is fine. */
export async function removeFromWishlist(
  db: Database,
  who: CustomerIdentity,
  productId: number,
): Promise<ProductRow[]> {
  await requireShopProduct(db, who.shopId, productId);
  await db
    .delete(wishlistItems)
    .where(
      and(
        eq(wishlistItems.customerId, who.id),
        eq(wishlistItems.shopId, who.shopId),
        eq(wishlistItems.productId, productId),
      ),
    );
  return listWishlist(db, who);
}

/** Merges a device's wish list into the account's; ids that are not products of this shop are skipped. */
export async function syncWishlist(db: Database, who: CustomerIdentity, productIds: number[]): Promise<ProductRow[]> {
  const wanted = [...new Set(productIds)];
  if (wanted.length > 0) {
    const known = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, who.shopId), inArray(products.id, wanted)));
    await insertItems(
      db,
      who,
      known.map((product) => product.id),
    );
  }
  return listWishlist(db, who);
}
