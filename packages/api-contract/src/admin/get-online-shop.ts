import { adminShopResponseSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getOnlineShop = {
  base: 'admin',
  method: 'get',
  path: '/online-shop',
  access: 'admin',
  tag: 'admin',
  summary: "The admin's shop and its app-building request",
  answer: adminShopResponseSchema,
} as const satisfies Endpoint;
