import { lazy, Suspense } from 'react';
import { useHasOpened } from '../../lib/use-has-opened.ts';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';

const SearchOverlay = lazy(() => import('./search-overlay.tsx'));

/** Loads the search overlay the first time it opens. */
export function SearchHost() {
  const open = useShopUiStore((state) => state.isSearchOpen);
  if (!useHasOpened(open)) return null;
  return (
    <Suspense fallback={null}>
      <SearchOverlay />
    </Suspense>
  );
}
