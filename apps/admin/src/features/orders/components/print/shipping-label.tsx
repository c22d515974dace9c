import { useLingui } from '@lingui/react/macro';
import type { AdminOrder } from '@haat/domain/schemas';
import { formatMoney } from '@haat/i18n/format';
import { localizedPlace, toLocale } from '@haat/i18n/locale';
import { courierLabels } from '../../../../lib/courier-labels.ts';
import { Barcode } from './barcode.tsx';
import { cashOnDelivery } from './invoice.tsx';
import type { PrintShop } from './print-shop.ts';
import { QrCode } from './qr-code.tsx';
import * as styles from './print.css.ts';

/** One A6 label (100×148 mm): sender, recipient, the cash to collect in big, the order code as Code 128 and QR, the courier. */
export function ShippingLabel({ order, shop }: { order: AdminOrder; shop: PrintShop }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const { shipment } = order;
  const booked = shipment && shipment.state !== 'failed' ? shipment : null;
  return (
    <article className={styles.label} data-testid={`label-${order.code}`} aria-label={t`Shipping label ${order.code}`}>
      <p className={styles.small}>
        {t`From:`} <strong>{shop.name}</strong>
        {shop.phone && ` · ${shop.phone}`}
      </p>
      <p className={styles.codLarge} data-testid="label-cod">
        <span>{t`Cash on delivery`}</span>
        <span className={styles.codAmount}>{formatMoney(cashOnDelivery(order), locale)}</span>
      </p>
      {(order.payment?.paid ?? 0) > 0 && (
        <p className={styles.small} data-testid="label-paid">
          {t`Paid in advance: ${formatMoney(order.payment?.paid ?? 0, locale)}`}
        </p>
      )}
      <section className={styles.recipient}>
        <span className={styles.blockTitle}>{t`To:`}</span>
        <span className={styles.recipientName}>{order.name}</span>
        <span>{order.mobile}</span>
        <span>{order.address}</span>
        {(order.area || order.district) && <strong>{localizedPlace(order, locale)}</strong>}
      </section>
      <div className={styles.codes}>
        <div className={styles.barcodeBox}>
          <Barcode
            value={order.code}
            height={60}
            className={styles.barcodeSvg}
            label={t`Barcode of order ${order.code}`}
          />
          <span className={styles.mono}>{order.code}</span>
        </div>
        <QrCode value={order.code} size="22mm" label={t`QR code of order ${order.code}`} />
      </div>
      <p className={styles.footer} data-testid="label-courier">
        {booked ? (
          <>
            {i18n._(courierLabels[booked.courier])}
            {booked.tracking_code && (
              <>
                {' · '}
                {t`Tracking code:`} <span className={styles.mono}>{booked.tracking_code}</span>
              </>
            )}
          </>
        ) : (
          t`Not booked with a courier yet`
        )}
      </p>
    </article>
  );
}
