import * as shopEndpoints from '@haat/api-contract/shop';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { okPublic } from '../../platform/http/http-cache.ts';
import { paginator } from '../../platform/http/paginate.ts';
import { serializeReview } from './reviews.serializers.ts';
import { listProductReviews } from './reviews.service.ts';

/** Shop base (`/api/shop`): a product's reviews. */
export const reviewsShopRoutes = new ContractRouter().endpoint(shopEndpoints.listProductReviews, async (c) => {
  const { shop_id, ...page } = c.req.valid('query');
  const result = await listProductReviews(c.get('catalogDb'), shop_id, c.req.valid('param').product_slug, page);
  const reviews = result.rows.map((row) => serializeReview(row, result.product, c.get('storage')));
  return okPublic(c, paginator(reviews, result.total, page));
});
