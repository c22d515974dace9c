import { shopSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const deleteLogo = {
  base: 'admin',
  method: 'delete',
  path: '/online-shop/logo',
  access: 'admin',
  tag: 'admin',
  summary: 'Remove the logo',
  answer: shopSchema,
} as const satisfies Endpoint;
