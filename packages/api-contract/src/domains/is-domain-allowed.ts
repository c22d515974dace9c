import * as v from 'valibot';
import { domainQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const isDomainAllowed = {
  base: 'domains',
  method: 'get',
  path: '/domain-allowed',
  access: 'public',
  tag: 'domains',
  summary:
    "Whether a TLS proxy may issue a certificate for this host (200) or not (404; 429 when this minute's new certificates are spent)",
  query: domainQuerySchema,
  answer: v.object({ domain: v.string() }),
  errors: [404, 422, 429],
} as const satisfies Endpoint;
