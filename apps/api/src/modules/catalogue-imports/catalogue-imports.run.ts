/**
 * The `catalogue.import` job (decision 216): imports the stored plan one product at a time, from the first one not
 * done (a retried job goes on where it stopped). Each batch is matched against the shop again when it starts, so
 * a product made by an earlier attempt is updated, not made twice. Per product: the product row (made with its
 * handle, or updated), its pictures not yet fetched (outside any transaction), then its options and variants
 * through the variant grid's own service (`setProductVariants`). A product that fails is an error of the import;
 * the others go on.
 */
import { and, asc, eq, max, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { importError, type ImportError, type ImportProduct } from '@haat/domain/catalogue-csv';
import { productVariantsBodySchema, type ProductOption } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { catalogueImports, productImages, products } from '../../platform/db/schema.ts';
import type { ProductRow } from '../../platform/db/rows.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { withUniqueSlug } from '../../platform/db/slugs.ts';
import { errorFields, type Logger } from '../../platform/observability/logger.ts';
import { fullKey, processImage, storeImage } from '../../platform/storage/images.ts';
import { fetchRemoteImage, RemoteImageError } from '../../platform/storage/remote-image.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';
import { productPriceColumns } from '../products/products.serializers.ts';
import { insertProducts, setProductVariants } from '../products/products.variants.service.ts';
import { matchPlan } from './catalogue-imports.match.ts';

export interface ImportDeps {
  db: Database;
  storage: ImageStorage;
  logger: Logger;
  /** Pictures may come from private addresses (tests only). */
  allowPrivatePictures: boolean;
}

/** Products matched and imported together; progress is written after each product. */
const BATCH = 50;

/** The product's own price: its first variant's (the others keep theirs only where they differ). */
const productPrice = (product: ImportProduct) => ({
  selling_price: product.variants[0]!.selling_price,
  discount: product.variants[0]!.discount,
  discount_type: 'FIXED' as const,
});

/** The options as stored, keeping the Bengali names and swatch colours the shop gave them since. */
function optionsBody(product: ImportProduct, existing: ProductOption[]) {
  return product.options.map((option) => {
    const before = existing.find((known) => known.name.toLowerCase() === option.name.toLowerCase());
    return {
      name: option.name,
      bn_name: before?.bn_name ?? undefined,
      values: option.values.map((name) => {
        const value = before?.values.find((known) => known.name.toLowerCase() === name.toLowerCase());
        return { name, bn_name: value?.bn_name ?? undefined, color: value?.color ?? undefined };
      }),
    };
  });
}

/** Makes or updates the product row; answers it and whether it was made. */
async function saveProductRow(
  db: Database,
  shopId: number,
  product: ImportProduct,
  productId: number | null,
  slugFrom: string,
): Promise<{ row: ProductRow; created: boolean }> {
  const columns = {
    name: product.name,
    description: product.description,
    handle: product.handle,
    ...productPriceColumns(productPrice(product)),
  };
  if (productId !== null) {
    const [row] = await db
      .update(products)
      .set(columns)
      .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
      .returning();
    if (row) return { row, created: false };
  }
  const row = await withUniqueSlug(db, 'products', shopId, slugFrom, (slug) =>
    db.transaction(async (tx) => {
      const [made] = await insertProducts(tx, [{ shopId, slug, stock: 0, categoryId: null, ...columns }]);
      return made!;
    }),
  );
  return { row, created: true };
}

/** Fetches and stores the pictures the product does not have yet; answers every picture's id by its address. */
async function savePictures(
  deps: ImportDeps,
  shopId: number,
  product: ImportProduct,
  row: ProductRow,
  errors: ImportError[],
): Promise<{ ids: Map<string, number>; added: number }> {
  const have = await deps.db
    .select({ id: productImages.id, url: productImages.sourceUrl, key: productImages.imageKey })
    .from(productImages)
    .where(eq(productImages.productId, row.id))
    .orderBy(asc(productImages.position));
  // A picture is known by the address it was fetched from, or by its own address (the shop's export names those).
  const ids = new Map(
    have.flatMap((image) => [
      [deps.storage.url(fullKey(image.key)), image.id] as const,
      ...(image.url ? [[image.url, image.id] as const] : []),
    ]),
  );
  let added = 0;
  for (const url of product.images) {
    if (ids.has(url)) continue;
    let key: string;
    try {
      const bytes = await fetchRemoteImage(url, { allowPrivate: deps.allowPrivatePictures });
      key = await storeImage(deps.storage, `shops/${shopId}/products/${row.id}`, await processImage(bytes, 'product'));
    } catch (error) {
      const detail =
        error instanceof RemoteImageError || error instanceof HttpError ? error.message : 'could not be stored';
      if (!(error instanceof RemoteImageError || error instanceof HttpError))
        deps.logger.warn('import picture failed', { url, ...errorFields(error) });
      errors.push(
        importError(
          'picture_failed',
          { row: product.rows[0] ?? null, handle: product.handle, column: 'Image Src' },
          { value: url, detail },
        ),
      );
      continue;
    }
    const image = await deps.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: max(productImages.position) })
        .from(productImages)
        .where(eq(productImages.productId, row.id));
      const [inserted] = await tx
        .insert(productImages)
        .values({ shopId, productId: row.id, imageKey: key, sourceUrl: url, position: (last?.position ?? -1) + 1 })
        .returning({ id: productImages.id });
      await tx
        .update(products)
        .set({ imageKey: key })
        .where(and(eq(products.id, row.id), sql`${products.imageKey} is null`));
      return inserted!;
    });
    ids.set(url, image.id);
    added += 1;
  }
  return { ids, added };
}

