import { lazy, Suspense } from 'react';
import { useHasOpened } from '../../lib/use-has-opened.ts';
import { useCartStore } from '../../entities/cart/cart.ts';

const CartPopup = lazy(() => import('./cart-popup.tsx'));

/** Loads the cart confirmation popup the first time something is added. */
export function CartPopupHost() {
  const open = useCartStore((state) => state.isConfirmationOpen);
  if (!useHasOpened(open)) return null;
  return (
    <Suspense fallback={null}>
      <CartPopup />
    </Suspense>
  );
}
