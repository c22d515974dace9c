import { create } from 'zustand';
import type { Shop } from '@haat/domain/schemas';

/** docs/product/http-contract.md#entities "Shop" client state: the shop, and what is open over the page. */
export interface ShopUiState {
  shop: Shop | null;
  isCategoryDrawerOpen: boolean;
  isSearchOpen: boolean;
  isChatOpen: boolean;
  setShop: (shop: Shop | null) => void;
  setCategoryDrawerOpen: (open: boolean) => void;
  setSearchOpen: (open: boolean) => void;
  setChatOpen: (open: boolean) => void;
  /** Closes every overlay (after a navigation). */
  closeAll: () => void;
}

export const useShopUiStore = create<ShopUiState>()((set) => ({
  shop: null,
  isCategoryDrawerOpen: false,
  isSearchOpen: false,
  isChatOpen: false,
  setShop: (shop) => set({ shop }),
  setCategoryDrawerOpen: (open) => set({ isCategoryDrawerOpen: open }),
  setSearchOpen: (open) => set({ isSearchOpen: open }),
  setChatOpen: (open) => set({ isChatOpen: open }),
  closeAll: () => set({ isCategoryDrawerOpen: false, isSearchOpen: false, isChatOpen: false }),
}));
