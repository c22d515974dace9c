/**
 * The owner's payments export (issue 30 item 5) as CSV for reconciliation against the wallet's and the gateway's
 * statements: UTF-8 with a byte-order mark, CRLF lines, cells defused like the customers export (decision 196).
 */
import { DHAKA_OFFSET_MS, dhakaDate } from '@haat/domain/report-buckets';
import { taka } from '../../platform/money.ts';
import { csvCell, csvFile, csvPhoneCell } from '../../platform/http/csv.ts';
import type { PaymentWithOrder } from './payments.service.ts';

export const PAYMENT_CSV_COLUMNS = [
  'date',
  'time',
  'order',
  'customer',
  'mobile',
  'method',
  'amount_taka',
  'refunded_taka',
  'status',
  'transaction_id',
  'sender',
] as const;

function paymentLine({ payment, order }: PaymentWithOrder): string {
  const dhaka = new Date(payment.createdAt.getTime() + DHAKA_OFFSET_MS);
  return [
    dhakaDate(payment.createdAt),
    dhaka.toISOString().slice(11, 16),
    csvCell(order.code),
    csvCell(order.name),
    csvPhoneCell(order.mobile),
    payment.method,
    String(taka(payment.amountPaisa)),
    String(taka(payment.refundedPaisa)),
    payment.status,
    csvCell(payment.transactionId ?? ''),
    payment.sender ? csvPhoneCell(payment.sender) : '',
  ].join(',');
}

/** The whole file: the BOM, the header and one line per attempt, each line ended by CRLF. */
export function paymentsCsv(rows: readonly PaymentWithOrder[]): string {
  return csvFile(PAYMENT_CSV_COLUMNS, rows.map(paymentLine));
}
