import { create } from 'zustand';
import * as v from 'valibot';
import * as customerEndpoints from '@haat/api-contract/customer';
import { productSchema, type Product } from '@haat/domain/schemas';
import { errorMessages, i18n, toastMessages } from '@haat/i18n';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { readJson, storageKeys, writeJson } from '../../lib/storage.ts';
import { useAuthStore } from '../customer/auth.ts';

export interface WishlistState {
  slug: string | null;
  /** A wish list entry is the product itself (docs/product/http-contract.md#entities). */
  products: Product[];
  /** Loads `{slug}_wishlist`. */
  load: (slug: string) => void;
  has: (productId: Product['id']) => boolean;
  /**
   * Adds or removes a product, with a toast. For a logged-in customer the account's list changes too and the
   * answer becomes the list; on failure the change is undone.
   */
  toggle: (product: Product) => Promise<void>;
  /** After login: merges this device's list into the account's and keeps the result. */
  mergeIntoAccount: () => Promise<void>;
}

function readStoredWishlist(slug: string): Product[] {
  const stored = v.safeParse(v.array(v.unknown()), readJson(storageKeys.wishlist(slug)));
  if (!stored.success) return [];
  return stored.output.flatMap((entry) => {
    const product = v.safeParse(productSchema, entry);
    return product.success ? [product.output] : [];
  });
}

export const useWishlistStore = create<WishlistState>()((set, get) => {
  function keep(products: Product[]) {
    const { slug } = get();
    if (slug) writeJson(storageKeys.wishlist(slug), products);
    set({ products });
  }

  return {
    slug: null,
    products: [],

    load: (slug) => set({ slug, products: readStoredWishlist(slug) }),

    has: (productId) => get().products.some((product) => product.id === productId),

    async toggle(product) {
      const before = get().products;
      const adding = !before.some((entry) => entry.id === product.id);
      keep(adding ? [...before, product] : before.filter((entry) => entry.id !== product.id));
      notify(i18n._(adding ? toastMessages.wishlistAdded : toastMessages.wishlistRemoved), 'success');
      if (!useAuthStore.getState().isAuthenticated) return;
      const slug = get().slug;
      try {
        const products = adding
          ? await api.call(customerEndpoints.addToWishlist, { params: { product_id: product.id } })
          : await api.call(customerEndpoints.removeFromWishlist, { params: { product_id: product.id } });
        if (get().slug === slug) keep(products);
      } catch (error) {
        console.warn('Wish list change was not saved to the account.', error);
        if (get().slug === slug) keep(before);
        notify(i18n._(errorMessages.somethingWentWrong), 'error');
      }
    },

    async mergeIntoAccount() {
      const slug = get().slug;
      const ids = get().products.map((product) => product.id);
      try {
        const products = await api.call(customerEndpoints.syncWishlist, { body: { product_ids: ids } });
        if (get().slug === slug) keep(products);
      } catch (error) {
        // The device's list stays; the next login tries again.
        console.warn('Could not merge the wish list into the account.', error);
      }
    },
  };
});
