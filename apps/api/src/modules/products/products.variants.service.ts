/**
 * Variants (issue 28, decision 210): every product has at least one, a simple product exactly one with no option
 * values. Stock lives on the variants; the product keeps their total and its price range (price_paisa,
 * max_price_paisa) for lists, sorting and cards, refreshed here after every change of its variants.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BulkVariantsBody, ProductOption, ProductVariantsBody, VariantChanges } from '@haat/domain/schemas';
import { unitPrice } from '@haat/domain/price';
import { variantPricing } from '@haat/domain/variants';
import type { Database } from '../../platform/db/types.ts';
import { productImages, products, productVariants } from '../../platform/db/schema.ts';
import type { ProductRow, ProductVariantRow } from '../../platform/db/rows.ts';
import { invalid, notFound, type FieldErrors } from '../../platform/http/errors.ts';
import { paisa } from '../../platform/money.ts';
import { PRODUCT_NOT_FOUND, readVariants } from './products.service.ts';
import { ownPricing, productPricing, variantPricingOf } from './products.serializers.ts';

type NewProduct = Omit<typeof products.$inferInsert, 'maxPricePaisa'>;

/**
 * Inserts products, each a simple product: its one variant takes its stock at its price. Every product is made
 * here (the admin, the seed, the tests), so none is without a variant.
 */
export async function insertProducts(db: Database, values: NewProduct[]): Promise<ProductRow[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(products)
    .values(values.map((value) => ({ ...value, maxPricePaisa: value.pricePaisa })))
    .returning();
  await db
    .insert(productVariants)
    .values(
      rows.map((row) => ({ shopId: row.shopId, productId: row.id, pricePaisa: row.pricePaisa, stock: row.stock })),
    );
  return rows;
}

/**
 * Brings the product's summary up to date with its variants, in `tx` after a change: each variant's price after
 * discount (those that take the product's price follow it), then the product's range over its enabled variants
 * (over all when none is enabled) and their total stock.
 */
export async function refreshProduct(tx: Database, product: ProductRow): Promise<ProductRow> {
  const variants = await readVariants(tx, [product.id]);
  const repriced = variants
    .map((variant) => ({ id: variant.id, price: unitPrice(variantPricingOf(product, variant)), variant }))
    .filter(({ price, variant }) => price !== variant.pricePaisa);
  if (repriced.length > 0) {
    const rows = repriced.map(({ id, price }) => sql`(${id}::integer, ${price}::integer)`);
    await tx.execute(sql`
      update product_variants set price_paisa = priced.price, updated_at = now()
        from (values ${sql.join(rows, sql`, `)}) as priced (id, price)
       where product_variants.id = priced.id`);
  }
  const [updated] = await tx
    .update(products)
    .set({
      pricePaisa: sql`(select coalesce(min(price_paisa) filter (where enabled), min(price_paisa), ${products.pricePaisa})
                         from ${productVariants} where product_id = ${product.id})`,
      maxPricePaisa: sql`(select coalesce(max(price_paisa) filter (where enabled), max(price_paisa), ${products.maxPricePaisa})
                            from ${productVariants} where product_id = ${product.id})`,
      stock: sql`(select coalesce(sum(stock) filter (where enabled), 0) from ${productVariants} where product_id = ${product.id})`,
    })
    .where(eq(products.id, product.id))
    .returning();
  return updated!;
}

/** The shop's product, locked for a change of its variants; 404 for an unknown one or another shop's. */
async function lockProduct(tx: Database, shopId: number, productId: number): Promise<ProductRow> {
  const [product] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
    .for('update');
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** Sets a simple product's stock (the product form's `stock`); a product with options keeps its variants' stock. */
export async function setSimpleStock(tx: Database, product: ProductRow, stock: number): Promise<void> {
  if (product.options.length > 0) return;
  await tx.update(productVariants).set({ stock }).where(eq(productVariants.productId, product.id));
}

