import { bulkConfirmBodySchema, bulkStatusResultSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const bulkConfirmOrders = {
  base: 'admin',
  method: 'post',
  path: '/orders/bulk-confirm',
  access: 'admin',
  tag: 'admin',
  summary:
    'Confirm up to 100 selected orders; answers which were confirmed and which were refused and why (not found, not pending, held for a call)',
  body: bulkConfirmBodySchema,
  answer: bulkStatusResultSchema,
  errors: [422],
} as const satisfies Endpoint;
