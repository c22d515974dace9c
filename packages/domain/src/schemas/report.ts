import * as v from 'valibot';
import { isDate, rangeProblem, reportBuckets } from '../report-buckets.ts';
import { chosenOptionSchema } from './order.ts';
import { requestBody, typeMessage } from './rules.ts';
import { countSchema, idSchema, orNull, takaSchema } from './wire.ts';

/**
 * The owner's reports (issue 32 item 2, decision 225): orders placed in a range of Asia/Dhaka days, compared with the
 * previous period of the same length.
 */

/** A fraction from 0 to 1. */
const ratioSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

const rangeSchema = v.object({ from: v.string(), to: v.string() });

/** The figures of orders placed in a stretch of days that were neither canceled nor returned. */
export const salesFiguresSchema = v.object({
  orders: countSchema,
  sales: takaSchema,
  /** sales / orders; 0 without orders. */
  average_order_value: takaSchema,
});
export type SalesFigures = v.InferOutput<typeof salesFiguresSchema>;

export const salesPointSchema = v.object({
  /** The bucket's natural start (the day, the week's Sunday, the month's 1st). */
  key: v.string(),
  from: v.string(),
  to: v.string(),
  ...salesFiguresSchema.entries,
  /** The same number of days, shifted back by the range's length. */
  previous: v.object({ ...rangeSchema.entries, ...salesFiguresSchema.entries }),
});
export type SalesPoint = v.InferOutput<typeof salesPointSchema>;

/** `GET /reports/sales`. */
export const salesReportSchema = v.object({
  from: v.string(),
  to: v.string(),
  bucket: v.picklist(reportBuckets),
  previous: rangeSchema,
  totals: salesFiguresSchema,
  previous_totals: salesFiguresSchema,
  series: v.array(salesPointSchema),
});
export type SalesReport = v.InferOutput<typeof salesReportSchema>;

/** How the orders of one courier or district ended. */
export const deliveryRowSchema = v.object({
  orders: countSchema,
  /** Delivered or completed. */
  delivered: countSchema,
  returned: countSchema,
  canceled: countSchema,
  /** delivered / (delivered + returned + canceled); null while none of them ended. */
  delivery_ratio: orNull(ratioSchema),
});
export type DeliveryRow = v.InferOutput<typeof deliveryRowSchema>;

/** `GET /reports/delivery`. */
export const deliveryReportSchema = v.object({
  from: v.string(),
  to: v.string(),
  /** Every order status, with 0 for those no order has. */
  orders_by_status: v.record(v.string(), countSchema),
  /** Per courier the parcel was booked with; `null`: orders never booked with a courier. Most orders first. */
  by_courier: v.array(v.object({ courier: orNull(v.string()), ...deliveryRowSchema.entries })),
  /** Per district as the address names it (English); `null`: orders without one. Most orders first. */
  by_district: v.array(v.object({ district: orNull(v.string()), ...deliveryRowSchema.entries })),
});
export type DeliveryReport = v.InferOutput<typeof deliveryReportSchema>;

const soldSchema = v.object({ quantity: countSchema, sales: takaSchema });

/** `GET /reports/products`: the best sellers by sales, from the order lines as they were placed. */
export const productsReportSchema = v.object({
  from: v.string(),
  to: v.string(),
  products: v.array(
    v.object({
      /** Null once the product was deleted. */
      product_id: orNull(idSchema),
      name: v.string(),
      bn_name: orNull(v.string()),
      ...soldSchema.entries,
    }),
  ),
  variants: v.array(
    v.object({
      product_id: orNull(idSchema),
      variant_id: orNull(idSchema),
      name: v.string(),
      bn_name: orNull(v.string()),
      options: v.array(chosenOptionSchema),
      sku: orNull(v.string()),
      ...soldSchema.entries,
    }),
  ),
});
export type ProductsReport = v.InferOutput<typeof productsReportSchema>;

const codFiguresSchema = v.object({ orders: countSchema, amount: takaSchema });

/**
 * `GET /reports/cod`: cash on delivery of the orders placed in the range that left the shop. Due: parcels delivered
 * or still out; collected: delivered (the courier took the cash); outstanding: still out; returned: never paid.
 */
export const codReportSchema = v.object({
  from: v.string(),
  to: v.string(),
  due: codFiguresSchema,
  collected: codFiguresSchema,
  outstanding: codFiguresSchema,
  returned: codFiguresSchema,
  /** collected / due by amount; null when nothing is due. */
  collected_ratio: orNull(ratioSchema),
});
export type CodReport = v.InferOutput<typeof codReportSchema>;

// ---- requests -------------------------------------------------------------------

const dateParam = v.pipe(
  v.string(typeMessage('validation.invalid_format')),
  v.trim(),
  v.check(isDate, 'validation.invalid_format'),
);

const rangeEntries = { from: dateParam, to: dateParam };

/** `from` and `to`: Dhaka dates, both included, `to` not before `from`, at most REPORT_MAX_DAYS days. */
const rangeQuery = requestBody(rangeEntries);
export const reportRangeQuerySchema = v.pipe(
  rangeQuery,
  // A range problem is told on `to`.
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => rangeProblem(input) !== 'validation.report_range_order',
      'validation.report_range_order',
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => rangeProblem(input) !== 'validation.report_range_length',
      'validation.report_range_length',
    ),
    ['to'],
  ),
);
export type ReportRangeQuery = v.InferOutput<typeof reportRangeQuerySchema>;
export type ReportRangeQueryInput = v.InferInput<typeof reportRangeQuerySchema>;

/** `GET /reports/sales`: a range and the bucket (default `day`). */
const salesQuery = requestBody({
  ...rangeEntries,
  bucket: v.optional(v.picklist(reportBuckets, 'validation.invalid_format'), 'day'),
});
export const salesReportQuerySchema = v.pipe(
  salesQuery,
  // A range problem is told on `to`.
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => rangeProblem(input) !== 'validation.report_range_order',
      'validation.report_range_order',
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => rangeProblem(input) !== 'validation.report_range_length',
      'validation.report_range_length',
    ),
    ['to'],
  ),
);
export type SalesReportQuery = v.InferOutput<typeof salesReportQuerySchema>;
export type SalesReportQueryInput = v.InferInput<typeof salesReportQuerySchema>;