/** The price columns of a variant's own price fields, with its price after discount as they apply. */
function variantPriceColumns(
  product: ProductRow,
  own: { selling_price: number | null; discount: number | null; discount_type: string | null },
) {
  return {
    sellingPricePaisa: own.selling_price === null ? null : paisa(own.selling_price),
    discountHundredths: own.discount === null ? null : Math.round(own.discount * 100),
    discountType: own.discount === null ? null : (own.discount_type ?? 'FIXED'),
    pricePaisa: unitPrice(variantPricing(productPricing(product), own)) as number,
  };
}

/** A fixed discount is at most the price it comes off (422 at `path`), as for a product. */
function checkDiscount(
  errors: FieldErrors,
  path: string,
  product: ProductRow,
  own: { selling_price: number | null; discount: number | null; discount_type: string | null },
): void {
  const pricing = variantPricing(productPricing(product), own);
  if (pricing.discount_type !== 'PERCENT' && pricing.discount > pricing.selling_price)
    errors[path] = ['validation.max_value'];
}

/** SKUs (any case) another of the shop's products already uses. */
async function skusTakenElsewhere(
  tx: Database,
  shopId: number,
  productId: number,
  skus: string[],
): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const lowered = skus.map((sku) => sku.toLowerCase());
  const rows = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.shopId, shopId),
        ne(productVariants.productId, productId),
        inArray(sql`lower(${productVariants.sku})`, lowered),
      ),
    );
  return new Set(rows.map((row) => row.sku!.toLowerCase()));
}

async function imageIdsOf(tx: Database, productId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return new Set(rows.map((row) => row.id));
}

/** The product's options as stored (absent names become null). */
function storedOptions(body: ProductVariantsBody): ProductOption[] {
  return body.options.map((option) => ({
    name: option.name,
    bn_name: option.bn_name ?? null,
    values: option.values.map((value) => ({
      name: value.name,
      bn_name: value.bn_name ?? null,
      color: value.color ?? null,
    })),
  }));
}

/**
 * `PUT /products/{id}/variants`: replaces the product's options and variants in one transaction. Variants named
 * by `id` keep their id (carts and orders keep pointing at them), the others are added, the ones left out removed
 * (their order lines keep their snapshot). 422 for an id that is not one of this product's variants, a picture
 * that is not one of its pictures, a fixed discount above the price, or a SKU another product has.
 */
export async function setProductVariants(
  db: Database,
  shopId: number,
  productId: number,
  body: ProductVariantsBody,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, shopId, productId);
    const existing = new Set((await readVariants(tx, [productId])).map((variant) => variant.id));
    const images = await imageIdsOf(tx, productId);
    const taken = await skusTakenElsewhere(
      tx,
      shopId,
      productId,
      body.variants.flatMap((variant) => (variant.sku ? [variant.sku] : [])),
    );
    const errors: FieldErrors = {};
    body.variants.forEach((variant, index) => {
      if (variant.id !== undefined && !existing.has(variant.id))
        errors[`variants.${index}.id`] = ['validation.invalid_format'];
      if (variant.image_id !== null && !images.has(variant.image_id))
        errors[`variants.${index}.image_id`] = ['validation.invalid_format'];
      if (variant.sku && taken.has(variant.sku.toLowerCase()))
        errors[`variants.${index}.sku`] = ['validation.duplicate'];
      checkDiscount(errors, `variants.${index}.discount`, product, variant);
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const kept = body.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
    await tx
      .delete(productVariants)
      .where(
        and(
          eq(productVariants.productId, productId),
          kept.length > 0 ? sql`${productVariants.id} not in (${sql.join(kept, sql`, `)})` : undefined,
        ),
      );
    // Values and SKUs may move between kept variants: clear them first so no unique index sees a passing clash.
    if (kept.length > 0)
      await tx
        .update(productVariants)
        .set({ optionValues: sql`array['#' || ${productVariants.id}::text]`, sku: null })
        .where(inArray(productVariants.id, kept));
    const columnsOf = (variant: ProductVariantsBody['variants'][number], position: number) => ({
      position,
      optionValues: variant.options,
      ...variantPriceColumns(product, variant),
      stock: variant.stock,
      sku: variant.sku ?? null,
      barcode: variant.barcode ?? null,
      weightGrams: variant.weight_grams,
      imageId: variant.image_id,
      enabled: variant.enabled,
    });
    const added: (typeof productVariants.$inferInsert)[] = [];
    for (const [position, variant] of body.variants.entries()) {
      if (variant.id === undefined) added.push({ shopId, productId, ...columnsOf(variant, position) });
      else await tx.update(productVariants).set(columnsOf(variant, position)).where(eq(productVariants.id, variant.id));
    }
    if (added.length > 0) await tx.insert(productVariants).values(added);
    const [withOptions] = await tx
      .update(products)
      .set({ options: storedOptions(body) })
      .where(eq(products.id, productId))
      .returning();
    return refreshProduct(tx, withOptions!);
  });
}

