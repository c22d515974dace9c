import { catalogueImportCheckSchema, catalogueImportFormSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

/** Issue 28: what importing a product CSV would do, before anything changes (decision 216). */
export const checkCatalogueImport = {
  base: 'admin',
  method: 'post',
  path: '/product-imports/check',
  access: 'admin',
  tag: 'admin',
  summary: 'Dry run of a Shopify or WooCommerce product CSV (multipart `file`): what it would create or change',
  description:
    'Changes nothing. Answers each product of the file with what an import would do to it (create, or update the product with its handle or one of its SKUs), and every error of the file with its row, column and texts in Bengali and English. A product with an error is left out of an import.',
  form: catalogueImportFormSchema,
  answer: catalogueImportCheckSchema,
  errors: [413, 422],
} as const satisfies Endpoint;
