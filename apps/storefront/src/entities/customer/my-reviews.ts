import { useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { queryOptionsFor } from '../../lib/api.ts';

export const useMyReviews = (shopId: number) =>
  useQuery(queryOptionsFor(customerEndpoints.listReviews, {}, { session: shopId }));
