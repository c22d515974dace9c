import { productsReportSchema, reportRangeQuerySchema, SHOP_TIME_ZONE } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getProductsReport = {
  base: 'admin',
  method: 'get',
  path: '/reports/products',
  access: 'admin',
  tag: 'admin',
  summary: 'The best-selling products and variants',
  description: `The 10 products and the 10 variants with the most sales in orders placed from \`from\` to \`to\` (${SHOP_TIME_ZONE} dates, both included) that were neither canceled nor returned, named as the order lines were.`,
  query: reportRangeQuerySchema,
  answer: productsReportSchema,
  errors: [422],
} as const satisfies Endpoint;
