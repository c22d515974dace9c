import { paymentRulesSchema } from '@haat/domain/advance-payment';
import type { Endpoint } from '../endpoint.ts';

export const updatePaymentSettings = {
  base: 'admin',
  method: 'put',
  path: '/payment-settings',
  access: 'admin',
  tag: 'admin',
  summary: "Replace the shop's advance payment rules (an absent value is its default)",
  description:
    'Orders placed from then on are asked what the new rules say; orders already placed keep their advance. A ' +
    'wallet number that is not a Bangladeshi mobile is 422.',
  body: paymentRulesSchema,
  answer: paymentRulesSchema,
  errors: [422],
} as const satisfies Endpoint;
