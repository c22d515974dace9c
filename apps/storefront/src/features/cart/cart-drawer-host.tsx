import { lazy, Suspense } from 'react';
import { useHasOpened } from '../../lib/use-has-opened.ts';
import { useCartStore } from '../../entities/cart/cart.ts';

const CartDrawer = lazy(() => import('./cart-drawer.tsx'));

/** Loads the cart drawer the first time it opens. */
export function CartDrawerHost() {
  const open = useCartStore((state) => state.isDrawerOpen);
  if (!useHasOpened(open)) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
