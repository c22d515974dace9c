import { discountBodySchema, discountSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const updateDiscount = {
  base: 'admin',
  method: 'put',
  path: '/discounts/{id}',
  access: 'admin',
  tag: 'admin',
  summary: 'Change a discount (`active: false` switches it off; its uses stay)',
  description: 'The same body as adding one. Orders placed before keep the discount they got.',
  params: idParams,
  body: discountBodySchema,
  answer: discountSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
