import { catalogueImportFormSchema, catalogueImportSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

/** Issue 28: imports a product CSV as a job; the answer's `id` names it for its progress (decision 216). */
export const startCatalogueImport = {
  base: 'admin',
  method: 'post',
  path: '/product-imports',
  access: 'admin',
  tag: 'admin',
  summary: 'Import a Shopify or WooCommerce product CSV (multipart `file`) as a job; 202 with its progress',
  description:
    'Checks the file as the dry run does, then imports its products without errors one at a time, fetching their pictures. Safe to run twice: products are matched by handle, variants by SKU. 422 when the file has no product to import.',
  form: catalogueImportFormSchema,
  answer: catalogueImportSchema,
  status: 202,
  errors: [413, 422],
} as const satisfies Endpoint;
