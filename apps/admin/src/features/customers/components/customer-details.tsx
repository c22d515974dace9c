import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ShopCustomer, ShopCustomerDetail } from '@haat/domain/schemas';
import { problemText } from '@haat/i18n/form-errors';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button, buttonClass } from '@haat/ui/button';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { FormField } from '@haat/ui/form-field';
import { Input, Textarea } from '@haat/ui/input';
import { OrderStatusBadge } from '@haat/ui/order-status-badge';
import { toast } from '@haat/ui/toast';
import { CodRiskBadge, CodRiskSources } from '../../../components/cod-risk-badge.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { paths } from '../../../lib/paths.ts';
import { useCustomer } from '../api/customer.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { checkNotes, tagsToText, type NotesCheck } from '../customer-notes.ts';
import * as styles from './customers.css.ts';

/** One customer's page: what the orders say, the owner's note, tags and block, every order and the chat. */
export function CustomerDetails({ mobile }: { mobile: string }) {
  const { t } = useLingui();
  const { shop_slug: slug = '' } = useParams();
  const customer = useCustomer(mobile);
  return (
    <>
      <Link to={paths.section(slug, 'customers')} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft size={16} aria-hidden="true" /> {t`All customers`}
      </Link>
      <QueryState query={customer}>{(data) => <CustomerPage detail={data} />}</QueryState>
    </>
  );
}

function CustomerPage({ detail }: { detail: ShopCustomerDetail }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const { shop_slug: slug = '' } = useParams();
  const { customer } = detail;
  const facts = [
    { label: t`Orders`, value: formatNumber(customer.orders_count, locale) },
    { label: t`Delivered`, value: formatNumber(customer.delivered_count, locale) },
    { label: t`Returned`, value: formatNumber(customer.returned_count, locale) },
    { label: t`Cancelled`, value: formatNumber(customer.cancelled_count, locale) },
    { label: t`Total spent`, value: formatMoney(customer.total_spent, locale) },
    {
      label: t`Last order`,
      value: customer.last_order_at ? formatDate(customer.last_order_at, locale) : '—',
    },
  ];
  return (
    <div className={styles.details}>
      <PageHeader title={customer.name} description={customer.mobile} />
      <div className={styles.badges}>
        <CodRiskBadge risk={customer.cod_risk} />
        {customer.blocked_at && <Badge tone="red" solid data-testid="customer-blocked">{t`Blocked`}</Badge>}
        {customer.customer_id === null ? (
          <Badge tone="grey">{t`Guest`}</Badge>
        ) : (
          <Badge tone="blue">{t`Has an account`}</Badge>
        )}
      </div>
      <CodRiskSources risk={customer.cod_risk} />
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.muted}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>

      <section className={styles.section} aria-labelledby="customer-notes">
        <h2 id="customer-notes" className={styles.sectionTitle}>{t`Note and tags`}</h2>
        <NotesForm key={`${customer.note ?? ''}|${customer.tags.join(',')}`} customer={customer} />
      </section>

      <section className={styles.section} aria-labelledby="customer-block">
        <h2 id="customer-block" className={styles.sectionTitle}>{t`Block`}</h2>
        <BlockControl customer={customer} />
      </section>

      <section className={styles.section} aria-labelledby="customer-orders">
        <h2 id="customer-orders" className={styles.sectionTitle}>{t`Orders`}</h2>
        {detail.orders.length === 0 ? (
          <p className={styles.muted}>{t`No orders yet.`}</p>
        ) : (
          <ul className={styles.list}>
            {detail.orders.map((order) => (
              <li key={order.id} className={styles.orderRow}>
                <Link to={paths.order(slug, order.id)} className={styles.code}>
                  {order.code}
                </Link>
                <span className={styles.muted}>{formatDateTime(order.created_at, locale)}</span>
                <span className={styles.total}>{formatMoney(order.total, locale)}</span>
                <OrderStatusBadge status={order.status} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="customer-messages">
        <h2 id="customer-messages" className={styles.sectionTitle}>{t`Messages`}</h2>
        {customer.customer_id === null ? (
          <p className={styles.muted}>{t`Only customers with an account can send messages.`}</p>
        ) : (
          <>
            {detail.messages.length === 0 ? (
              <p className={styles.muted}>{t`No messages yet.`}</p>
            ) : (
              <ul className={styles.list}>
                {detail.messages.map((message) => (
                  <li
                    key={message.id}
                    className={message.sender === 'shop' ? `${styles.message} ${styles.fromShop}` : styles.message}
                  >
                    <span className={styles.muted}>
                      {message.sender === 'shop' ? t`You` : customer.name} ·{' '}
                      {formatDateTime(message.created_at, locale)}
                    </span>
                    <br />
                    {message.body}
                  </li>
                ))}
              </ul>
            )}
            <p>
              <Link
                to={paths.messageThread(slug, customer.customer_id)}
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
              >
                {t`Open the chat`}
              </Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

function NotesForm({ customer }: { customer: ShopCustomer }) {
  const { t, i18n } = useLingui();
  const update = useUpdateCustomer();
  const [note, setNote] = useState(customer.note ?? '');
  const [tags, setTags] = useState(tagsToText(customer.tags));
  const [checked, setChecked] = useState<NotesCheck | null>(null);
  const problems = checked && !checked.ok ? checked.problems : {};

  const save = () => {
    const check = checkNotes(note, tags);
    setChecked(check);
    if (!check.ok) return;
    update.mutate(
      { mobile: customer.mobile, body: { note: check.body.note, tags: check.body.tags } },
      {
        onSuccess: () => toast.success(t`Saved`),
        onError: (error) => toast.error(errorText(i18n, error)),
      },
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <FormField label={t`Note`} hint={t`Only you see it.`} error={problemText(i18n, problems.note)}>
        <Textarea value={note} rows={3} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      <FormField
        label={t`Tags`}
        hint={t`Separate tags with commas, e.g. VIP, wholesale.`}
        error={problemText(i18n, problems.tags)}
      >
        <Input value={tags} onChange={(event) => setTags(event.target.value)} />
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending}>{t`Save note and tags`}</Button>
      </div>
    </form>
  );
}

function BlockControl({ customer }: { customer: ShopCustomer }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const update = useUpdateCustomer();
  const [asking, setAsking] = useState(false);
  const blocked = customer.blocked_at !== null;
  const setBlocked = (next: boolean) =>
    update.mutateAsync({ mobile: customer.mobile, body: { blocked: next } }).then(
      () => toast.success(next ? t`Customer blocked` : t`Customer unblocked`),
      (error: unknown) => {
        toast.error(errorText(i18n, error));
        throw error;
      },
    );
  return (
    <div className={styles.actions}>
      {blocked ? (
        <>
          <span className={styles.muted}>
            {t`Blocked since ${formatDate(customer.blocked_at!, locale)}: orders from this number are refused.`}
          </span>
          <Button variant="secondary" onClick={() => setAsking(true)}>{t`Unblock`}</Button>
        </>
      ) : (
        <>
          <span className={styles.muted}>{t`A blocked number cannot order from your shop.`}</span>
          <Button variant="danger" onClick={() => setAsking(true)}>{t`Block`}</Button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={blocked ? t`Unblock ${customer.mobile}?` : t`Block ${customer.mobile}?`}
        description={
          blocked
            ? t`This number will be able to order from your shop again.`
            : t`Orders from this number will be refused at checkout. The customer is told to contact the shop.`
        }
        confirmLabel={blocked ? t`Unblock` : t`Block`}
        destructive={!blocked}
        onConfirm={() => setBlocked(!blocked)}
      />
    </div>
  );
}
