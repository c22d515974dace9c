import * as v from 'valibot';
import {
  paginatorSchema,
  pathTextParam,
  productSchema,
  SEARCH_QUERY_MAX_LENGTH,
  shopPageQuerySchema,
} from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const searchProducts = {
  base: 'shop',
  method: 'get',
  path: '/products/search/{query}',
  access: 'public',
  publicCache: true,
  tag: 'catalog',
  summary: 'Products whose name or Bengali name contains the query (any case)',
  params: v.object({ query: pathTextParam(SEARCH_QUERY_MAX_LENGTH) }),
  query: shopPageQuerySchema,
  answer: paginatorSchema(productSchema),
  errors: [404, 422],
} as const satisfies Endpoint;
