import { codReportSchema, reportRangeQuerySchema, SHOP_TIME_ZONE } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getCodReport = {
  base: 'admin',
  method: 'get',
  path: '/reports/cod',
  access: 'admin',
  tag: 'admin',
  summary: 'Cash on delivery collected against due',
  description: `Orders placed from \`from\` to \`to\` (${SHOP_TIME_ZONE} dates, both included) that left the shop: due are those delivered or still out, collected those delivered, outstanding those still out; returned ones are counted apart. The amount is the parcel's cash to collect when it was booked with a courier, else the order's total.`,
  query: reportRangeQuerySchema,
  answer: codReportSchema,
  errors: [422],
} as const satisfies Endpoint;