/** The variants a bulk edit names: by id (each one of this product's, 422 otherwise) or by matching values. */
function chosenVariants(
  product: ProductRow,
  variants: ProductVariantRow[],
  body: BulkVariantsBody,
): ProductVariantRow[] {
  if (body.ids) {
    const byId = new Map(variants.map((variant) => [variant.id, variant]));
    const errors: FieldErrors = {};
    body.ids.forEach((id, index) => {
      if (!byId.has(id)) errors[`ids.${index}`] = ['validation.invalid_format'];
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return [...new Set(body.ids)].map((id) => byId.get(id)!);
  }
  const wanted = Object.entries(body.match ?? {}).map(([name, value]) => {
    const index = product.options.findIndex((option) => option.name.toLowerCase() === name.toLowerCase());
    if (index < 0) throw invalid({ [`match.${name}`]: ['validation.variant_options'] });
    return { index, value: value.toLowerCase() };
  });
  return variants.filter((variant) =>
    wanted.every(({ index, value }) => variant.optionValues[index]?.toLowerCase() === value),
  );
}

/** The variant's own price fields after a bulk change (a key the change leaves out stays). */
function changedPricing(variant: ProductVariantRow, set: VariantChanges) {
  const own = ownPricing(variant);
  return {
    selling_price: set.selling_price === undefined ? own.selling_price : set.selling_price,
    discount: set.discount === undefined ? own.discount : set.discount,
    discount_type:
      set.discount === undefined && set.discount_type === undefined
        ? own.discount_type
        : (set.discount_type ?? own.discount_type ?? 'FIXED'),
  };
}

/**
 * `PATCH /products/{id}/variants`: one change to many of the product's variants (bulk edit), in one transaction;
 * 422 (nothing changed) when a chosen variant's fixed discount would exceed its price or a picture is not the
 * product's.
 */
export async function bulkUpdateVariants(
  db: Database,
  shopId: number,
  productId: number,
  body: BulkVariantsBody,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, shopId, productId);
    const chosen = chosenVariants(product, await readVariants(tx, [productId]), body);
    const { set } = body;
    const errors: FieldErrors = {};
    if (set.image_id != null && !(await imageIdsOf(tx, productId)).has(set.image_id))
      errors['set.image_id'] = ['validation.invalid_format'];
    for (const variant of chosen) checkDiscount(errors, 'set.discount', product, changedPricing(variant, set));
    if (Object.keys(errors).length > 0) throw invalid(errors);
    for (const variant of chosen) {
      await tx
        .update(productVariants)
        .set({
          ...variantPriceColumns(product, changedPricing(variant, set)),
          ...(set.stock === undefined ? {} : { stock: set.stock }),
          ...(set.weight_grams === undefined ? {} : { weightGrams: set.weight_grams }),
          ...(set.image_id === undefined ? {} : { imageId: set.image_id }),
          ...(set.enabled === undefined ? {} : { enabled: set.enabled }),
        })
        .where(eq(productVariants.id, variant.id));
    }
    return refreshProduct(tx, product);
  });
}
