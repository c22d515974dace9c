import { reviewBodySchema, reviewSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const createReview = {
  base: 'shop',
  method: 'post',
  path: '/customer/reviews',
  access: 'customer',
  tag: 'customer',
  summary: 'Review a product the customer has received',
  description:
    'Only for a product in one of the customer’s delivered or completed orders (403 otherwise). ' +
    'One review per product: reviewing it again replaces the rating and comment (200; 201 for a new review).',
  body: reviewBodySchema,
  answer: reviewSchema,
  status: 201,
  errors: [403, 404, 422],
} as const satisfies Endpoint;
