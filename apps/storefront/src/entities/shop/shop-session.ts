import { readText, storageKeys, writeText } from '../../lib/storage.ts';
import { useAuthStore } from '../customer/auth.ts';
import { useCartStore } from '../cart/cart.ts';
import { useSearchHistoryStore } from '../search/search-history.ts';
import { useWishlistStore } from '../wishlist/wishlist.ts';

/**
 * Makes `slug` the current shop: remembers it as `current_shop` and loads that shop's cart, wish
 * list, search history and customer session. Cheap to call again for the same shop.
 */
export function activateShop(slug: string): void {
  if (readText(storageKeys.currentShop) !== slug) writeText(storageKeys.currentShop, slug);
  if (useCartStore.getState().slug !== slug) useCartStore.getState().load(slug);
  if (useWishlistStore.getState().slug !== slug) useWishlistStore.getState().load(slug);
  if (useSearchHistoryStore.getState().slug !== slug) useSearchHistoryStore.getState().load(slug);
  if (useAuthStore.getState().slug !== slug) useAuthStore.getState().load(slug);
}
