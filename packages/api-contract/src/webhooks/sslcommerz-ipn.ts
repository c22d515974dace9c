import * as v from 'valibot';
import { recordIdParam } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const sslcommerzIpn = {
  base: 'webhooks',
  method: 'post',
  path: '/payments/sslcommerz/{shop_id}',
  access: 'public',
  tag: 'webhooks',
  summary: "SSLCommerz's payment notification (IPN) for a shop's transaction",
  description:
    "A form as SSLCommerz posts it. Trusted for nothing: its `val_id` is validated with SSLCommerz's validation API under the shop's store credentials, and only a VALID or VALIDATED transaction of an attempt of this shop, for its amount, pays it. Answered 200 with a word either way (SSLCommerz retries other answers); a forged or replayed notification changes nothing.",
  params: v.object({ shop_id: recordIdParam }),
  answer: v.unknown(),
  errors: [400, 422, 503],
} as const satisfies Endpoint;
