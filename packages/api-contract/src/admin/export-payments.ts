import * as v from 'valibot';
import { paymentExportQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const exportPayments = {
  base: 'admin',
  method: 'get',
  path: '/payments-export',
  access: 'admin',
  tag: 'admin',
  summary: "The shop's payment attempts (filters as listed) as a CSV file: UTF-8 with a byte-order mark",
  description:
    'Columns: date (Dhaka), order, customer, mobile, method, amount (taka), refunded (taka), status, transaction ID, ' +
    'sender. A cell that a spreadsheet would read as a formula starts with an apostrophe; numbers are quoted text.',
  query: paymentExportQuerySchema,
  answer: v.string(),
  file: 'text/csv',
  errors: [422],
} as const satisfies Endpoint;
