import * as customerEndpoints from '@haat/api-contract/customer';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { serializeReview } from './reviews.serializers.ts';
import { listCustomerReviews, saveReview } from './reviews.service.ts';

/** Shop base (`/api/shop`): the customer's reviews. */
export const reviewsCustomerRoutes = new ContractRouter()
  .endpoint(customerEndpoints.listReviews, async (c) => {
    const rows = await listCustomerReviews(c.get('db'), c.get('customer'));
    return ok(
      c,
      rows.map(({ review, product }) => serializeReview(review, product, c.get('storage'))),
    );
  })
  .endpoint(customerEndpoints.createReview, async (c) => {
    const { review, product, created: isNew } = await saveReview(c.get('db'), c.get('customer'), c.req.valid('json'));
    const data = serializeReview(review, product, c.get('storage'));
    return isNew ? created(c, data) : ok(c, data, 'Updated');
  });
