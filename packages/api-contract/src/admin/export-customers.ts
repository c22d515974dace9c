import * as v from 'valibot';
import { shopCustomerExportQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const exportCustomers = {
  base: 'admin',
  method: 'get',
  path: '/customers-export',
  access: 'admin',
  tag: 'admin',
  summary: "The shop's customers (as listed, `search` applied) as a CSV file: UTF-8 with a byte-order mark",
  description:
    'Columns: mobile, name, orders, delivered, returned, cancelled, total spent (taka), last order, risk, tags, note, blocked. A cell that a spreadsheet would read as a formula starts with an apostrophe; the mobile number is quoted text.',
  query: shopCustomerExportQuerySchema,
  answer: v.string(),
  file: 'text/csv',
  errors: [422],
} as const satisfies Endpoint;
