import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '@haat/api-client';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { customerKeys, productKeys } from '../../lib/query-keys.ts';

/** POST /customer/reviews `{product_id, rating, comment}`: only for a product the customer received. */
export function createReview(body: ReviewInput) {
  return api.call(customerEndpoints.createReview, { body });
}

export function createReviewMutationOptions() {
  return mutationOptions({ mutationKey: ['customer', 'reviews', 'create'], mutationFn: createReview });
}

/** Creates the review; the customer's list and the shop's product pages show it next time. */
export function useCreateReview(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createReviewMutationOptions(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: customerKeys.reviews(shopId) });
      await queryClient.invalidateQueries({ queryKey: productKeys.all(shopId) });
    },
  });
}
