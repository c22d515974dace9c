import { Fragment, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AREA_NEEDED, isBookable, type CourierName } from '@haat/domain/couriers';
import type { AdminOrder, ParcelLocation } from '@haat/domain/schemas';
import { formatMoney } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { toast } from '@haat/ui/toast';
import { errorText, hasStatus } from '../../../lib/error-text.ts';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { useBookShipment } from '../api/book-shipments.ts';
import { bookingErrorLabels, courierLabels, parcelStatusLabels } from '../../../lib/courier-labels.ts';
import { CourierPlaces, placesChosen } from './courier-places.tsx';
import * as styles from './orders.css.ts';

/** The order's courier booking (COD, charge, tracking, state and error), or the buttons that book it. */
export function OrderShipment({ order }: { order: Pick<AdminOrder, 'id' | 'status' | 'shipment'> }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const accounts = useCourierAccounts();
  const book = useBookShipment();
  const { shipment } = order;
  const canBook = isBookable(order.status) && (!shipment || shipment.state === 'failed');
  // Pathao and RedX address a parcel by their own places: the server finds them from the order's area, and the
  // owner chooses when several fit (the booking failed asking for it) or when they would rather (decision 243).
  const [choosing, setChoosing] = useState<'pathao' | 'redx' | null>(null);
  const areaAsked = shipment?.state === 'failed' && shipment.error === AREA_NEEDED ? shipment.courier : null;
  const choose = (courier: 'pathao' | 'redx') => {
    setLocation({});
    setChoosing(courier);
  };
  const [location, setLocation] = useState<ParcelLocation>({});

  const submit = (courier: CourierName, place?: ParcelLocation) =>
    book.mutate(
      { orderId: order.id, courier, ...(place ? { location: place } : {}) },
      {
        onSuccess: () => {
          setChoosing(null);
          toast.success(t`Booking with the courier`);
        },
        onError: (error) =>
          toast.error(
            hasStatus(error, 409)
              ? t`This order cannot be booked now: it was booked already or its status changed`
              : errorText(i18n, error),
          ),
      },
    );
  const stateText = { booking: t`Booking…`, booked: t`Booked`, failed: t`Booking failed` };

  return (
    <section className={styles.section} aria-labelledby="order-courier" data-testid="order-shipment">
      <h3 id="order-courier" className={styles.sectionTitle}>{t`Courier`}</h3>
      {shipment && (
        <dl className={styles.section}>
          <dt>{i18n._(courierLabels[shipment.courier])}</dt>
          <dd data-state={shipment.state}>
            {stateText[shipment.state]}
            {shipment.parcel_status && (
              <span title={shipment.courier_status ?? undefined}>
                {' · '}
                {i18n._(parcelStatusLabels[shipment.parcel_status])}
              </span>
            )}
          </dd>
          {shipment.consignment_id && <dd>{t`Consignment: ${shipment.consignment_id}`}</dd>}
          {shipment.tracking_code && (
            <dd>
              {t`Tracking code:`}{' '}
              {shipment.tracking_url ? (
                <a href={shipment.tracking_url} target="_blank" rel="noreferrer">
                  {shipment.tracking_code}
                </a>
              ) : (
                shipment.tracking_code
              )}
            </dd>
          )}
          <dd>{t`Cash to collect: ${formatMoney(shipment.cod_amount, locale)}`}</dd>
          {shipment.delivery_charge !== null && (
            <dd>{t`Courier charge: ${formatMoney(shipment.delivery_charge, locale)}`}</dd>
          )}
          {shipment.error && (
            <dd role="alert">
              {bookingErrorLabels[shipment.error] ? i18n._(bookingErrorLabels[shipment.error]!) : shipment.error}
              {shipment.error_detail ? ` (${shipment.error_detail})` : ''}
            </dd>
          )}
        </dl>
      )}
      {canBook &&
        (accounts.data?.length === 0 ? (
          <p className={styles.muted}>{t`Connect a courier in Couriers to book this order.`}</p>
        ) : (
          <div className={styles.actions}>
            {accounts.data?.map(({ courier }) => (
              <Fragment key={courier}>
                <Button
                  size="sm"
                  variant={choosing === courier ? 'secondary' : 'primary'}
                  loading={book.isPending && book.variables?.courier === courier && choosing === null}
                  onClick={() => (courier !== 'steadfast' && areaAsked === courier ? choose(courier) : submit(courier))}
                >
                  {t`Book with ${i18n._(courierLabels[courier])}`}
                </Button>
                {courier !== 'steadfast' && choosing !== courier && areaAsked !== courier && (
                  <Button size="sm" variant="ghost" onClick={() => choose(courier)}>
                    {t`Choose ${i18n._(courierLabels[courier])}'s area`}
                  </Button>
                )}
              </Fragment>
            ))}
            {choosing && (
              <form
                className={styles.section}
                aria-label={t`Delivery place for ${i18n._(courierLabels[choosing])}`}
                onSubmit={(event) => {
                  event.preventDefault();
                  submit(choosing, location);
                }}
              >
                <CourierPlaces courier={choosing} value={location} onChange={setLocation} />
                <div className={styles.actions}>
                  <Button
                    type="submit"
                    size="sm"
                    variant="primary"
                    loading={book.isPending}
                    disabled={!placesChosen(choosing, location)}
                  >
                    {t`Book`}
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setChoosing(null)}>
                    {t`Cancel`}
                  </Button>
                </div>
              </form>
            )}
          </div>
        ))}
    </section>
  );
}
