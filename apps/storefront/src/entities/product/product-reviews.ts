import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import { queryOptionsFor } from '../../lib/api.ts';

/** A page of a product's reviews; the previous page stays on screen while the next one loads: no jump. */
export const useProductReviews = (shopId: number, slug: string, page: number) =>
  useQuery(
    queryOptionsFor(
      shopEndpoints.listProductReviews,
      { params: { product_slug: slug }, query: { shop_id: shopId, page } },
      { placeholderData: keepPreviousData },
    ),
  );
