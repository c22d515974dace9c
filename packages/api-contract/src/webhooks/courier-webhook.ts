import * as v from 'valibot';
import { courierParamsSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const courierWebhook = {
  base: 'webhooks',
  method: 'post',
  path: '/couriers/{courier}',
  access: 'public',
  tag: 'webhooks',
  summary: "A courier's status call for a shop's parcel (Steadfast, Pathao, RedX)",
  description:
    "Authenticated by the shop's webhook secret, as each courier sends it: Steadfast `Authorization: Bearer <secret>`, Pathao `X-PATHAO-Signature`, RedX `?token=` in the callback URL. The answer is the courier's own shape, not the envelope (Pathao's is always 202 with `X-Pathao-Merchant-Webhook-Integration-Secret`). A forged call is 401 and changes nothing; a replayed one is answered and ignored.",
  params: courierParamsSchema,
  answer: v.unknown(),
  errors: [400, 401, 422, 503],
} as const satisfies Endpoint;
