import { and, count, desc, eq, max } from 'drizzle-orm';
import type { AdminProductListQuery, ProductBody } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { productImages, products } from '../../platform/db/schema.ts';
import type { ProductRow } from '../../platform/db/rows.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { offsetOf, type Page } from '../../platform/http/paginate.ts';
import { productPriceColumns } from './products.serializers.ts';
import {
  getProductDetail,
  matchesSearch,
  PRODUCT_NOT_FOUND,
  productIdsWithCode,
  type ProductDetailRows,
} from './products.service.ts';
import { requireCategory } from '../categories/categories.service.ts';
import { withStoredUpload, type ImageDeps } from '../../platform/storage/image-upload.ts';
import { withUniqueSlug } from '../../platform/db/slugs.ts';
import { insertProducts, refreshProduct, setSimpleStock } from './products.variants.service.ts';

export const MAX_PRODUCT_IMAGES = 10;

const ofShop = (shopId: number, id: number) => and(eq(products.id, id), eq(products.shopId, shopId));

/** The shop's product with this id, or 404 (also for another shop's id). */
export async function requireProduct(db: Database, shopId: number, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(ofShop(shopId, id)).limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** Newest first; `search` matches the name or Bengali name (any case, as a substring), or a variant's SKU or barcode. */
export async function listAdminProducts(
  db: Database,
  shopId: number,
  query: AdminProductListQuery,
): Promise<Page<ProductRow>> {
  if (query.category_id !== undefined) await requireCategory(db, shopId, query.category_id);
  const codeMatches = query.search === undefined ? [] : await productIdsWithCode(db, shopId, query.search);
  const where = and(
    eq(products.shopId, shopId),
    query.category_id === undefined ? undefined : eq(products.categoryId, query.category_id),
    query.search === undefined ? undefined : matchesSearch(query.search, codeMatches),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The product with description, images, category and rating (the edit form's data). */
export async function getAdminProduct(db: Database, shopId: number, id: number): Promise<ProductDetailRows> {
  const product = await requireProduct(db, shopId, id);
  return getProductDetail(db, shopId, product.slug);
}

function productColumns(body: ProductBody) {
  return {
    name: body.name,
    bnName: body.bn_name ?? null,
    categoryId: body.category_id,
    description: body.description,
    ...productPriceColumns(body),
  };
}

/** A category named in the body must be one of the shop's (404 otherwise). */
async function checkCategory(db: Database, shopId: number, categoryId: number | null): Promise<void> {
  if (categoryId !== null) await requireCategory(db, shopId, categoryId);
}

export async function createProduct(db: Database, shopId: number, body: ProductBody): Promise<ProductRow> {
  await checkCategory(db, shopId, body.category_id);
  return withUniqueSlug(db, 'products', shopId, body.name, (slug) =>
    db.transaction(async (tx) => {
      const [row] = await insertProducts(tx, [{ shopId, slug, stock: body.stock, ...productColumns(body) }]);
      return row!;
    }),
  );
}

/**
 * Replaces the product's fields; its slug stays, so shared links keep working. Its price is the one its variants
 * take unless they have their own; `stock` is a simple product's (a product with options keeps its variants' stock,
 * set with `PUT /products/{id}/variants`, decision 210).
 */
export async function updateProduct(db: Database, shopId: number, id: number, body: ProductBody): Promise<ProductRow> {
  await requireProduct(db, shopId, id);
  await checkCategory(db, shopId, body.category_id);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(products).set(productColumns(body)).where(ofShop(shopId, id)).returning();
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    await setSimpleStock(tx, row, body.stock);
    return refreshProduct(tx, row);
  });
}

export interface ProductDeps extends ImageDeps {
  db: Database;
  jobs: JobQueue;
}

/**
 * Deletes the product for good. Orders that hold it keep their lines (name, price, slug and image
 * are copied into order_items; the foreign key sets product_id to null); its images, wish-list
 * entries and reviews go with it. Image files still shown by an order line are kept.
 */
export async function deleteProduct(deps: ProductDeps, shopId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const images = await tx
      .select({ key: productImages.imageKey })
      .from(productImages)
      .where(eq(productImages.productId, id));
    const [deleted] = await tx.delete(products).where(ofShop(shopId, id)).returning({ key: products.imageKey });
    if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
    const keys = [
      ...new Set([deleted.key, ...images.map((image) => image.key)].filter((key): key is string => key !== null)),
    ];
    if (keys.length > 0) await deps.jobs.enqueue(tx, 'images.delete', { shopId, keys });
  });
}

/**
 * Adds an image to the product (WebP plus a card variant); the first one also becomes its main
 * image. At most MAX_PRODUCT_IMAGES (422).
 */
export async function addProductImage(deps: ProductDeps, shopId: number, id: number, file: File): Promise<ProductRow> {
  await requireProduct(deps.db, shopId, id);
  const [counted] = await deps.db.select({ total: count() }).from(productImages).where(eq(productImages.productId, id));
  if ((counted?.total ?? 0) >= MAX_PRODUCT_IMAGES)
    throw invalid({ image: ['validation.max_length'] }, `A product has at most ${MAX_PRODUCT_IMAGES} images`);

  return withStoredUpload(deps, { file, kind: 'product', prefix: `shops/${shopId}/products/${id}` }, (key) =>
    deps.db.transaction(async (tx) => {
      const [product] = await tx.select().from(products).where(ofShop(shopId, id)).for('update');
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const [last] = await tx
        .select({ position: max(productImages.position) })
        .from(productImages)
        .where(eq(productImages.productId, id));
      await tx
        .insert(productImages)
        .values({ shopId, productId: id, imageKey: key, position: (last?.position ?? -1) + 1 });
      if (product.imageKey !== null) return product;
      const [updated] = await tx.update(products).set({ imageKey: key }).where(ofShop(shopId, id)).returning();
      return updated!;
    }),
  );
}
