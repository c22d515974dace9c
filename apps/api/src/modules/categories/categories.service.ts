import { and, asc, count, eq, max } from 'drizzle-orm';
import type { CategoryBody } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { categories, products } from '../../platform/db/schema.ts';
import type { CategoryRow } from '../../platform/db/rows.ts';
import { notFound } from '../../platform/http/errors.ts';
import { withUniqueSlug } from '../../platform/db/slugs.ts';
import { requireShop, type ShopAudience } from '../shops/shops.service.ts';

export const CATEGORY_NOT_FOUND = 'Category not found';

export interface CategoryWithCount {
  category: CategoryRow;
  productCount: number;
}

/** Categories with the number of products in each, in the owner's order; 404 for an unknown shop (or, for shoppers, an unpublished one). */
export async function listCategories(
  db: Database,
  shopId: number,
  audience: ShopAudience = {},
): Promise<CategoryWithCount[]> {
  await requireShop(db, shopId, audience);
  return db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(eq(categories.shopId, shopId))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.id));
}

const ofShop = (shopId: number, id: number) => and(eq(categories.id, id), eq(categories.shopId, shopId));

/** The shop's category with this id, or 404 (also for another shop's id). */
export async function requireCategory(db: Database, shopId: number, id: number): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(ofShop(shopId, id)).limit(1);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** A new category goes last; its slug comes from the name, unique within the shop. */
export async function createCategory(db: Database, shopId: number, body: CategoryBody): Promise<CategoryWithCount> {
  const [last] = await db
    .select({ position: max(categories.position) })
    .from(categories)
    .where(eq(categories.shopId, shopId));
  const category = await withUniqueSlug(db, 'categories', shopId, body.name, async (slug) => {
    const [row] = await db
      .insert(categories)
      .values({
        shopId,
        slug,
        name: body.name,
        bnName: body.bn_name ?? null,
        icon: body.icon ?? null,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    return row!;
  });
  return { category, productCount: 0 };
}

/** Renames a category; its slug stays, so links to it keep working. */
export async function updateCategory(
  db: Database,
  shopId: number,
  id: number,
  body: CategoryBody,
): Promise<CategoryWithCount> {
  const [category] = await db
    .update(categories)
    .set({ name: body.name, bnName: body.bn_name ?? null, icon: body.icon ?? null })
    .where(ofShop(shopId, id))
    .returning();
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.categoryId, id)));
  return { category, productCount: counted?.total ?? 0 };
}

/** Deletes a category; its products stay, uncategorised (the foreign key sets their category_id to null). */
export async function deleteCategory(db: Database, shopId: number, id: number): Promise<void> {
  const deleted = await db.delete(categories).where(ofShop(shopId, id)).returning({ id: categories.id });
  if (deleted.length === 0) throw notFound(CATEGORY_NOT_FOUND);
}
