import { paymentRulesSchema } from '@haat/domain/advance-payment';
import type { Endpoint } from '../endpoint.ts';

export const getPaymentSettings = {
  base: 'admin',
  method: 'get',
  path: '/payment-settings',
  access: 'admin',
  tag: 'admin',
  summary:
    "The shop's advance payment rules: mode, percentage, to whom, expiry, refund terms and personal wallet numbers",
  answer: paymentRulesSchema,
} as const satisfies Endpoint;
