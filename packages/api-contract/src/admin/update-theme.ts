import { shopSchema, themeBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const updateTheme = {
  base: 'admin',
  method: 'put',
  path: '/online-shop/theme',
  access: 'admin',
  tag: 'admin',
  summary: "Choose the storefront's theme (1, 2 or 3)",
  body: themeBodySchema,
  answer: shopSchema,
  errors: [422],
} as const satisfies Endpoint;
