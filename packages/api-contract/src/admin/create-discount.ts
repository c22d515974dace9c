import { discountBodySchema, discountSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const createDiscount = {
  base: 'admin',
  method: 'post',
  path: '/discounts',
  access: 'admin',
  tag: 'admin',
  summary: 'Add a discount: a code, or automatic without one (decision 221)',
  description:
    '`starts_at` and `ends_at` are Asia/Dhaka local times (`2026-03-30T00:00`); the answer gives instants. ' +
    'A code the shop already has is 422 `validation.discount_code_taken`.',
  body: discountBodySchema,
  answer: discountSchema,
  status: 201,
  errors: [422],
} as const satisfies Endpoint;
