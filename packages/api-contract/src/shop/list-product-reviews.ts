import { paginatorSchema, reviewSchema, shopPageQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { productSlugParams } from './shared.ts';

export const listProductReviews = {
  base: 'shop',
  method: 'get',
  path: '/product/{product_slug}/reviews',
  access: 'public',
  publicCache: true,
  tag: 'catalog',
  summary: "A page of a product's reviews, newest first",
  params: productSlugParams,
  query: shopPageQuerySchema,
  answer: paginatorSchema(reviewSchema),
  errors: [404, 422],
} as const satisfies Endpoint;
