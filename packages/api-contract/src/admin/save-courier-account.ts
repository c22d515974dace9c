import { courierAccountBodySchema, courierParamsSchema, savedCourierAccountSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const saveCourierAccount = {
  base: 'admin',
  method: 'put',
  path: '/courier-accounts/{courier}',
  access: 'admin',
  tag: 'admin',
  summary: 'Connect a courier, or replace its credentials (stored sealed, never shown again)',
  description:
    "The body's `courier` must be the path's. The first save makes a webhook secret, and so does `new_webhook_secret: true`; the answer shows it that once, with the URL to paste into the courier's panel. 503 when the server has no CREDENTIALS_KEY.",
  params: courierParamsSchema,
  body: courierAccountBodySchema,
  answer: savedCourierAccountSchema,
  errors: [422, 503],
} as const satisfies Endpoint;
