import { shopSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const deleteBanner = {
  base: 'admin',
  method: 'delete',
  path: '/online-shop/banner',
  access: 'admin',
  tag: 'admin',
  summary: 'Remove the banner',
  answer: shopSchema,
} as const satisfies Endpoint;