/** The variant grid's body for the product: variants keep the ids they matched; prices only where they differ. */
function variantsBody(
  product: ImportProduct,
  row: ProductRow,
  variantIds: (number | null)[],
  pictures: Map<string, number>,
) {
  const own = productPrice(product);
  return {
    options: optionsBody(product, row.options),
    variants: product.variants.map((variant, index) => {
      const ownPrice = variant.selling_price !== own.selling_price || variant.discount !== own.discount;
      return {
        id: variantIds[index] ?? undefined,
        options: variant.options,
        selling_price: ownPrice ? variant.selling_price : null,
        discount: ownPrice ? variant.discount : null,
        discount_type: 'FIXED',
        stock: variant.stock,
        sku: variant.sku ?? undefined,
        barcode: variant.barcode ?? undefined,
        weight_grams: variant.weight_grams,
        image_id: variant.image_url ? (pictures.get(variant.image_url) ?? null) : null,
        enabled: variant.enabled,
      };
    }),
  };
}

interface Counts {
  created: number;
  updated: number;
  pictures: number;
}

async function importOne(
  deps: ImportDeps,
  shopId: number,
  format: string,
  product: ImportProduct,
  productId: number | null,
  variantIds: (number | null)[],
  errors: ImportError[],
  counts: Counts,
): Promise<void> {
  const slugFrom = format === 'shopify' ? product.handle : product.name;
  const { row, created } = await saveProductRow(deps.db, shopId, product, productId, slugFrom);
  const { ids, added } = await savePictures(deps, shopId, product, row, errors);
  const body = v.safeParse(productVariantsBodySchema, variantsBody(product, row, created ? [] : variantIds, ids));
  if (!body.success) throw new Error(body.issues.map((issue) => issue.message).join(', '));
  await setProductVariants(deps.db, shopId, row.id, body.output);
  counts[created ? 'created' : 'updated'] += 1;
  counts.pictures += added;
}

/** Runs (or goes on with) the import; the import's row says how far it got. */
export async function runCatalogueImport(deps: ImportDeps, importId: number): Promise<void> {
  const [job] = await deps.db.select().from(catalogueImports).where(eq(catalogueImports.id, importId));
  if (!job || job.state === 'done' || !job.plan) return;
  const plan = job.plan as ImportProduct[];
  const counts: Counts = { created: job.created, updated: job.updated, pictures: job.pictures };
  const errors: ImportError[] = job.errors as ImportError[];
  let done = job.done;
  await deps.db.update(catalogueImports).set({ state: 'running' }).where(eq(catalogueImports.id, importId));

  while (done < plan.length) {
    const batch = plan.slice(done, done + BATCH);
    const { matched, errors: matchErrors } = await matchPlan(deps.db, job.shopId, batch);
    errors.push(...matchErrors);
    const byHandle = new Map(matched.map((entry) => [entry.product.handle, entry]));
    for (const product of batch) {
      const entry = byHandle.get(product.handle);
      if (entry) {
        try {
          await importOne(deps, job.shopId, job.format, product, entry.productId, entry.variantIds, errors, counts);
        } catch (error) {
          const detail = error instanceof HttpError ? JSON.stringify(error.errors ?? error.message) : String(error);
          deps.logger.warn('import product failed', {
            import_id: importId,
            handle: product.handle,
            ...errorFields(error),
          });
          errors.push(importError('not_saved', { row: product.rows[0] ?? null, handle: product.handle }, { detail }));
        }
      }
      done += 1;
      await deps.db
        .update(catalogueImports)
        .set({ done, ...counts, errors })
        .where(eq(catalogueImports.id, importId));
    }
  }
  await deps.db
    .update(catalogueImports)
    .set({ state: 'done', plan: null, finishedAt: new Date() })
    .where(eq(catalogueImports.id, importId));
}
