import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isOrderStatus, orderStatuses } from '@haat/domain/order-status';
import { isCourierName } from '@haat/domain/couriers';
import { change, rangeProblem, type ReportBucket } from '@haat/domain/report-buckets';
import type { DeliveryReport, DeliveryRow, SalesPoint, SalesReport } from '@haat/domain/schemas';
import { variantTitle } from '@haat/domain/variants';
import { formatDate, formatMoney, formatNumber } from '@haat/i18n/format';
import { localizedDistrict, localizedName, toLocale, type Locale } from '@haat/i18n/locale';
import { validationMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { FormField } from '@haat/ui/form-field';
import { Input, Select } from '@haat/ui/input';
import { orderStatusLabels } from '@haat/ui/order-status-badge';
import { Skeleton } from '@haat/ui/skeleton';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { courierLabels } from '../../../lib/courier-labels.ts';
import { useCodReport, useDeliveryReport, useProductsReport, useSalesReport } from '../api/reports.ts';
import { reportChoice, type ReportPeriod } from '../report-params.ts';
import * as styles from './reports.css.ts';

// The charts and their library come in a chunk of their own, after the tables (decision 226).
const TimeChart = lazy(() => import('./charts.tsx').then((module) => ({ default: module.TimeChart })));
const BarListChart = lazy(() => import('./charts.tsx').then((module) => ({ default: module.BarListChart })));

const periodLabels: Record<ReportPeriod, MessageDescriptor> = {
  last_7_days: msg`Last 7 days`,
  last_30_days: msg`Last 30 days`,
  last_90_days: msg`Last 90 days`,
  this_month: msg`This month`,
  custom: msg`Custom range`,
};

const bucketLabels: Record<ReportBucket, MessageDescriptor> = {
  day: msg`By day`,
  week: msg`By week`,
  month: msg`By month`,
};

const measures = ['sales', 'orders', 'average_order_value'] as const;
type Measure = (typeof measures)[number];
const measureLabels: Record<Measure, MessageDescriptor> = {
  sales: msg`Sales`,
  orders: msg`Orders`,
  average_order_value: msg`Average order value`,
};

function useFormats() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return {
    locale,
    money: (taka: number) => formatMoney(taka, locale),
    number: (value: number) => formatNumber(value, locale),
    percent: (ratio: number | null) =>
      ratio === null ? '–' : formatNumber(ratio, locale, { style: 'percent', maximumFractionDigits: 1 }),
    compact: (value: number) => formatNumber(value, locale, { notation: 'compact', maximumFractionDigits: 1 }),
  };
}

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
function dateLabel(
  date: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
  cache: Map<Locale, Intl.DateTimeFormat>,
) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', { timeZone: 'UTC', ...options });
    cache.set(locale, format);
  }
  return format.format(Date.parse(date));
}

/** A bucket as the axis names it (short) and as the table does (whole). */
function bucketNames(point: Pick<SalesPoint, 'key' | 'from' | 'to'>, bucket: ReportBucket, locale: Locale) {
  if (bucket === 'month') {
    const month = dateLabel(point.key, locale, { month: 'short', year: 'numeric' }, monthFormats);
    return { short: month, long: month };
  }
  const short = dateLabel(point.from, locale, { day: 'numeric', month: 'short' }, dayFormats);
  if (bucket === 'day') return { short, long: formatDate(point.from, locale, 'medium') };
  return { short, long: `${formatDate(point.from, locale, 'medium')} – ${formatDate(point.to, locale, 'medium')}` };
}

