import { shopSlugParamsSchema, slugAvailabilitySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const checkSlug = {
  base: 'admin',
  method: 'get',
  path: '/auth/register/slug/{slug}',
  access: 'sign-in',
  tag: 'admin',
  summary: 'Whether a new shop may take this address (slug)',
  description:
    "The sign-up form's live check: `available` is false when a shop has the slug or the platform keeps it (`admin`, `www`, …). 422 on `slug` when it is not a slug; 429 when one client checks too often.",
  params: shopSlugParamsSchema,
  answer: slugAvailabilitySchema,
  errors: [422, 429],
} as const satisfies Endpoint;
