import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client/errors';
import { errorMessages } from '@haat/i18n/messages';
import { buttonClass } from '@haat/ui/button';
import { ErrorPanel } from '@haat/ui/error-panel';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopHref } from '../../../lib/links.ts';
import { useShop } from '../../../lib/shop.ts';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { useOrder } from '../../../entities/orders/order.ts';
import { lastOrderMobile, rememberedOrderMobile, rememberOrderMobile } from '../order-access.ts';
import { OrderDetailsView, type OrderDetailsViewProps } from './order-details-view.tsx';
import { OrderMobileForm } from './order-mobile-form.tsx';
import * as styles from './orders.css.ts';

const isRefusal = (error: unknown) => isApiError(error) && [401, 403, 404].includes(error.status);

/**
 * An order by its code. A logged-in customer sees their own orders with their session; anyone else
 * proves it is theirs with the order's mobile number (asked once, remembered for the session).
 */
export function OrderDetails({ code, districtName }: { code: string } & Pick<OrderDetailsViewProps, 'districtName'>) {
  const { i18n } = useLingui();
  const shop = useShop();
  const href = useShopHref();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const [mobile, setMobile] = useState(() => rememberedOrderMobile(shop.slug, code));
  const canUseSession = isAuthenticated && mobile === null;
  const order = useOrder(shop.id, code, { mobile, enabled: mobile !== null || canUseSession });

  const askMobile = (mobile === null && !canUseSession) || (order.isError && isRefusal(order.error));
  if (askMobile) {
    const wrongNumber = mobile !== null && order.isError;
    return (
      <OrderMobileForm
        code={code}
        initialMobile={mobile ?? lastOrderMobile(shop.slug) ?? ''}
        error={wrongNumber ? i18n._(errorMessages.orderNotFound) : undefined}
        busy={order.isFetching}
        onSubmit={(entered) => {
          rememberOrderMobile(shop.slug, code, entered);
          setMobile(rememberedOrderMobile(shop.slug, code));
          if (rememberedOrderMobile(shop.slug, code) === mobile) void order.refetch();
        }}
      />
    );
  }
  if (order.isPending) {
    return (
      <div className={styles.stack} aria-busy="true">
        <Skeleton shape="block" height="6rem" />
        <Skeleton shape="block" height="14rem" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <ErrorPanel headingLevel={1} message={i18n._(errorMessages.orderLoading)} onRetry={() => void order.refetch()} />
    );
  }
  return (
    <div className={styles.stack}>
      <OrderDetailsView order={order.data} districtName={districtName} />
      <div className={styles.actions}>
        <Link to={href('shop-track-order')} className={buttonClass({ variant: 'secondary' })}>
          <Trans>Track another order</Trans>
        </Link>
        <Link to={href('shop-home')} className={buttonClass({ variant: 'primary' })}>
          <Trans>Continue shopping</Trans>
        </Link>
      </div>
    </div>
  );
}
