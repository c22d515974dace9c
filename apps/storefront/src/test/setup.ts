import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { activateLocale, loadSharedCatalog } from '@haat/i18n';
import { setHostMode } from '../lib/host-mode.ts';
import { queryClient } from '../lib/query-client.ts';
import { useAuthStore } from '../entities/customer/auth.ts';
import { useCartStore } from '../entities/cart/cart.ts';
import { useSearchHistoryStore } from '../entities/search/search-history.ts';
import { useShopUiStore } from '../entities/shop/shop-ui.ts';
import { useWishlistStore } from '../entities/wishlist/wishlist.ts';
import './i18n.ts';

// Tests render in both languages.
await loadSharedCatalog('en');

// Lazy routes and overlays are transformed on first import: on a busy 2-core machine that can take
// longer than Testing Library's default 1 s for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; the router's scroll restoration and the scroll-to-top button call it.
window.scrollTo = () => undefined;

// Retries keep their counts in tests, without the waiting.
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });

beforeEach(() => {
  activateLocale('en');
  setHostMode({ kind: 'market' });
  // Stores reset between tests (docs/architecture.md).
  useCartStore.setState(useCartStore.getInitialState(), true);
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  useWishlistStore.setState(useWishlistStore.getInitialState(), true);
  useSearchHistoryStore.setState(useSearchHistoryStore.getInitialState(), true);
  useShopUiStore.setState(useShopUiStore.getInitialState(), true);
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  document.documentElement.className = '';
});
