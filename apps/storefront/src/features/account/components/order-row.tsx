import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { ChevronRight } from 'lucide-react';
import type { Order } from '@haat/domain/schemas';
import { formatDate, formatMoney, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { OrderStatusBadge } from '@haat/ui/order-status-badge';
import { useShopHref } from '../../../lib/links.ts';
import * as styles from './dashboard.css.ts';

/** One of the customer's orders in a list: code, date, item count, total, status and a link to it. */
export function OrderRow({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const count = formatNumber(units, locale);
  return (
    <li className={styles.listItem}>
      <span>
        <span className={styles.code}>{order.code}</span>
        <br />
        <span className={styles.muted}>
          {formatDate(order.created_at, locale)} ·{' '}
          {t`${plural(units, { one: `${count} item`, other: `${count} items` })}`} · {formatMoney(order.total, locale)}
        </span>
      </span>
      <OrderStatusBadge status={order.status} />
      <Link to={href('shop-order-details', { order_id: order.code })} aria-label={t`Details of order ${order.code}`}>
        <Trans>Details</Trans> <ChevronRight size={16} aria-hidden="true" className={styles.inlineIcon} />
      </Link>
    </li>
  );
}
