import * as v from 'valibot';
import { reportRangeQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const exportOrders = {
  base: 'admin',
  method: 'get',
  path: '/orders-export',
  access: 'admin',
  tag: 'admin',
  summary: "The shop's orders placed in a range of Dhaka days, one line per order line, as a CSV file",
  description:
    'UTF-8 with a byte-order mark. `from` and `to` are Asia/Dhaka dates, both included (at most a year). Columns: order code, placed at (Dhaka time), status, name, mobile, address, area, district, delivery package, delivery charge, discount, order total (taka), then the line: product, options, SKU, quantity, unit price and line total. An order with three lines has three rows repeating its columns. A cell that a spreadsheet would read as a formula starts with an apostrophe; the mobile number is quoted text.',
  query: reportRangeQuerySchema,
  answer: v.string(),
  file: 'text/csv',
  errors: [422],
} as const satisfies Endpoint;
