import * as v from 'valibot';
import { countSchema, idSchema, orNull, timestampSchema } from './wire.ts';
import { requestBody } from './rules.ts';

/**
 * Catalogue imports (issue 28 item 5, decisions 215 and 216): a Shopify or WooCommerce product CSV, first checked
 * (dry run: nothing changes), then run as a job whose progress the owner follows.
 */

/** `multipart/form-data` with the CSV under `file` (UTF-8, a byte-order mark or not). */
export const catalogueImportFormSchema = requestBody({ file: v.file('validation.required') });
export type CatalogueImportForm = v.InferInput<typeof catalogueImportFormSchema>;

/** An error of the file, a row or a product, in Bengali and in English. */
export const catalogueImportErrorSchema = v.object({
  /** The CSV row as a spreadsheet numbers it (the header is row 1); null for the whole file. */
  row: orNull(countSchema),
  handle: orNull(v.string()),
  code: v.string(),
  /** The CSV column it is about. */
  column: orNull(v.string()),
  message: v.object({ bn: v.string(), en: v.string() }),
});
export type CatalogueImportError = v.InferOutput<typeof catalogueImportErrorSchema>;

/** What an import will do to one product of the file. */
export const catalogueImportProductSchema = v.object({
  handle: v.string(),
  name: v.string(),
  /** The rows it is read from. */
  rows: v.array(countSchema),
  /** `create`: a new product; `update`: the shop's product with this handle (or one of its SKUs) is changed. */
  action: v.picklist(['create', 'update']),
  /** The shop's product it changes. */
  product_id: orNull(idSchema),
  options: v.array(v.string()),
  variants: countSchema,
  /** Of the variants, those that match one the product has (by SKU, else by values). */
  variants_matched: countSchema,
  pictures: countSchema,
});
export type CatalogueImportProduct = v.InferOutput<typeof catalogueImportProductSchema>;

/** The dry run's answer: nothing changed. Products with an error are not in `products`. */
export const catalogueImportCheckSchema = v.object({
  format: orNull(v.picklist(['shopify', 'woocommerce'])),
  rows: countSchema,
  products: v.array(catalogueImportProductSchema),
  errors: v.array(catalogueImportErrorSchema),
  creates: countSchema,
  updates: countSchema,
});
export type CatalogueImportCheck = v.InferOutput<typeof catalogueImportCheckSchema>;

/** A run's progress: `done` of `total` products; `errors` has the file's errors and those of the run. */
export const catalogueImportSchema = v.object({
  id: idSchema,
  state: v.picklist(['queued', 'running', 'done', 'failed']),
  format: v.picklist(['shopify', 'woocommerce']),
  total: countSchema,
  done: countSchema,
  created: countSchema,
  updated: countSchema,
  pictures: countSchema,
  errors: v.array(catalogueImportErrorSchema),
  created_at: timestampSchema,
  finished_at: orNull(timestampSchema),
});
export type CatalogueImport = v.InferOutput<typeof catalogueImportSchema>;
