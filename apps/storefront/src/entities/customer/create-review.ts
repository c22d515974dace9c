import { useMutation } from '@tanstack/react-query';
import type { ReviewInput } from '@haat/api-client';
import { invalidate } from '@haat/api-client/query';
import * as customerEndpoints from '@haat/api-contract/customer';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../../lib/api.ts';

/** Only for a product the customer received; their list and the shop's product pages show it next time. */
export const useCreateReview = () =>
  useMutation({
    mutationFn: (body: ReviewInput) => api.call(customerEndpoints.createReview, { body }),
    onSuccess: invalidate(
      customerEndpoints.listReviews,
      shopEndpoints.listProducts,
      shopEndpoints.getProduct,
      shopEndpoints.listProductReviews,
    ),
  });
