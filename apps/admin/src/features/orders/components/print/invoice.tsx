import { useLingui } from '@lingui/react/macro';
import type { AdminOrder } from '@haat/domain/schemas';
import { formatDate, formatMoney, formatNumber } from '@haat/i18n/format';
import { localizedPlace, localizedName, toLocale } from '@haat/i18n/locale';
import { OrderTotals } from '@haat/ui/order-totals';
import { nameWithOptions } from '@haat/domain/variants';
import { courierLabels } from '../../../../lib/courier-labels.ts';
import type { PrintShop } from './print-shop.ts';
import { QrCode } from './qr-code.tsx';
import * as styles from './print.css.ts';

/**
 * What the shopper pays the courier: the booking's COD amount once booked, else the order's total less what was paid
 * in advance (issue 30).
 */
export function cashOnDelivery(order: Pick<AdminOrder, 'total' | 'shipment' | 'payment'>): number {
  if (order.shipment && order.shipment.state !== 'failed') return order.shipment.cod_amount;
  return Math.max(0, Math.round((order.total - (order.payment?.paid ?? 0)) * 100) / 100);
}

/** One A4 page: sender, recipient, lines, totals, cash on delivery, the order code as a QR code and the courier. */
export function Invoice({ order, shop }: { order: AdminOrder; shop: PrintShop }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const money = (taka: number) => formatMoney(taka, locale);
  const { shipment } = order;
  const cod = money(cashOnDelivery(order));
  return (
    <article className={styles.invoice} data-testid={`invoice-${order.code}`} aria-label={t`Invoice ${order.code}`}>
      <header className={styles.header}>
        <div className={styles.block}>
          <h1 className={styles.shopName}>{shop.name}</h1>
          {shop.address && <p className={styles.small}>{shop.address}</p>}
          {shop.phone && <p className={styles.small}>{t`Phone: ${shop.phone}`}</p>}
        </div>
        <div className={styles.block}>
          <h2 className={styles.title}>{t`Invoice`}</h2>
          <p className={styles.small}>
            {t`Order:`} <span className={styles.mono}>{order.code}</span>
          </p>
          <p className={styles.small}>{t`Date: ${formatDate(order.created_at, locale)}`}</p>
        </div>
        <QrCode value={order.code} size="26mm" label={t`QR code of order ${order.code}`} />
      </header>
      <div className={styles.twoColumns}>
        <section className={styles.block}>
          <h3 className={styles.blockTitle}>{t`Bill to`}</h3>
          <p className={styles.block}>
            <strong>{order.name}</strong>
            <span>{order.mobile}</span>
            <span>{order.address}</span>
            {(order.area || order.district) && <span>{localizedPlace(order, locale)}</span>}
          </p>
        </section>
        {shipment && shipment.state !== 'failed' && (
          <section className={styles.block}>
            <h3 className={styles.blockTitle}>{t`Courier`}</h3>
            <p className={styles.block}>
              <span>{i18n._(courierLabels[shipment.courier])}</span>
              {shipment.tracking_code && (
                <span>
                  {t`Tracking code:`} <span className={styles.mono}>{shipment.tracking_code}</span>
                </span>
              )}
            </p>
          </section>
        )}
      </div>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">{t`Product`}</th>
            <th className={styles.numberCell} scope="col">{t`Quantity`}</th>
            <th className={styles.numberCell} scope="col">{t`Unit price`}</th>
            <th className={styles.numberCell} scope="col">{t`Total`}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className={styles.cell}>{nameWithOptions(localizedName(item, locale), item.options, locale)}</td>
              <td className={styles.numberCell}>{formatNumber(item.quantity, locale)}</td>
              <td className={styles.numberCell}>{money(item.unit_price)}</td>
              <td className={styles.numberCell}>{money(item.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.discounts.length > 0 && (
        <p className={styles.footer} data-testid="invoice-discounts">
          {order.discounts
            .map((entry) => `${entry.code ? `${entry.title} (${entry.code})` : entry.title}: −${money(entry.saving)}`)
            .join(' · ')}
        </p>
      )}
      <OrderTotals
        layout="compact"
        className={styles.totals}
        subtotal={order.subtotal}
        deliveryCharge={order.delivery_charge}
        discount={order.discount}
        total={order.total}
        testIds={{ amount: 'invoice-total' }}
      />
      {(order.payment?.paid ?? 0) > 0 && (
        <p data-testid="invoice-paid">{t`Paid in advance: ${money(order.payment?.paid ?? 0)}`}</p>
      )}
      <p className={styles.cod} data-testid="invoice-cod">
        {t`Cash on delivery: ${cod}`}
      </p>
      <p className={styles.footer}>{t`Thank you for shopping with ${shop.name}.`}</p>
    </article>
  );
}
