import * as shopEndpoints from '@haat/api-contract/shop';
import { ContractRouter } from '../../lib/contract-route.ts';
import { okPublic } from '../../lib/http-cache.ts';
import { paginator } from '../../lib/paginate.ts';
import { serializeCategory } from '../categories/categories.serializers.ts';
import { serializeProduct, serializeProductDetail } from './products.serializers.ts';
import { serializeReview } from '../reviews/reviews.serializers.ts';
import {
  getProductDetail,
  listCategories,
  listProductReviews,
  listProducts,
  searchProducts,
} from './products.service.ts';

/** Shop base (`/api/shop`): categories, product lists, search, product details and reviews. */
export const catalogRoutes = new ContractRouter()
  .endpoint(shopEndpoints.listCategories, async (c) => {
    const rows = await listCategories(c.get('catalogDb'), c.req.valid('query').shop_id);
    return okPublic(
      c,
      rows.map((row) => serializeCategory(row.category, row.productCount)),
    );
  })
  .endpoint(shopEndpoints.searchProducts, async (c) => {
    const { shop_id, ...page } = c.req.valid('query');
    const result = await searchProducts(c.get('catalogDb'), shop_id, c.req.valid('param').query, page);
    return okPublic(
      c,
      paginator(
        result.rows.map((row) => serializeProduct(row, c.get('storage'))),
        result.total,
        page,
      ),
    );
  })
  .endpoint(shopEndpoints.listProducts, async (c) => {
    const { shop_id, ...options } = c.req.valid('query');
    const result = await listProducts(c.get('catalogDb'), shop_id, options);
    return okPublic(
      c,
      paginator(
        result.rows.map((row) => serializeProduct(row, c.get('storage'))),
        result.total,
        options,
      ),
    );
  })
  .endpoint(shopEndpoints.getProduct, async (c) => {
    const detail = await getProductDetail(
      c.get('catalogDb'),
      c.req.valid('query').shop_id,
      c.req.valid('param').product_slug,
    );
    const category = detail.category && serializeCategory(detail.category.category, detail.category.productCount);
    return okPublic(c, serializeProductDetail(detail.product, { ...detail, category }, c.get('storage')));
  })
  .endpoint(shopEndpoints.listProductReviews, async (c) => {
    const { shop_id, ...page } = c.req.valid('query');
    const result = await listProductReviews(c.get('catalogDb'), shop_id, c.req.valid('param').product_slug, page);
    const reviews = result.rows.map((row) => serializeReview(row, result.product, c.get('storage')));
    return okPublic(c, paginator(reviews, result.total, page));
  });
