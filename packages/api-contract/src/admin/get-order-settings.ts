import { orderSettingsSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getOrderSettings = {
  base: 'admin',
  method: 'get',
  path: '/order-settings',
  access: 'admin',
  tag: 'admin',
  summary:
    "The shop's order-operations settings: auto-cancel hours and cash-on-delivery risk (thresholds, network, rules)",
  answer: orderSettingsSchema,
} as const satisfies Endpoint;
