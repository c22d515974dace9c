import { shopSchema, shopSettingsBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const updateOnlineShop = {
  base: 'admin',
  method: 'put',
  path: '/online-shop',
  access: 'admin',
  tag: 'admin',
  summary: "Replace the shop's settings",
  body: shopSettingsBodySchema,
  answer: shopSchema,
  errors: [422],
} as const satisfies Endpoint;
