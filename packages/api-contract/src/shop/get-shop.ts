import * as v from 'valibot';
import { pathTextParam, shopSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getShop = {
  base: 'shop',
  method: 'get',
  path: '/online-shop/{slug}',
  access: 'public',
  publicCache: true,
  tag: 'shop',
  summary: 'A shop by its slug (published or not)',
  params: v.object({ slug: pathTextParam(100) }),
  answer: shopSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
