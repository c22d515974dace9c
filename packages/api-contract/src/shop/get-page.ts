import * as v from 'valibot';
import { pageSchema, pathTextParam, shopQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getPage = {
  base: 'shop',
  method: 'get',
  path: '/pages/{page}',
  access: 'public',
  publicCache: true,
  tag: 'shop',
  summary: "A shop's information page",
  params: v.object({ page: pathTextParam(50) }),
  query: shopQuerySchema,
  answer: pageSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
