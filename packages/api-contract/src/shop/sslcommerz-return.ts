import { paymentReturnSchema, sslcommerzReturnBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const sslcommerzReturn = {
  base: 'shop',
  method: 'post',
  path: '/payments/sslcommerz/return',
  access: 'public',
  tag: 'orders',
  summary:
    "A shopper back from SSLCommerz's page: the transaction is validated with SSLCommerz and its outcome answered",
  description:
    "The `tran_id` and `val_id` SSLCommerz posted with the browser, passed on by the storefront. The payment counts only once SSLCommerz's validation API says VALID or VALIDATED for this transaction, amount and currency; a risky one (risk_level 1) is paid and the order held for the owner. A transaction of another shop is 404; a replay answers the outcome already recorded.",
  body: sslcommerzReturnBodySchema,
  answer: paymentReturnSchema,
  errors: [404, 422, 503],
} as const satisfies Endpoint;
