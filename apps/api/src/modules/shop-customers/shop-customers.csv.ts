/**
 * The owner's customer export as CSV (RFC 4180, CRLF lines), UTF-8 with a byte-order mark so spreadsheet
 * programs read Bengali names right. Safe to open: a text cell a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe; the mobile number is
 * written as the text formula `="017…"` (only digits, checked) so its leading zero stays (decision 196).
 */
import type { ShopCustomer } from '@haat/domain/schemas';

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/u;

/** One text cell: defused when it would start a formula, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A mobile number as text a spreadsheet keeps as typed; anything but digits is written as a plain cell. */
export function csvPhoneCell(mobile: string): string {
  return /^\d+$/u.test(mobile) ? `"=""${mobile}"""` : csvCell(mobile);
}

export const CUSTOMER_CSV_COLUMNS = [
  'mobile',
  'name',
  'orders',
  'delivered',
  'returned',
  'cancelled',
  'total_spent_taka',
  'last_order_at',
  'risk',
  'tags',
  'note',
  'blocked_at',
] as const;

function customerLine(customer: ShopCustomer): string {
  return [
    csvPhoneCell(customer.mobile),
    csvCell(customer.name),
    String(customer.orders_count),
    String(customer.delivered_count),
    String(customer.returned_count),
    String(customer.cancelled_count),
    String(customer.total_spent),
    customer.last_order_at ?? '',
    customer.cod_risk.level,
    csvCell(customer.tags.join('; ')),
    csvCell(customer.note ?? ''),
    customer.blocked_at ?? '',
  ].join(',');
}

/** The whole file: the BOM, the header and one line per customer, each line ended by CRLF. */
export function customersCsv(customers: readonly ShopCustomer[]): string {
  return (
    CSV_BOM + [CUSTOMER_CSV_COLUMNS.join(','), ...customers.map(customerLine)].map((line) => `${line}\r\n`).join('')
  );
}
