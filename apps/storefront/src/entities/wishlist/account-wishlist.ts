import { useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { queryOptionsFor } from '../../lib/api.ts';

/** The account's wish list. */
export const useAccountWishlist = (shopId: number) =>
  useQuery(queryOptionsFor(customerEndpoints.getWishlist, {}, { session: shopId }));
