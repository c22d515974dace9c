import { dashboardSchema, LOW_STOCK_THRESHOLD, SHOP_TIME_ZONE } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getDashboard = {
  base: 'admin',
  method: 'get',
  path: '/dashboard',
  access: 'admin',
  tag: 'admin',
  summary: 'Counts and sums for the admin home',
  description: `Orders by status and the return rate (returned / (delivered + completed + returned) over all the shop's orders, null before any order reached a customer); orders and sales today and over the last 7 days with a per-day series (${SHOP_TIME_ZONE} days; sales leave canceled and returned orders out); products with stock of at most ${LOW_STOCK_THRESHOLD}.`,
  answer: dashboardSchema,
} as const satisfies Endpoint;
