import { Hono } from 'hono';
import * as v from 'valibot';
import { reviewBodySchema, reviewSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { created, ok } from '../../lib/envelope.ts';
import { describe } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { serializeReview } from '../../serializers/review.ts';
import { requireShopCustomer } from './customer-access.ts';
import { listCustomerReviews, saveReview } from './reviews.service.ts';

const tags = ['customer'];
const auth = 'customerToken';

/** Shop base (`/api/shop`): the customer's reviews. */
export const reviewsRoutes = new Hono<AppEnv>()
  .get(
    '/customer/reviews',
    describe({ tags, summary: "The customer's reviews, latest first", data: v.array(reviewSchema), auth, errors: [401] }),
    requireShopCustomer,
    async (c) => {
      const rows = await listCustomerReviews(c.get('db'), c.get('customer'));
      return ok(
        c,
        rows.map(({ review, product }) => serializeReview(review, product, c.get('storage'))),
      );
    },
  )
  .post(
    '/customer/reviews',
    describe({
      tags,
      summary: 'Review a product the customer has received',
      description:
        'Only for a product in one of the customer’s delivered or completed orders (403 otherwise). ' +
        'One review per product: reviewing it again replaces the rating and comment (200; 201 for a new review).',
      data: reviewSchema,
      status: 201,
      auth,
      errors: [401, 403, 404, 422],
    }),
    requireShopCustomer,
    validate('json', reviewBodySchema),
    async (c) => {
      const { review, product, created: isNew } = await saveReview(c.get('db'), c.get('customer'), c.req.valid('json'));
      const data = serializeReview(review, product, c.get('storage'));
      return isNew ? created(c, data) : ok(c, data, 'Updated');
    },
  );
