import { deliveryReportSchema, reportRangeQuerySchema, SHOP_TIME_ZONE } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getDeliveryReport = {
  base: 'admin',
  method: 'get',
  path: '/reports/delivery',
  access: 'admin',
  tag: 'admin',
  summary: 'Orders by status, and delivered against returned and canceled per courier and per district',
  description: `Orders placed from \`from\` to \`to\` (${SHOP_TIME_ZONE} dates, both included). The delivery ratio is delivered (or completed) / (delivered + returned + canceled).`,
  query: reportRangeQuerySchema,
  answer: deliveryReportSchema,
  errors: [422],
} as const satisfies Endpoint;
