import { salesReportQuerySchema, salesReportSchema, SHOP_TIME_ZONE } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getSalesReport = {
  base: 'admin',
  method: 'get',
  path: '/reports/sales',
  access: 'admin',
  tag: 'admin',
  summary: 'Sales, orders and the average order value over time, bucketed, with the previous period',
  description: `Orders placed from \`from\` to \`to\` (${SHOP_TIME_ZONE} dates, both included, at most 366 days) that were neither canceled nor returned, per day, week (from Sunday) or month; each bucket also carries the same days shifted back by the range's length (the previous period).`,
  query: salesReportQuerySchema,
  answer: salesReportSchema,
  errors: [422],
} as const satisfies Endpoint;
