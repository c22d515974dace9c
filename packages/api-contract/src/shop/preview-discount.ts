import { discountPreviewBodySchema, discountPreviewSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const previewDiscount = {
  base: 'shop',
  method: 'post',
  path: '/discounts/preview',
  access: 'public',
  tag: 'orders',
  summary: 'What a cart gets off: its automatic discounts and the code typed, with the reason a code does not apply',
  description:
    'Computed by the server as `POST /orders` will (decision 221), from the current prices; the order is judged again ' +
    'when placed. Once-per-phone is checked when the order is placed (no number is asked here). Lines the shop does ' +
    'not sell are left out of the computation. Rate-limited per client address (429).',
  body: discountPreviewBodySchema,
  answer: discountPreviewSchema,
  errors: [404, 422, 429],
} as const satisfies Endpoint;
