import { useLingui } from '@lingui/react/macro';
import type { AdminOrder as Order } from '@haat/domain/schemas';
import { formatDateTime, formatMoney, formatNumber } from '@haat/i18n/format';
import { localizedPlace, localizedName, toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { OrderStatusBadge } from '@haat/ui/order-status-badge';
import { OrderTotals } from '@haat/ui/order-totals';
import { nameWithOptions } from '@haat/domain/variants';
import { PrintLinks } from './print/print-links.tsx';
import { useOrderCodRisk } from '../api/to-confirm.ts';
import { CodRiskBadge, CodRiskSources } from '../../../components/cod-risk-badge.tsx';
import { OrderShipment } from './order-shipment.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderPayment } from './order-payment.tsx';
import * as styles from './orders.css.ts';

/** Everything about one order, and the status buttons it allows. */
export function OrderDetails({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const money = (taka: number) => formatMoney(taka, locale);
  return (
    <div className={styles.details} data-testid="order-details" data-status={order.status}>
      <div className={styles.historyItem}>
        <OrderStatusBadge status={order.status} size="md" />
        <span className={styles.muted}>{formatDateTime(order.created_at, locale)}</span>
      </div>
      <div className={styles.actions}>
        <PrintLinks orderIds={[order.id]} />
      </div>
      <OrderActions order={order} />
      <OrderPayment order={order} />
      <OrderShipment order={order} />
      <div className={styles.twoColumns}>
        <section className={styles.section} aria-labelledby="order-customer">
          <h3 id="order-customer" className={styles.sectionTitle}>{t`Customer`}</h3>
          <p>{order.name}</p>
          <p>
            <a href={`tel:${order.mobile}`}>{order.mobile}</a>
          </p>
          <OrderRisk orderId={order.id} />
          {order.email && <p>{order.email}</p>}
        </section>
        <section className={styles.section} aria-labelledby="order-address">
          <h3 id="order-address" className={styles.sectionTitle}>{t`Delivery address`}</h3>
          <p>{order.address}</p>
          {(order.area || order.district) && <p>{localizedPlace(order, locale)}</p>}
          {order.delivery_package && (
            <p className={styles.muted}>
              {t`Delivery: ${order.delivery_package.name} (${money(order.delivery_package.charge)})`}
            </p>
          )}
        </section>
      </div>
      {order.note && (
        <section className={styles.section} aria-labelledby="order-note">
          <h3 id="order-note" className={styles.sectionTitle}>{t`Customer’s note`}</h3>
          <p>{order.note}</p>
        </section>
      )}
      <section className={styles.section} aria-labelledby="order-items">
        <h3 id="order-items" className={styles.sectionTitle}>{t`Items`}</h3>
        <table className={styles.items}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{t`Product`}</th>
              <th className={styles.numberCell} scope="col">{t`Unit price`}</th>
              <th className={styles.numberCell} scope="col">{t`Quantity`}</th>
              <th className={styles.numberCell} scope="col">{t`Total`}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td className={styles.cell}>{nameWithOptions(localizedName(item, locale), item.options, locale)}</td>
                <td className={styles.numberCell}>{money(item.unit_price)}</td>
                <td className={styles.numberCell}>{formatNumber(item.quantity, locale)}</td>
                <td className={styles.numberCell}>{money(item.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.discounts.length > 0 && (
          <p className={styles.muted} data-testid="order-discounts">
            {order.discounts
              .map((entry) => `${entry.code ? `${entry.title} (${entry.code})` : entry.title}: −${money(entry.saving)}`)
              .join(' · ')}
          </p>
        )}
        <OrderTotals
          layout="compact"
          subtotal={order.subtotal}
          deliveryCharge={order.delivery_charge}
          discount={order.discount}
          total={order.total}
          testIds={{ amount: 'order-total' }}
        />
      </section>
      <section className={styles.section} aria-labelledby="order-history">
        <h3 id="order-history" className={styles.sectionTitle}>{t`History`}</h3>
        <ol className={styles.history}>
          {order.history.map((change, index) => (
            <li key={`${change.status}-${index}`} className={styles.historyItem}>
              <OrderStatusBadge status={change.status} />
              <span className={styles.muted}>{formatDateTime(change.created_at, locale)}</span>
              {change.note && <span>{change.note}</span>}
              {change.restocked && <span className={styles.muted}>{t`Items back in stock`}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The customer's cash-on-delivery risk now, its sources, and whether the shop's rules held the order for a call. */
function OrderRisk({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const risk = useOrderCodRisk(orderId);
  if (!risk.data) return null;
  return (
    <div className={styles.section}>
      <p className={styles.actions}>
        <CodRiskBadge risk={risk.data.cod_risk} />
        {risk.data.held_for_call && <Badge tone="orange">{t`Call first`}</Badge>}
      </p>
      <div className={styles.muted}>
        <CodRiskSources risk={risk.data.cod_risk} />
      </div>
    </div>
  );
}
