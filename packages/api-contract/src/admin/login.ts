import * as v from 'valibot';
import { ownerLoginBodySchema, ownerLoginResultSchema, shopQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const login = {
  base: 'admin',
  method: 'post',
  path: '/auth/login',
  access: 'sign-in',
  tag: 'admin',
  summary: "Sign an owner in: an admin token (for `shop_id` when given, else the oldest shop) and the owner's shops",
  query: v.partial(shopQuerySchema),
  body: ownerLoginBodySchema,
  answer: ownerLoginResultSchema,
  errors: [401, 403, 422, 429],
} as const satisfies Endpoint;
