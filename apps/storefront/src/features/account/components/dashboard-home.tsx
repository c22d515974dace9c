import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopHref } from '../../../lib/links.ts';
import type { ShopRouteName } from '../../../config/route-table.ts';
import { useShop } from '../../../lib/shop.ts';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { useCartStore } from '../../../entities/cart/cart.ts';
import { useWishlistStore } from '../../../entities/wishlist/wishlist.ts';
import { useAddresses } from '../../../entities/addresses/addresses.ts';
import { useCustomerOrders } from '../../../entities/orders/customer-orders.ts';
import { OrderRow } from './order-row.tsx';
import * as styles from './dashboard.css.ts';

const RECENT_ORDERS = 5;

function Stat({ route, label, value }: { route: ShopRouteName; label: string; value: number | undefined }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  return (
    <Link to={href(route)} className={styles.stat}>
      <span className={styles.statValue}>
        {value === undefined ? <Skeleton width="2ch" /> : formatNumber(value, locale)}
      </span>
      <span className={styles.muted}>{label}</span>
    </Link>
  );
}

/** The dashboard's first screen: a greeting, counts and the latest orders. */
export function DashboardHome() {
  const { t } = useLingui();
  const shop = useShop();
  const href = useShopHref();
  const user = useAuthStore((state) => state.user);
  const wishlistCount = useWishlistStore((state) => state.products.length);
  const cartCount = useCartStore((state) => state.totalItems);
  const orders = useCustomerOrders(shop.id, 1);
  const addresses = useAddresses(shop.id);
  const recent = orders.data?.data.slice(0, RECENT_ORDERS) ?? [];
  const name = user?.name ?? '';

  return (
    <>
      <header>
        <h1 className={styles.screenTitle}>
          <Trans>Hello, {name}!</Trans>
        </h1>
        <p className={styles.muted}>
          <Trans>From here you can follow your orders, keep addresses and chat with the shop.</Trans>
        </p>
      </header>
      <div className={styles.stats}>
        <Stat route="shop-my-order" label={t`Orders`} value={orders.data?.total} />
        <Stat route="shop-my-wishlist" label={t`In wish list`} value={wishlistCount} />
        <Stat route="shop-my-addresses" label={t`Addresses`} value={addresses.data?.length} />
        <Stat route="shop-my-cart" label={t`In cart`} value={cartCount} />
      </div>
      <section className={styles.card} aria-labelledby="recent-orders-title">
        <h2 id="recent-orders-title" className={styles.cardTitle}>
          <Trans>Recent orders</Trans>
        </h2>
        {orders.isPending && <Skeleton shape="block" height="8rem" />}
        {orders.isError && (
          <p role="alert" className={styles.alert}>
            <Trans>Could not load your orders.</Trans>
          </p>
        )}
        {orders.isSuccess && recent.length === 0 && (
          <p className={styles.muted}>
            <Trans>You have not ordered yet.</Trans> <Link to={href('shop-home')}>{t`Start shopping`}</Link>
          </p>
        )}
        {recent.length > 0 && (
          <ul className={styles.list}>
            {recent.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        )}
        {orders.data && orders.data.total > RECENT_ORDERS && (
          <Link to={href('shop-my-order')}>
            <Trans>See all orders</Trans>
          </Link>
        )}
      </section>
    </>
  );
}
