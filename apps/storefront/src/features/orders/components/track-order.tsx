import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, PackageSearch } from 'lucide-react';
import { isApiError } from '@haat/api-client/errors';
import { toAsciiDigits } from '@haat/domain/digits';
import { isBangladeshMobile, normalizeMobile } from '@haat/domain/phone';
import { trackVerifyBodySchema, type OrderSummary, type TrackedOrder } from '@haat/domain/schemas';
import { formatDate, formatMoney, localizeDigits } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { checkBody, problemText } from '@haat/i18n/form-errors';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { OrderStatusBadge } from '@haat/ui/order-status-badge';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopHref } from '../../../lib/links.ts';
import { requestErrorText } from '../../../lib/request-error.ts';
import { useShop } from '../../../lib/shop.ts';
import { useSendTrackCode, useTrackedOrders, useVerifyTrackCode } from '../../../entities/orders/track-orders.ts';
import { rememberOrderMobile } from '../order-access.ts';
import { OrderDetailsView } from './order-details-view.tsx';
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
}

/**
 * Track order (docs/product/storefront.md). By order code: that order's status, history, items and totals. By mobile
 * number: each order's status, date and total; the orders themselves after a code sent to that number.
 * Personal details (name, address) only on the order's page, with its mobile.
 */
export function TrackOrder({ initialQuery, onSearch }: TrackOrderProps) {
  const { t, i18n } = useLingui();
  const shop = useShop();
  const [input, setInput] = useState(initialQuery ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const query = initialQuery ? trackQueryOf(initialQuery) : null;
  const found = useTrackedOrders(shop.id, query);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (input.trim() === '') {
      setProblem(t`Enter your order ID or mobile number`);
      return;
    }
    setProblem(undefined);
    onSearch(input.trim());
  };

  const notFound = found.isError && isApiError(found.error) && found.error.status === 404;
  const answer = found.data;

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
                placeholder={t({
                  comment: 'The shape of an order code, then of a mobile number; Bengali digits may be typed too.',
                  message: 'HT-XXXXXXXX / 01XXXXXXXXX',
                })}
                onChange={(event) => setInput(event.target.value)}
              />
            </FormField>
            <Button type="submit" variant="primary" loading={found.isFetching}>
              <Trans>Track order</Trans>
            </Button>
          </div>
        </form>
      </section>

      <div aria-live="polite">
        {query !== null && found.isPending && <Skeleton shape="block" height="5rem" />}
        {notFound && (
          <p role="alert" className={styles.alert}>
            {i18n._(errorMessages.orderNotFound)}
          </p>
        )}
        {found.isError && !notFound && (
          <p role="alert" className={styles.alert}>
            {requestErrorText(i18n, found.error)}{' '}
            <Button variant="link" size="sm" onClick={() => void found.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </p>
        )}
        {answer?.kind === 'orders' && answer.orders.length === 1 && <OrderDetailsView order={answer.orders[0]!} />}
        {answer?.kind === 'orders' && answer.orders.length > 1 && <TrackedOrderList orders={answer.orders} />}
        {answer?.kind === 'summaries' && query !== null && (
          <MobileOrders key={query} mobile={query} summaries={answer.summaries} />
        )}
      </div>
    </div>
  );
}

/** A number's orders as summaries, and the one-time code that opens them. */
function MobileOrders({ mobile, summaries }: { mobile: string; summaries: readonly OrderSummary[] }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useShop();
  const sendCode = useSendTrackCode();
  const verify = useVerifyTrackCode();
  const [codeSent, setCodeSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const number = localizeDigits(mobile, locale);

  if (verify.data?.kind === 'orders') return <TrackedOrderList orders={verify.data.orders} />;

  const requestCode = async () => {
    setFormError(null);
    try {
      await sendCode.mutateAsync({ shop_id: shop.id, mobile });
      setCodeSent(true);
    } catch (error) {
      setFormError(requestErrorText(i18n, error));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const check = checkBody(trackVerifyBodySchema, { shop_id: shop.id, mobile, otp }, { names: { otp: 'otp' } });
    setProblem(problemText(i18n, check.problems.otp));
    if (!check.success) return;
    try {
      const answer = await verify.mutateAsync(check.body);
      if (answer.kind === 'orders')
        for (const order of answer.orders) rememberOrderMobile(shop.slug, order.code, mobile);
    } catch (error) {
      setFormError(
        isApiError(error) && error.status === 422
          ? t`The code is wrong or has expired. Ask for a new code.`
          : requestErrorText(i18n, error),
      );
    }
  };

  return (
    <section className={styles.card} aria-labelledby="mobile-orders-title">
      <h2 id="mobile-orders-title" className={styles.cardTitle}>
        <PackageSearch size={20} aria-hidden="true" className={styles.inlineIcon} /> <Trans>Orders of {number}</Trans>
      </h2>
      <ul className={styles.items}>
        {summaries.map((order, index) => (
          <li key={`${order.created_at}-${index}`} className={styles.result}>
            <span className={styles.muted}>
              {formatDate(order.created_at, locale)} · {formatMoney(order.total, locale)}
            </span>
            <OrderStatusBadge status={order.status} />
          </li>
        ))}
      </ul>
      {formError && (
        <p role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      {codeSent ? (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.muted} role="status">
            <Trans>A 6-digit code is on its way to {number} by SMS.</Trans>
          </p>
          <div className={styles.inline}>
            <FormField label={t`Code from the SMS`} required error={problem}>
              <Input
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                value={otp}
                onChange={(event) => setOtp(event.target.value)}
              />
            </FormField>
            <Button type="submit" variant="primary" loading={verify.isPending}>
              <Trans>Show my orders</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.form}>
          <p className={styles.muted}>
            <Trans>To see what you ordered and open an order, get a code by SMS to this number.</Trans>
          </p>
          <Button variant="secondary" loading={sendCode.isPending} onClick={() => void requestCode()}>
            <Trans>Send me a code</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

/** The orders a code sent to a number opens (one or more), each with its status and a link to its page. */
function TrackedOrderList({ orders }: { orders: readonly TrackedOrder[] }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  return (
    <section className={styles.card} aria-labelledby="orders-found-title">
      <h2 id="orders-found-title" className={styles.cardTitle}>
        <PackageSearch size={20} aria-hidden="true" className={styles.inlineIcon} />{' '}
        {orders.length === 1 ? t`Your order` : i18n._(errorMessages.multipleOrders)}
      </h2>
      <ul className={styles.items}>
        {orders.map((order) => (
          <li key={order.code} className={styles.result}>
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
