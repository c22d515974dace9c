import { featuredProductBodySchema, shopSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const setFeaturedProduct = {
  base: 'admin',
  method: 'put',
  path: '/featured-product',
  access: 'admin',
  tag: 'admin',
  summary: "Feature one of the shop's products on its home page (null clears it)",
  body: featuredProductBodySchema,
  answer: shopSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
