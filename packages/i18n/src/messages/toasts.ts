import { msg } from '@lingui/core/macro';

/** Notification texts (docs/product/routes.md product card, §8 toasts). */
export const toastMessages = {
  cartItemRemoved: msg({ id: 'toast.cart_item_removed', message: 'Item removed from cart' }),
  cartCleared: msg({ id: 'toast.cart_cleared', message: 'Cart cleared' }),
  wishlistAdded: msg({ id: 'toast.wishlist_added', message: 'Added to wish list' }),
  wishlistRemoved: msg({ id: 'toast.wishlist_removed', message: 'Removed from wish list' }),
};
