import { bulkStatusBodySchema, bulkStatusResultSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const bulkUpdateOrderStatus = {
  base: 'admin',
  method: 'post',
  path: '/orders/bulk-status',
  access: 'admin',
  tag: 'admin',
  summary:
    'Move up to 100 selected orders to one status, each checked against the lifecycle; answers which changed and which were refused and why (a cancel needs a reason)',
  body: bulkStatusBodySchema,
  answer: bulkStatusResultSchema,
  errors: [422],
} as const satisfies Endpoint;
