import { trackAnswerSchema, trackOrdersQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const trackOrders = {
  base: 'shop',
  method: 'get',
  path: '/orders/track',
  access: 'public',
  tag: 'orders',
  summary: 'Track orders by order code or mobile number, without personal data',
  description:
    'The code in any case, with or without its HT- prefix, answers that order (`kind: orders`): status, history, lines and totals, ' +
    'never the name, mobile, email or address. A mobile number in any common form answers only each order’s status, date and ' +
    'total (`kind: summaries`); its orders need the one-time code of `POST /orders/track/code`. Rate-limited per client (429).',
  query: trackOrdersQuerySchema,
  answer: trackAnswerSchema,
  errors: [404, 422, 429],
} as const satisfies Endpoint;
