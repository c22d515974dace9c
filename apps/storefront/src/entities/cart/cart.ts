import { create } from 'zustand';
import * as v from 'valibot';
import {
  addToCart,
  cartLineId,
  cartTotals,
  decreaseQuantity,
  increaseQuantity,
  refreshCart,
  removeFromCart,
  type CartItem,
  type CartLineChange,
  type CartVariant,
  type CurrentVariant,
} from '@haat/domain/cart';
import { cartItemSchema, type Product } from '@haat/domain/schemas';
import { i18n, toastMessages } from '@haat/i18n';
import { notify } from '../../lib/notify.ts';
import { readJson, storageKeys, writeJson } from '../../lib/storage.ts';

type ItemId = CartItem['id'];

export interface CartState {
  /** The shop whose cart this is; null before a shop is active. */
  slug: string | null;
  items: CartItem[];
  /** Sum of price*quantity, in taka. */
  total: number;
  /** Sum of quantities. */
  totalItems: number;
  isDrawerOpen: boolean;
  isConfirmationOpen: boolean;
  lastAddedItem: CartItem | null;
  /** Loads the shop's stored cart (`{slug}_cart`). */
  load: (slug: string) => void;
  /**
   * Adds `quantity` (1 unless given) of a product, never above `cap` or its stock, and opens the
   * confirmation popup with the line as it is now.
   */
  add: (product: Product, cap?: number, quantity?: number, variant?: CartVariant) => void;
  /**
   * Lines of `products` (as the shop has them now) take their price and stock, a variant line its variant's from a
   * detail answer's `variants`; returns what changed per line.
   */
  refresh: (
    products: readonly (Product & { variants?: readonly CurrentVariant[] })[],
    cap?: number,
  ) => CartLineChange[];
  /** One more, never above `cap` (the shop's limit of one product per order) or the stock. */
  increase: (id: ItemId, cap?: number) => void;
  /** One less, never below 1. */
  decrease: (id: ItemId) => void;
  /** Removes the line; toast "Item removed from cart". */
  remove: (id: ItemId) => void;
  /** Empties the cart; toast "Cart cleared" unless silent (e.g. after an order was placed). */
  clear: (options?: { silent?: boolean }) => void;
  setDrawerOpen: (open: boolean) => void;
  setConfirmationOpen: (open: boolean) => void;
}

const storedCartSchema = v.array(v.unknown());

/** The stored lines that are still valid; anything stale or tampered with is dropped. */
function readStoredCart(slug: string): CartItem[] {
  const stored = v.safeParse(storedCartSchema, readJson(storageKeys.cart(slug)));
  if (!stored.success) return [];
  return stored.output.flatMap((entry) => {
    const item = v.safeParse(cartItemSchema, entry);
    return item.success ? [item.output] : [];
  });
}

export const useCartStore = create<CartState>()((set, get) => {
  /** Every change goes through here: totals recomputed, the cart saved under `{slug}_cart`. */
  function commit(items: CartItem[], extra: Partial<CartState> = {}) {
    const { slug } = get();
    if (slug) writeJson(storageKeys.cart(slug), items);
    set({ items, ...cartTotals(items), ...extra });
  }

  return {
    slug: null,
    items: [],
    total: 0,
    totalItems: 0,
    isDrawerOpen: false,
    isConfirmationOpen: false,
    lastAddedItem: null,

    load(slug) {
      const items = readStoredCart(slug);
      set({ slug, items, ...cartTotals(items), isDrawerOpen: false, isConfirmationOpen: false, lastAddedItem: null });
    },

    add(product, cap, quantity, variant) {
      const items = addToCart(get().items, product, cap, quantity, variant);
      const lastAddedItem = items.find((item) => item.id === cartLineId(product.id, variant)) ?? null;
      commit(items, { lastAddedItem, isConfirmationOpen: true, isDrawerOpen: false });
    },

    refresh(products, cap) {
      const { items, changes } = refreshCart(get().items, products, cap);
      if (changes.length > 0 || products.length > 0) commit(items);
      return changes;
    },

    increase: (id, cap) => commit(increaseQuantity(get().items, id, cap)),
    decrease: (id) => commit(decreaseQuantity(get().items, id)),

    remove(id) {
      const { items, lastAddedItem } = get();
      if (!items.some((item) => item.id === id)) return;
      commit(removeFromCart(items, id), lastAddedItem?.id === id ? { lastAddedItem: null } : {});
      notify(i18n._(toastMessages.cartItemRemoved), 'success');
    },

    clear(options) {
      commit([], { lastAddedItem: null, isConfirmationOpen: false });
      if (!options?.silent) notify(i18n._(toastMessages.cartCleared), 'success');
    },

    setDrawerOpen: (open) => set(open ? { isDrawerOpen: true, isConfirmationOpen: false } : { isDrawerOpen: false }),
    setConfirmationOpen: (open) => set({ isConfirmationOpen: open }),
  };
});
