/** The owner's customer export as CSV (platform/http/csv.ts: BOM, CRLF, formulas defused; decision 196). */
import type { ShopCustomer } from '@haat/domain/schemas';
import { csvCell, csvFile, csvPhoneCell } from '../../platform/http/csv.ts';

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
  return csvFile(CUSTOMER_CSV_COLUMNS, customers.map(customerLine));
}