/** The owner's reports (issue 32): a range of Dhaka days, its buckets and the previous period, in charts and tables. */
export function ReportsView() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const choice = reportChoice(params);
  const [custom, setCustom] = useState(choice.range);
  const [customOpen, setCustomOpen] = useState(choice.period === 'custom');
  const [customError, setCustomError] = useState<string | null>(null);

  const choose = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged, { replace: true });
  };

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const problem = custom.from && custom.to ? rangeProblem(custom) : 'validation.required';
    if (problem) {
      setCustomError(i18n._(validationMessages[problem]));
      return;
    }
    setCustomError(null);
    choose({ period: 'custom', from: custom.from, to: custom.to });
  };

  return (
    <>
      <PageHeader title={t`Reports`} description={t`Sales, deliveries and best sellers, in Dhaka time.`} />
      <div className={styles.toolbar}>
        <FormField label={t`Period`} className={styles.control}>
          <Select
            value={customOpen ? 'custom' : choice.period}
            onChange={(event) => {
              const period = event.target.value as ReportPeriod;
              if (period === 'custom') {
                setCustomOpen(true);
                return;
              }
              setCustomOpen(false);
              setCustomError(null);
              choose({ period, from: undefined, to: undefined });
            }}
          >
            {(Object.keys(periodLabels) as ReportPeriod[]).map((period) => (
              <option key={period} value={period}>
                {i18n._(periodLabels[period])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t`Group`} className={styles.control}>
          <Select value={choice.bucket} onChange={(event) => choose({ bucket: event.target.value })}>
            {(Object.keys(bucketLabels) as ReportBucket[]).map((bucket) => (
              <option key={bucket} value={bucket}>
                {i18n._(bucketLabels[bucket])}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {customOpen && (
        <form className={styles.toolbar} onSubmit={applyCustom} aria-label={t`Custom range`} noValidate>
          <FormField label={t`Start date`} className={styles.control}>
            <Input
              type="date"
              value={custom.from}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
            />
          </FormField>
          <FormField label={t`End date`} className={styles.control} error={customError}>
            <Input
              type="date"
              value={custom.to}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
            />
          </FormField>
          <Button type="submit" variant="secondary">{t`Show`}</Button>
        </form>
      )}
      <p className={styles.muted} data-testid="report-range">
        {t`${formatDate(choice.range.from, toLocale(i18n.locale))} to ${formatDate(choice.range.to, toLocale(i18n.locale))}`}
      </p>
      <SalesSection range={choice.range} bucket={choice.bucket} />
      <div className={styles.panels}>
        <DeliverySection range={choice.range} />
        <ProductsSection range={choice.range} />
        <CodSection range={choice.range} />
      </div>
    </>
  );
}

type Range = ReturnType<typeof reportChoice>['range'];

const loadingCards = (
  <div className={styles.stats} aria-busy="true">
    {[0, 1, 2].map((index) => (
      <Card key={index} padding="lg">
        <Skeleton lines={2} />
      </Card>
    ))}
  </div>
);

/** A chart and, under it, its numbers as a table the owner can open. */
function ChartPanel({
  id,
  title,
  chart,
  table,
  extra,
}: {
  id: string;
  title: string;
  chart: ReactNode;
  table: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Card padding="lg" as="section" aria-labelledby={id} className={styles.panel} data-testid={`panel-${id}`}>
      <div className={styles.panelHead}>
        <h2 id={id} className={styles.panelTitle}>
          {title}
        </h2>
        {extra}
      </div>
      <Suspense fallback={<div className={styles.chartSpace} aria-hidden="true" />}>{chart}</Suspense>
      <details className={styles.tableToggle}>
        <summary className={styles.summary}>{t`Show as a table`}</summary>
        <div
          className={styles.tableWrap}
          role="region"
          aria-label={t`${title}: table`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a wide table scrolls sideways on a phone; keyboard users focus it to scroll (WCAG 2.1.1, axe's scrollable-region-focusable).
          tabIndex={0}
        >
          {table}
        </div>
      </details>
    </Card>
  );
}

function Stat({
  label,
  value,
  previous,
  testId,
}: {
  label: string;
  value: string;
  previous?: ReactNode;
  testId: string;
}) {
  return (
    <Card padding="md" as="section" aria-label={label}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue} data-testid={testId}>
        {value}
      </p>
      {previous && <p className={styles.muted}>{previous}</p>}
    </Card>
  );
}

function SalesSection({ range, bucket }: { range: Range; bucket: ReportBucket }) {
  const sales = useSalesReport(range, bucket);
  return (
    <QueryState query={sales} loading={loadingCards}>
      {(data) => <SalesContent data={data} />}
    </QueryState>
  );
}

function SalesContent({ data }: { data: SalesReport }) {
  const { t, i18n } = useLingui();
  const { locale, money, number, percent, compact } = useFormats();
  const [measure, setMeasure] = useState<Measure>('sales');
  const formatOf = (which: Measure) => (which === 'orders' ? number : money);
  const changeText = (current: number, previous: number, format: (value: number) => string) => {
    const ratio = change(current, previous);
    const before = format(previous);
    if (ratio === null) return t`Previous period: ${before}`;
    const sign = ratio > 0 ? '+' : '';
    return t`${sign}${percent(ratio)} against ${before} before`;
  };
  const points = data.series.map((point) => {
    const names = bucketNames(point, data.bucket, locale);
    return {
      key: point.key,
      label: names.short,
      long: names.long,
      value: point[measure],
      previous: point.previous[measure],
      point,
    };
  });
  const best = points.reduce<(typeof points)[number] | undefined>(
    (top, point) => (top && top.value >= point.value ? top : point),
    undefined,
  );
  const measureName = i18n._(measureLabels[measure]);
  const format = formatOf(measure);
  return (
    <>
      <div className={styles.stats}>
        <Stat
          label={t`Sales`}
          testId="report-sales"
          value={money(data.totals.sales)}
          previous={changeText(data.totals.sales, data.previous_totals.sales, money)}
        />
        <Stat
          label={t`Orders`}
          testId="report-orders"
          value={number(data.totals.orders)}
          previous={changeText(data.totals.orders, data.previous_totals.orders, number)}
        />
        <Stat
          label={t`Average order value`}
          testId="report-aov"
          value={money(data.totals.average_order_value)}
          previous={changeText(data.totals.average_order_value, data.previous_totals.average_order_value, money)}
        />
      </div>
      <div className={styles.panels} style={{ marginBlockEnd: '1.5rem' }}>
        <ChartPanel
          id="over-time"
          title={t`Over time`}
          extra={
            <FormField label={t`Show`} className={styles.control}>
              <Select value={measure} onChange={(event) => setMeasure(event.target.value as Measure)}>
                {measures.map((which) => (
                  <option key={which} value={which}>
                    {i18n._(measureLabels[which])}
                  </option>
                ))}
              </Select>
            </FormField>
          }
          chart={
            <TimeChart
              title={t`${measureName} over time, against the previous period`}
              summary={
                best && best.value > 0
                  ? t`Highest: ${format(best.value)} (${best.long}). Total sales ${money(data.totals.sales)} from ${number(data.totals.orders)} orders.`
                  : t`No sales in this period.`
              }
              points={points}
              format={measure === 'orders' ? compact : (value) => `৳${compact(value)}`}
              currentLabel={t`This period`}
              previousLabel={t`Previous period`}
            />
          }
          table={
            <table className={styles.table} data-testid="over-time-table">
              <thead>
                <tr>
                  <th scope="col">{t`Period`}</th>
                  <th scope="col" className={styles.number}>{t`Orders`}</th>
                  <th scope="col" className={styles.number}>{t`Sales`}</th>
                  <th scope="col" className={styles.number}>{t`Average order value`}</th>
                  <th scope="col" className={styles.number}>{t`Sales before`}</th>
                </tr>
              </thead>
              <tbody>
                {points.map(({ key, long, point }) => (
                  <tr key={key} data-key={key}>
                    <th scope="row">{long}</th>
                    <td className={styles.number}>{number(point.orders)}</td>
                    <td className={styles.number}>{money(point.sales)}</td>
                    <td className={styles.number}>{money(point.average_order_value)}</td>
                    <td className={styles.number}>{money(point.previous.sales)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      </div>
    </>
  );
}

function districtName(district: string | null, locale: Locale, unknown: string) {
  return district === null ? unknown : localizedDistrict(district, locale);
}

function DeliveryTable({
  rows,
  nameHeader,
}: {
  rows: { key: string; name: string; row: DeliveryRow }[];
  nameHeader: string;
}) {
  const { t } = useLingui();
  const { number, percent } = useFormats();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col" className={styles.number}>{t`Orders`}</th>
          <th scope="col" className={styles.number}>{t`Delivered`}</th>
          <th scope="col" className={styles.number}>{t`Returned`}</th>
          <th scope="col" className={styles.number}>{t`Canceled`}</th>
          <th scope="col" className={styles.number}>{t`Delivery ratio`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, name, row }) => (
          <tr key={key}>
            <th scope="row">{name}</th>
            <td className={styles.number}>{number(row.orders)}</td>
            <td className={styles.number}>{number(row.delivered)}</td>
            <td className={styles.number}>{number(row.returned)}</td>
            <td className={styles.number}>{number(row.canceled)}</td>
            <td className={styles.number}>{percent(row.delivery_ratio)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DeliverySection({ range }: { range: Range }) {
  const delivery = useDeliveryReport(range);
  return (
    <QueryState query={delivery} loading={loadingCards}>
      {(data) => <DeliveryContent data={data} />}
    </QueryState>
  );
}

function DeliveryContent({ data }: { data: DeliveryReport }) {
  const { t, i18n } = useLingui();
  const { locale, number, percent } = useFormats();
  const statuses = [
    ...orderStatuses,
    ...Object.keys(data.orders_by_status).filter((s) => !(orderStatuses as readonly string[]).includes(s)),
  ];
  const statusRows = statuses.map((status) => ({
    key: status,
    label: isOrderStatus(status) ? i18n._(orderStatusLabels[status]) : status,
    value: data.orders_by_status[status] ?? 0,
  }));
  const total = statusRows.reduce((sum, row) => sum + row.value, 0);
  const couriers = data.by_courier.map((row) => ({
    key: row.courier ?? 'none',
    name:
      row.courier === null
        ? t`No courier`
        : isCourierName(row.courier)
          ? i18n._(courierLabels[row.courier])
          : row.courier,
    row,
  }));
  const places = data.by_district.map((row) => ({
    key: row.district ?? 'none',
    name: districtName(row.district, locale, t`No district`),
    row,
  }));
  const noneEnded = t`No order has been delivered, returned or canceled yet.`;
  const ratioRows = (rows: { key: string; name: string; row: DeliveryRow }[]) =>
    rows
      .filter(({ row }) => row.delivery_ratio !== null)
      .slice(0, 10)
      .map(({ key, name, row }) => ({ key, label: name, value: row.delivery_ratio! }));
  return (
    <>
      <ChartPanel
        id="by-status"
        title={t`Orders by status`}
        chart={
          <BarListChart
            title={t`Orders by status`}
            summary={t`${number(total)} orders placed in this period.`}
            rows={statusRows}
            format={number}
          />
        }
        table={
          <table className={styles.table} data-testid="by-status-table">
            <thead>
              <tr>
                <th scope="col">{t`Status`}</th>
                <th scope="col" className={styles.number}>{t`Orders`}</th>
              </tr>
            </thead>
            <tbody>
              {statusRows.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td className={styles.number}>{number(row.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <ChartPanel
        id="by-courier"
        title={t`Delivery ratio by courier`}
        chart={
          ratioRows(couriers).length === 0 ? (
            <p className={styles.muted}>{noneEnded}</p>
          ) : (
            <BarListChart
              title={t`Delivered against returned and canceled, by courier`}
              summary={
                couriers.map(({ name, row }) => `${name}: ${percent(row.delivery_ratio)}`).join('; ') ||
                t`No orders in this period.`
              }
              rows={ratioRows(couriers)}
              format={percent}
              max={1}
            />
          )
        }
        table={<DeliveryTable rows={couriers} nameHeader={t`Courier`} />}
      />
      <ChartPanel
        id="by-district"
        title={t`Delivery ratio by district`}
        chart={
          ratioRows(places).length === 0 ? (
            <p className={styles.muted}>{noneEnded}</p>
          ) : (
            <BarListChart
              title={t`Delivered against returned and canceled, by district (the 10 with most orders)`}
              summary={
                places
                  .slice(0, 10)
                  .map(({ name, row }) => `${name}: ${percent(row.delivery_ratio)}`)
                  .join('; ') || t`No orders in this period.`
              }
              rows={ratioRows(places)}
              format={percent}
              max={1}
            />
          )
        }
        table={<DeliveryTable rows={places} nameHeader={t`District`} />}
      />
    </>
  );
}

function ProductsSection({ range }: { range: Range }) {
  const { t } = useLingui();
  const { locale, money, number } = useFormats();
  const products = useProductsReport(range);
  return (
    <QueryState query={products} loading={loadingCards}>
      {(data) => {
        const productRows = data.products.map((row, index) => ({
          key: String(row.product_id ?? `deleted-${index}`),
          label: localizedName(row, locale),
          value: row.sales,
          quantity: row.quantity,
        }));
        const variantRows = data.variants.map((row, index) => ({
          key: String(row.variant_id ?? `deleted-${index}`),
          label:
            row.options.length > 0
              ? `${localizedName(row, locale)} · ${variantTitle(row.options, locale)}`
              : localizedName(row, locale),
          value: row.sales,
          quantity: row.quantity,
          sku: row.sku,
        }));
        const soldTable = (rows: typeof productRows, testId: string) => (
          <table className={styles.table} data-testid={testId}>
            <thead>
              <tr>
                <th scope="col">{t`Name`}</th>
                <th scope="col" className={styles.number}>{t`Units`}</th>
                <th scope="col" className={styles.number}>{t`Sales`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td className={styles.number}>{number(row.quantity)}</td>
                  <td className={styles.number}>{money(row.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
        const empty = t`Nothing sold in this period.`;
        return (
          <>
            <ChartPanel
              id="top-products"
              title={t`Top products`}
              chart={
                productRows.length === 0 ? (
                  <p className={styles.muted}>{empty}</p>
                ) : (
                  <BarListChart
                    title={t`Top products by sales`}
                    summary={productRows.map((row) => `${row.label}: ${money(row.value)}`).join('; ')}
                    rows={productRows}
                    format={money}
                  />
                )
              }
              table={soldTable(productRows, 'top-products-table')}
            />
            <ChartPanel
              id="top-variants"
              title={t`Top variants`}
              chart={
                variantRows.length === 0 ? (
                  <p className={styles.muted}>{empty}</p>
                ) : (
                  <BarListChart
                    title={t`Top variants by sales`}
                    summary={variantRows.map((row) => `${row.label}: ${money(row.value)}`).join('; ')}
                    rows={variantRows}
                    format={money}
                  />
                )
              }
              table={soldTable(variantRows, 'top-variants-table')}
            />
            <p className={styles.muted}>{t`Canceled and returned orders are left out of sales.`}</p>
          </>
        );
      }}
    </QueryState>
  );
}

function CodSection({ range }: { range: Range }) {
  const { t } = useLingui();
  const { money, number, percent } = useFormats();
  const cod = useCodReport(range);
  return (
    <QueryState query={cod} loading={loadingCards}>
      {(data) => {
        const rows = [
          { key: 'collected', label: t`Collected`, figures: data.collected },
          { key: 'outstanding', label: t`With the courier`, figures: data.outstanding },
          { key: 'returned', label: t`Returned`, figures: data.returned },
        ];
        return (
          <ChartPanel
            id="cod"
            title={t`Cash on delivery`}
            extra={
              <span
                className={styles.muted}
              >{t`Collected ${percent(data.collected_ratio)} of ${money(data.due.amount)} due`}</span>
            }
            chart={
              <BarListChart
                title={t`Cash on delivery: collected against due`}
                summary={t`Due ${money(data.due.amount)} from ${number(data.due.orders)} parcels; collected ${money(data.collected.amount)}.`}
                rows={rows.map((row) => ({ key: row.key, label: row.label, value: row.figures.amount }))}
                format={money}
                max={Math.max(1, data.due.amount, data.returned.amount)}
              />
            }
            table={
              <table className={styles.table} data-testid="cod-table">
                <thead>
                  <tr>
                    <th scope="col">{t`Parcels`}</th>
                    <th scope="col" className={styles.number}>{t`Orders`}</th>
                    <th scope="col" className={styles.number}>{t`Amount`}</th>
                  </tr>
                </thead>
                <tbody>
                  {[{ key: 'due', label: t`Due`, figures: data.due }, ...rows].map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{row.label}</th>
                      <td className={styles.number}>{number(row.figures.orders)}</td>
                      <td className={styles.number}>{money(row.figures.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
        );
      }}
    </QueryState>
  );
}
