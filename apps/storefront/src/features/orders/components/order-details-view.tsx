import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, OrderShipment, TrackedOrder } from '@haat/domain/schemas';
import { formatDateTime, localizeDigits } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { OrderStatusBadge } from '@haat/ui/order-status-badge';
import { OrderLines } from './order-lines.tsx';
import { PayAdvancePanel } from './pay-advance-panel.tsx';
import * as styles from './orders.css.ts';

export interface OrderDetailsViewProps {
  /** A tracked order (no personal data) shows no delivery details. */
  order: Order | TrackedOrder;
  /** The district as the shopper's language names it (orders store the English name). */
  districtName?: (district: string) => string;
}

/** One order: status, history, items and totals, and where it goes (when the shopper proved it is theirs). */
export function OrderDetailsView({ order, districtName = (district) => district }: OrderDetailsViewProps) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const history = [...order.history].sort((a, b) => a.created_at.localeCompare(b.created_at)).reverse();

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="order-title">
        <div className={styles.header}>
          <h1 id="order-title" className={styles.cardTitle}>
            <Trans>
              Order <span className={styles.code}>{order.code}</span>
            </Trans>
          </h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className={styles.muted}>
          <Trans>Placed on {formatDateTime(order.created_at, locale)}</Trans>
        </p>
      </section>

      {'payment' in order && <PayAdvancePanel order={order} />}

      {order.shipment && <ShipmentCard shipment={order.shipment} />}

      <section className={styles.card} aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={styles.cardTitle}>
          <Trans>Items</Trans>
        </h2>
        <OrderLines order={order} />
      </section>

      {'mobile' in order && <DeliveryDetails order={order} districtName={districtName} />}

      <section className={styles.card} aria-labelledby="order-history-title">
        <h2 id="order-history-title" className={styles.cardTitle}>
          <Trans>Status history</Trans>
        </h2>
        <ol className={styles.timeline}>
          {history.map((change, index) => (
            <li key={`${change.status}-${change.created_at}-${index}`} className={styles.step}>
              <span>
                <OrderStatusBadge status={change.status} size="sm" />
              </span>
              <time className={styles.muted} dateTime={change.created_at}>
                {formatDateTime(change.created_at, locale)}
              </time>
              {change.note && <span>{change.note}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function DeliveryDetails({ order, districtName }: { order: Order; districtName: (district: string) => string }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <section className={styles.card} aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title" className={styles.cardTitle}>
        <Trans>Delivery details</Trans>
      </h2>
      <dl className={styles.details}>
        <dt className={styles.term}>
          <Trans>Name</Trans>
        </dt>
        <dd>{order.name}</dd>
        <dt className={styles.term}>
          <Trans>Mobile</Trans>
        </dt>
        <dd>{localizeDigits(order.mobile, locale)}</dd>
        <dt className={styles.term}>
          <Trans>Address</Trans>
        </dt>
        <dd>
          {[order.address, (locale === 'bn' && order.area_bn) || order.area].filter(Boolean).join(', ')}
          {order.district && `, ${districtName(order.district)}`}
        </dd>
        {order.note && (
          <>
            <dt className={styles.term}>
              <Trans>Note</Trans>
            </dt>
            <dd>{order.note}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** The courier carrying the parcel, its tracking code and the courier's own tracking page. */
function ShipmentCard({ shipment }: { shipment: OrderShipment }) {
  const { t } = useLingui();
  const courier = { steadfast: t`Steadfast`, pathao: t`Pathao`, redx: t`RedX` }[shipment.courier];
  return (
    <section className={styles.card} aria-labelledby="order-shipment-title" data-testid="order-shipment">
      <h2 id="order-shipment-title" className={styles.cardTitle}>
        <Trans>Delivery by {courier}</Trans>
      </h2>
      <dl className={styles.details}>
        <dt className={styles.term}>
          <Trans>Tracking code</Trans>
        </dt>
        <dd className={styles.code}>{shipment.tracking_code}</dd>
      </dl>
      <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
        <Trans>Track the parcel on {courier}’s site</Trans>
      </a>
    </section>
  );
}
