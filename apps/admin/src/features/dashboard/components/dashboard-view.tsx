import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { orderStatuses } from '@haat/domain/order-status';
import { variantTitle } from '@haat/domain/variants';
import type { Dashboard } from '@haat/domain/schemas';
import { formatDate, formatMoney, formatNumber } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Card } from '@haat/ui/card';
import { OrderStatusBadge } from '@haat/ui/order-status-badge';
import { Skeleton } from '@haat/ui/skeleton';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentShop } from '../../../lib/online-shop.ts';
import { paths } from '../../../lib/paths.ts';
import { useDashboard } from '../api/dashboard.ts';
import * as styles from './dashboard.css.ts';

/** The admin home: today's numbers, the return rate, orders by status, the week's sales and what is running out. */
export function DashboardView() {
  const { t, i18n } = useLingui();
  const shop = useCurrentShop();
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader
        title={t`Dashboard`}
        description={t`How ${localizedName(shop, toLocale(i18n.locale))} is doing today.`}
      />
      <QueryState
        query={dashboard}
        loading={
          <div className={styles.stats} aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Card key={index} padding="lg">
                <Skeleton lines={2} />
              </Card>
            ))}
          </div>
        }
      >
        {(data) => <DashboardContent data={data} slug={shop.slug} />}
      </QueryState>
    </>
  );
}

function DashboardContent({ data, slug }: { data: Dashboard; slug: string }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const money = (taka: number) => formatMoney(taka, locale);
  const number = (value: number) => formatNumber(value, locale);
  const statuses = [
    ...orderStatuses,
    ...Object.keys(data.orders_by_status).filter((status) => !(orderStatuses as readonly string[]).includes(status)),
  ];
  const busiestDay = Math.max(1, ...data.sales_by_day.map((day) => day.total));
  return (
    <>
      <div className={styles.stats}>
        <Card padding="lg" as="section" aria-label={t`Sales today`}>
          <p className={styles.statLabel}>{t`Sales today`}</p>
          <p className={styles.statValue} data-testid="sales-today">
            {money(data.sales_today)}
          </p>
        </Card>
        <Card padding="lg" as="section" aria-label={t`Sales in the last 7 days`}>
          <p className={styles.statLabel}>{t`Sales in the last 7 days`}</p>
          <p className={styles.statValue} data-testid="sales-7-days">
            {money(data.sales_last_7_days)}
          </p>
        </Card>
        <Card padding="lg" as="section" aria-label={t`Orders today`}>
          <p className={styles.statLabel}>{t`Orders today`}</p>
          <p className={styles.statValue}>{number(data.orders_today)}</p>
        </Card>
        <Card padding="lg" as="section" aria-label={t`Return rate`}>
          <p className={styles.statLabel}>{t`Return rate`}</p>
          <p className={styles.statValue} data-testid="return-rate">
            {data.return_rate === null
              ? '–'
              : formatNumber(data.return_rate, locale, { style: 'percent', maximumFractionDigits: 1 })}
          </p>
          <p className={styles.statLabel}>{t`Orders that came back, of those that reached a customer`}</p>
        </Card>
      </div>
      <div className={styles.panels}>
        <Card padding="lg" as="section" aria-labelledby="orders-by-status">
          <h2 id="orders-by-status" className={styles.panelTitle}>{t`Orders by status`}</h2>
          <ul className={styles.statusList}>
            {statuses.map((status) => (
              <li key={status} className={styles.statusRow}>
                <OrderStatusBadge status={status} />
                <span className={styles.count}>{number(data.orders_by_status[status] ?? 0)}</span>
              </li>
            ))}
          </ul>
          <p>
            <Link to={paths.section(slug, 'orders')} className={styles.link}>{t`See all orders`}</Link>
          </p>
        </Card>
        <Card padding="lg" as="section" aria-labelledby="sales-by-day">
          <h2 id="sales-by-day" className={styles.panelTitle}>{t`Sales by day`}</h2>
          {data.sales_by_day.length === 0 ? (
            <p>{t`No sales yet.`}</p>
          ) : (
            <ul className={styles.bars}>
              {data.sales_by_day.map((day) => (
                <li key={day.date} className={styles.barRow}>
                  <span>{formatDate(day.date, locale, 'medium')}</span>
                  <span className={styles.barTrack} aria-hidden="true">
                    <span
                      className={styles.barFill}
                      style={{ width: `${(day.total / busiestDay) * 100}%`, display: 'block' }}
                    />
                  </span>
                  <span className={styles.count}>{money(day.total)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card padding="lg" as="section" aria-labelledby="low-stock">
          <h2 id="low-stock" className={styles.panelTitle}>{t`Low stock`}</h2>
          {data.low_stock.length === 0 ? (
            <EmptyState title={t`Nothing is running out.`} />
          ) : (
            <ul className={styles.stockList}>
              {data.low_stock.map((row) => (
                <li key={row.variant_id} className={styles.stockRow}>
                  <Link to={paths.productSearch(slug, row.sku ?? row.name)} className={styles.stockName}>
                    {localizedName(row, locale)}
                    {row.options.length > 0 && (
                      <span className={styles.stockVariant}>{variantTitle(row.options, locale)}</span>
                    )}
                  </Link>
                  <Badge tone={row.stock === 0 ? 'red' : 'yellow'}>
                    {row.stock === 0 ? t`Out of stock` : t`${number(row.stock)} left`}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={paths.section(slug, 'products')} className={styles.link}>{t`Manage products`}</Link>
          </p>
        </Card>
      </div>
    </>
  );
}
