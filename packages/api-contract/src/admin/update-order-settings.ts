import { orderSettingsSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const updateOrderSettings = {
  base: 'admin',
  method: 'put',
  path: '/order-settings',
  access: 'admin',
  tag: 'admin',
  summary: "Replace the shop's order-operations settings (an absent value is its default)",
  body: orderSettingsSchema,
  answer: orderSettingsSchema,
  errors: [422],
} as const satisfies Endpoint;
