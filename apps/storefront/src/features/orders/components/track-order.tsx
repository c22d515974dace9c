import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, PackageSearch } from 'lucide-react';
import { isApiError } from '@haat/api-client/errors';
import { toAsciiDigits } from '@haat/domain/digits';
import { isBangladeshMobile, normalizeMobile } from '@haat/domain/phone';
import type { Order } from '@haat/domain/schemas';
import { formatDate, formatMoney } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { OrderStatusBadge } from '@haat/ui/order-status-badge';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopHref } from '../../../app/links.ts';
import { useShop } from '../../../lib/shop.ts';
import { useTrackedOrders } from '../api/track-orders.ts';
import { rememberOrderMobile } from '../order-access.ts';
import * as styles from './orders.css.ts';

/** What the API is asked: a mobile number in its 11-digit form, otherwise the order code as typed. */
export function trackQueryOf(input: string): string {
  const trimmed = input.trim();
  if (isBangladeshMobile(trimmed)) return normalizeMobile(trimmed);
  return toAsciiDigits(trimmed).toUpperCase();
}

export interface TrackOrderProps {
  /** The query from the address (`?query=`), so back and reload keep the search. */
  initialQuery: string | null;
  onSearch: (query: string) => void;
  /** Exactly one order matched: its page. */
  onSingle: (order: Order) => void;
}

/** Track order (SPEC §2): by order code or mobile; one → its details, several → a list, none → SPEC's message. */
export function TrackOrder({ initialQuery, onSearch, onSingle }: TrackOrderProps) {
  const { t, i18n } = useLingui();
  const shop = useShop();
  const [input, setInput] = useState(initialQuery ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const query = initialQuery ? trackQueryOf(initialQuery) : null;
  const orders = useTrackedOrders(shop.id, query);

  const single = orders.data?.length === 1 ? orders.data[0] : undefined;
  useEffect(() => {
    if (!single) return;
    rememberOrderMobile(shop.slug, single.code, single.mobile);
    onSingle(single);
  }, [single, shop.slug, onSingle]);

  useEffect(() => {
    for (const order of orders.data ?? []) rememberOrderMobile(shop.slug, order.code, order.mobile);
  }, [orders.data, shop.slug]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (input.trim() === '') {
      setProblem(t`Enter your order ID or mobile number`);
      return;
    }
    setProblem(undefined);
    onSearch(input.trim());
  };

  const notFound = orders.isError && isApiError(orders.error) && orders.error.status === 404;

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="track-title">
        <h1 id="track-title" className={styles.cardTitle}>
          <Trans>Track your order</Trans>
        </h1>
        <p className={styles.muted}>
          <Trans>Enter the order ID from your confirmation, or the mobile number you ordered with.</Trans>
        </p>
        <form className={styles.form} onSubmit={submit} noValidate role="search">
          <div className={styles.inline}>
            <FormField label={t`Order ID or mobile number`} required error={problem}>
              <Input
                name="query"
                autoComplete="off"
                value={input}
                placeholder="HT-XXXXXXXX / 01XXXXXXXXX"
                onChange={(event) => setInput(event.target.value)}
              />
            </FormField>
            <Button type="submit" variant="primary" loading={orders.isFetching}>
              <Trans>Track order</Trans>
            </Button>
          </div>
        </form>
      </section>

      <div aria-live="polite">
        {query !== null && orders.isPending && <Skeleton shape="block" height="5rem" />}
        {notFound && (
          <p role="alert" className={styles.alert}>
            {i18n._(errorMessages.orderNotFound)}
          </p>
        )}
        {orders.isError && !notFound && (
          <p role="alert" className={styles.alert}>
            {i18n._(errorMessages.somethingWentWrong)}{' '}
            <Button variant="link" size="sm" onClick={() => void orders.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </p>
        )}
        {orders.data && orders.data.length === 0 && (
          <p role="alert" className={styles.alert}>
            {i18n._(errorMessages.orderNotFound)}
          </p>
        )}
        {orders.data && orders.data.length > 1 && <OrderList orders={orders.data} />}
      </div>
    </div>
  );
}

function OrderList({ orders }: { orders: readonly Order[] }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  return (
    <section className={styles.card} aria-labelledby="orders-found-title">
      <h2 id="orders-found-title" className={styles.cardTitle}>
        <PackageSearch size={20} aria-hidden="true" className={styles.inlineIcon} />{' '}
        {i18n._(errorMessages.multipleOrders)}
      </h2>
      <ul className={styles.resultList}>
        {orders.map((order) => (
          <li key={order.id} className={styles.result}>
            <span>
              <span className={styles.code}>{order.code}</span>
              <br />
              <span className={styles.muted}>
                {formatDate(order.created_at, locale)} · {formatMoney(order.total, locale)}
              </span>
            </span>
            <OrderStatusBadge status={order.status} />
            <Link
              to={href('shop-order-details', { order_id: order.code })}
              aria-label={t`Details of order ${order.code}`}
            >
              <Trans>Details</Trans> <ChevronRight size={16} aria-hidden="true" className={styles.inlineIcon} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
