import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { formatDateTime } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { ErrorPanel } from '@haat/ui/error-panel';
import { OrderStatusBadge } from '@haat/ui/order-status-badge';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopHref } from '../../../lib/links.ts';
import { useShop } from '../../../lib/shop.ts';
import { useNotifications } from '../../../entities/customer/notifications.ts';
import * as styles from './dashboard.css.ts';

/** Status changes of the customer's orders, newest first. */
export function NotificationsList() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useShop();
  const href = useShopHref();
  const notifications = useNotifications(shop.id);
  const sorted = [...(notifications.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));

  return (
    <>
      <h1 className={styles.screenTitle}>
        <Trans>Notifications</Trans>
      </h1>
      {notifications.isPending && <Skeleton shape="block" height="10rem" />}
      {notifications.isError && (
        <ErrorPanel layout="inline" headingLevel={2} onRetry={() => void notifications.refetch()} />
      )}
      {notifications.isSuccess && sorted.length === 0 && (
        <div className={styles.empty}>
          <Bell size={40} strokeWidth={1.5} aria-hidden="true" />
          <p>
            <Trans>No notifications yet. When the shop updates one of your orders, you will see it here.</Trans>
          </p>
        </div>
      )}
      {sorted.length > 0 && (
        <ul className={styles.list}>
          {sorted.map((notification) => (
            <li key={notification.id} className={styles.listItem}>
              <span>
                <Trans>
                  Order{' '}
                  <Link to={href('shop-order-details', { order_id: notification.order_code })} className={styles.code}>
                    {notification.order_code}
                  </Link>{' '}
                  is now
                </Trans>{' '}
                <OrderStatusBadge status={notification.status} size="sm" />
              </span>
              <time className={styles.muted} dateTime={notification.created_at}>
                {formatDateTime(notification.created_at, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
