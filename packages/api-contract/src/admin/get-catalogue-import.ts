import { catalogueImportSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

/** Issue 28: a catalogue import's progress (decision 216). */
export const getCatalogueImport = {
  base: 'admin',
  method: 'get',
  path: '/product-imports/{id}',
  access: 'admin',
  tag: 'admin',
  summary: "A catalogue import's progress: done of total products, created, updated, pictures and errors",
  params: idParams,
  answer: catalogueImportSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
