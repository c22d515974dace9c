import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

/** `PUT /featured-product` `{product_id | null}`: null clears it. */
export const setFeaturedProduct = (productId: number | null) => adminApi.setFeaturedProduct(productId);

export function useSetFeaturedProduct() {
  return useMutation({ mutationFn: setFeaturedProduct, onSuccess: applyShop });
}
