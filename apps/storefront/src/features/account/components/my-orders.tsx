import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Package } from 'lucide-react';
import { buttonClass } from '@haat/ui/button';
import { ErrorPanel } from '@haat/ui/error-panel';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopHref } from '../../../lib/links.ts';
import { useShop } from '../../../lib/shop.ts';
import { useCustomerOrders } from '../../../entities/orders/customer-orders.ts';
import { OrderRow } from './order-row.tsx';
import { Pager } from './pager.tsx';
import * as styles from './dashboard.css.ts';

/** The customer's orders, newest first, a page at a time (`page` lives in the address). */
export function MyOrders({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const shop = useShop();
  const href = useShopHref();
  const orders = useCustomerOrders(shop.id, page);

  return (
    <>
      <h1 className={styles.screenTitle}>
        <Trans>My Orders</Trans>
      </h1>
      {orders.isPending && (
        <div aria-busy="true">
          <Skeleton shape="block" height="4.5rem" />
          <Skeleton shape="block" height="4.5rem" />
          <Skeleton shape="block" height="4.5rem" />
        </div>
      )}
      {orders.isError && <ErrorPanel layout="inline" headingLevel={2} onRetry={() => void orders.refetch()} />}
      {orders.isSuccess && orders.data.data.length === 0 && (
        <div className={styles.empty}>
          <Package size={40} strokeWidth={1.5} aria-hidden="true" />
          <p>
            <Trans>You have no orders yet.</Trans>
          </p>
          <Link to={href('shop-home')} className={buttonClass({ variant: 'primary' })}>
            <Trans>Start shopping</Trans>
          </Link>
        </div>
      )}
      {orders.isSuccess && orders.data.data.length > 0 && (
        <>
          <ul className={styles.list} aria-busy={orders.isPlaceholderData || undefined}>
            {orders.data.data.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          {orders.data.last_page > 1 && (
            <Pager
              page={orders.data.current_page}
              lastPage={orders.data.last_page}
              busy={orders.isPlaceholderData}
              label={t`Order pages`}
              onPage={onPage}
            />
          )}
        </>
      )}
    </>
  );
}
