import { useListParams, useSearchBox } from '../../../hooks/use-list-params.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Download, Search, X } from 'lucide-react';
import type { ShopCustomer } from '@haat/domain/schemas';
import { formatDate, formatMoney, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { VisuallyHidden } from '@haat/ui/visually-hidden';
import { CodRiskBadge } from '../../../components/cod-risk-badge.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { paths } from '../../../lib/paths.ts';
import { useCustomers } from '../api/customers.ts';
import { useExportCustomers } from '../api/export-customers.ts';
import { CustomerDetails } from './customer-details.tsx';
import * as styles from './customers.css.ts';

export const CUSTOMER_SEARCH_DEBOUNCE_MS = 400;

function positiveInteger(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** The shop's customers by mobile number, searchable, or one customer's page when `?mobile=` names one. */
export function CustomersView() {
  const [params] = useSearchParams();
  const mobile = params.get('mobile');
  return mobile ? <CustomerDetails mobile={mobile} /> : <CustomerList />;
}

function CustomerList() {
  const { t, i18n } = useLingui();
  const { params, update } = useListParams();
  const search = params.get('q') ?? '';
  const tag = params.get('tag') ?? undefined;
  const blockedOnly = params.get('blocked') === 'true';
  const page = positiveInteger(params.get('page')) ?? 1;
  const [typed, setTyped] = useSearchBox(search, update, CUSTOMER_SEARCH_DEBOUNCE_MS);
  const filters = { search: search || undefined, tag, blocked: blockedOnly ? ('true' as const) : undefined };
  const filtered = Boolean(search || tag || blockedOnly);
  const customers = useCustomers({ ...filters, page });
  const exporting = useExportCustomers();

  const exportFile = () => exporting.mutate(filters, { onError: (error) => toast.error(errorText(i18n, error)) });

  return (
    <>
      <PageHeader
        title={t`Customers`}
        description={t`Everyone who ordered from your shop or has an account, by mobile number.`}
        actions={
          <Button variant="secondary" onClick={exportFile} loading={exporting.isPending}>
            <Download size={16} aria-hidden="true" /> {t`Export CSV`}
          </Button>
        }
      />
      <div className={styles.toolbar} role="search">
        <FormField label={t`Search customers`} className={styles.search}>
          <Input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t`Name or mobile`}
          />
        </FormField>
        <label className={styles.filter}>
          <input
            type="checkbox"
            checked={blockedOnly}
            onChange={(event) => update({ blocked: event.target.checked ? 'true' : undefined, page: undefined })}
          />{' '}
          {t`Blocked only`}
        </label>
        {tag !== undefined && (
          <Button variant="secondary" size="sm" onClick={() => update({ tag: undefined, page: undefined })}>
            <X size={14} aria-hidden="true" /> {t`Tag: ${tag}`}
            <VisuallyHidden>{t`(remove the filter)`}</VisuallyHidden>
          </Button>
        )}
      </div>
      <QueryState query={customers}>
        {(list) =>
          list.data.length === 0 ? (
            filtered ? (
              <EmptyState title={t`No customers match.`} icon={<Search size={36} />} />
            ) : (
              <EmptyState title={t`No customers yet.`}>{t`When someone orders, they show here.`}</EmptyState>
            )
          ) : (
            <>
              <ul className={styles.list} aria-busy={customers.isFetching} aria-label={t`Customers`}>
                {list.data.map((customer) => (
                  <CustomerRow key={customer.mobile} customer={customer} />
                ))}
              </ul>
              <Pagination
                page={list.current_page}
                lastPage={list.last_page}
                onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}

function CustomerRow({ customer }: { customer: ShopCustomer }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const { shop_slug: slug = '' } = useParams();
  const orders = formatNumber(customer.orders_count, locale);
  const delivered = formatNumber(customer.delivered_count, locale);
  const returned = formatNumber(customer.returned_count, locale);
  const cancelled = formatNumber(customer.cancelled_count, locale);
  return (
    <li className={styles.row} data-testid={`customer-${customer.mobile}`}>
      <div className={styles.who}>
        <Link to={paths.customer(slug, customer.mobile)} className={styles.name}>
          {customer.name}
        </Link>
        <span className={styles.mobile}>{customer.mobile}</span>
        <span className={styles.badges}>
          <CodRiskBadge risk={customer.cod_risk} />
          {customer.blocked_at && <Badge tone="red" solid data-testid="customer-blocked">{t`Blocked`}</Badge>}
          {customer.tags.map((tag) => (
            <Link
              key={tag}
              to={paths.customersTagged(slug, tag)}
              className={styles.tagLink}
              aria-label={t`Customers tagged ${tag}`}
            >
              <Badge tone="grey">{tag}</Badge>
            </Link>
          ))}
        </span>
      </div>
      <span className={styles.counts}>
        {t`${orders} orders · ${delivered} delivered · ${returned} returned · ${cancelled} cancelled`}
        {customer.last_order_at && (
          <span className={styles.muted}> · {t`Last order ${formatDate(customer.last_order_at, locale)}`}</span>
        )}
      </span>
      <span className={styles.total} title={t`Total spent`}>
        {formatMoney(customer.total_spent, locale)}
      </span>
    </li>
  );
}
