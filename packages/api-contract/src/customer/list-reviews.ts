import * as v from 'valibot';
import { reviewSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listReviews = {
  base: 'shop',
  method: 'get',
  path: '/customer/reviews',
  access: 'customer',
  tag: 'customer',
  summary: "The customer's reviews, latest first",
  answer: v.array(reviewSchema),
} as const satisfies Endpoint;
