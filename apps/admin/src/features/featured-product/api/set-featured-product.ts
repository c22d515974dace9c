import { useMutation } from '@tanstack/react-query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { adminApi } from '../../../lib/api.ts';
import { applyShop } from '../../../lib/online-shop.ts';

/** null clears it. */
export const useSetFeaturedProduct = () =>
  useMutation({
    mutationFn: (productId: number | null) =>
      adminApi.call(adminEndpoints.setFeaturedProduct, { body: { product_id: productId } }),
    onSuccess: applyShop,
  });
