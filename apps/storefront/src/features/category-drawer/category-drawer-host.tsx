import { lazy, Suspense } from 'react';
import { useHasOpened } from '../../lib/use-has-opened.ts';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';

const CategoryDrawer = lazy(() => import('./category-drawer.tsx'));

/** Loads the category drawer the first time it opens. */
export function CategoryDrawerHost() {
  const open = useShopUiStore((state) => state.isCategoryDrawerOpen);
  if (!useHasOpened(open)) return null;
  return (
    <Suspense fallback={null}>
      <CategoryDrawer />
    </Suspense>
  );
}
