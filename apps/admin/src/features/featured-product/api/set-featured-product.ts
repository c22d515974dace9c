import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

/** `PUT /featured-product` `{product_id | null}`: null clears it. */
export const setFeaturedProduct = (productId: number | null) =>
  adminApi.call(adminEndpoints.setFeaturedProduct, { body: { product_id: productId } });

export function useSetFeaturedProduct() {
  return useMutation({ mutationFn: setFeaturedProduct, onSuccess: applyShop });
}
