/**
 * What a catalogue import would do to the shop (decision 216): each product of the plan is matched to the shop's
 * product with its handle, else to the one that has one of its SKUs (a product made in the admin, not yet
 * imported); each variant to the matched product's variant with its SKU, else with its values. A SKU that another
 * of the shop's products has is an error of the file. Read in a few queries for the whole plan.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { importError, type ImportError, type ImportProduct } from '@haat/domain/catalogue-csv';
import type { Database } from '../../platform/db/types.ts';
import { products, productVariants } from '../../platform/db/schema.ts';
import type { ProductVariantRow } from '../../platform/db/rows.ts';
import { readVariants } from '../products/products.service.ts';

/** A product of the plan with what it matches in the shop. */
export interface MatchedProduct {
  product: ImportProduct;
  /** The shop's product it updates; null: a new one. */
  productId: number | null;
  /** Per variant of the plan, the shop's variant it updates (null: a new one). */
  variantIds: (number | null)[];
}

/** Values of a query in chunks (PostgreSQL takes at most 65,535 parameters a statement). */
const CHUNK = 5_000;
function chunks<T>(values: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += CHUNK) out.push(values.slice(start, start + CHUNK));
  return out;
}

const valuesKey = (values: readonly string[]) => values.map((value) => value.toLowerCase()).join('\u0000');

/** Each variant of the plan's product matched to one of the shop product's variants, at most once each. */
function matchVariants(product: ImportProduct, existing: ProductVariantRow[]): (number | null)[] {
  const used = new Set<number>();
  const bySku = new Map(existing.flatMap((row) => (row.sku ? [[row.sku.toLowerCase(), row] as const] : [])));
  const first = product.variants.map((variant) => {
    const row = variant.sku ? bySku.get(variant.sku.toLowerCase()) : undefined;
    if (row) used.add(row.id);
    return row?.id ?? null;
  });
  return product.variants.map((variant, index) => {
    if (first[index] !== null) return first[index]!;
    const row = existing.find(
      (candidate) => !used.has(candidate.id) && valuesKey(candidate.optionValues) === valuesKey(variant.options),
    );
    if (!row) return null;
    used.add(row.id);
    return row.id;
  });
}

/**
 * Matches the plan's products against the shop. A product whose SKU another product of the shop has gets
 * `sku_taken` errors and is left out.
 */
export async function matchPlan(
  db: Database,
  shopId: number,
  plan: ImportProduct[],
): Promise<{ matched: MatchedProduct[]; errors: ImportError[] }> {
  const byHandle = new Map<string, number>();
  for (const handles of chunks(plan.map((product) => product.handle))) {
    const rows = await db
      .select({ id: products.id, handle: products.handle })
      .from(products)
      .where(and(eq(products.shopId, shopId), inArray(products.handle, handles)));
    for (const row of rows) byHandle.set(row.handle!, row.id);
  }

  const skus = plan.flatMap((product) => product.variants.flatMap((variant) => (variant.sku ? [variant.sku] : [])));
  const skuOwner = new Map<string, { productId: number; handle: string | null }>();
  for (const part of chunks(skus.map((sku) => sku.toLowerCase()))) {
    const rows = await db
      .select({ sku: productVariants.sku, productId: productVariants.productId, handle: products.handle })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.shopId, shopId), inArray(sql`lower(${productVariants.sku})`, part)));
    for (const row of rows) skuOwner.set(row.sku!.toLowerCase(), { productId: row.productId, handle: row.handle });
  }

  const claimed = new Set(byHandle.values());
  const errors: ImportError[] = [];
  const found: { product: ImportProduct; productId: number | null }[] = [];
  for (const product of plan) {
    let productId = byHandle.get(product.handle) ?? null;
    if (productId === null) {
      // A product made in the admin (no handle yet) that has one of the file's SKUs is the one the file means.
      const owner = product.variants
        .map((variant) => (variant.sku ? skuOwner.get(variant.sku.toLowerCase()) : undefined))
        .find((candidate) => candidate !== undefined && candidate.handle === null && !claimed.has(candidate.productId));
      if (owner) {
        productId = owner.productId;
        claimed.add(owner.productId);
      }
    }
    const taken = product.variants.filter((variant) => {
      const owner = variant.sku ? skuOwner.get(variant.sku.toLowerCase()) : undefined;
      return owner !== undefined && owner.productId !== productId;
    });
    for (const variant of taken)
      errors.push(
        importError('sku_taken', { row: variant.row, handle: product.handle, column: 'SKU' }, { value: variant.sku! }),
      );
    if (taken.length === 0) found.push({ product, productId });
  }

  const ids = found.flatMap(({ productId }) => (productId === null ? [] : [productId]));
  const variantsOf = new Map<number, ProductVariantRow[]>();
  for (const part of chunks(ids))
    for (const row of await readVariants(db, part)) {
      const list = variantsOf.get(row.productId) ?? [];
      list.push(row);
      variantsOf.set(row.productId, list);
    }
  const matched = found.map(({ product, productId }) => ({
    product,
    productId,
    variantIds:
      productId === null ? product.variants.map(() => null) : matchVariants(product, variantsOf.get(productId) ?? []),
  }));
  return { matched, errors };
}
