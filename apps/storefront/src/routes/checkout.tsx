// Checkout (`/{slug}/checkout`): on success the cart empties and the order success page opens with the order's code.
import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Order } from '@haat/domain/schemas';
import { useShopNavigate } from '../lib/links.ts';
import * as styles from '../lib/page.css.ts';
import { queryClient } from '../lib/query-client.ts';
import { useShop } from '../lib/shop.ts';
import { useCartStore } from '../entities/cart/cart.ts';
import { deliveryPackagesQueryOptions } from '../entities/shop/delivery-packages.ts';
import { CheckoutForm } from '../features/checkout/components/checkout-form.tsx';
import { rememberOrderMobile } from '../features/orders/order-access.ts';
import { loadPublishedShop, personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader(async ({ params }) => {
  const shop = await loadPublishedShop(params);
  if (shop) void queryClient.prefetchQuery(deliveryPackagesQueryOptions(shop.id));
});
export const meta = pageMeta({ title: msg`Checkout` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

/** What the order success page receives with the navigation. */
interface OrderSuccessState {
  order: Order;
}

export default function Checkout() {
  const shop = useShop();
  const navigate = useShopNavigate();
  const placed = useCallback(
    (order: Order) => {
      // The order's own pages need its mobile number; the shopper just gave it.
      rememberOrderMobile(shop.slug, order.code, order.mobile);
      const state: OrderSuccessState = { order };
      navigate('shop-order-success', null, { code: order.code }, { replace: true, state });
      useCartStore.getState().clear({ silent: true });
    },
    [navigate, shop.slug],
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>
        <Trans>Checkout</Trans>
      </h1>
      <CheckoutForm onPlaced={placed} />
    </div>
  );
}
