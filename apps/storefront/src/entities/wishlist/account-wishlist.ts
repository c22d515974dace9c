import { queryOptions, useQuery } from '@tanstack/react-query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';

/** GET /customer/wishlist: the account's wish list. */
export function fetchWishlist() {
  return api.call(customerEndpoints.getWishlist);
}

export function wishlistQueryOptions(shopId: number) {
  return queryOptions({ queryKey: customerKeys.wishlist(shopId), queryFn: fetchWishlist });
}

export function useAccountWishlist(shopId: number) {
  return useQuery(wishlistQueryOptions(shopId));
}
