import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerApi } from '../../../lib/api.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /customer/wishlist: the account's wish list. */
export function fetchWishlist() {
  return customerApi.getWishlist();
}

export function wishlistQueryOptions(shopId: number) {
  return queryOptions({ queryKey: customerKeys.wishlist(shopId), queryFn: fetchWishlist });
}

export function useAccountWishlist(shopId: number) {
  return useQuery(wishlistQueryOptions(shopId));
}
