/**
 * OpenAPI descriptions for routes. `describe()` goes first in a route's chain; request parameters
 * and bodies are documented by `validate()`, answers by the `data` schema given here.
 */
import { describeRoute, resolver, type DescribeRouteOptions } from 'hono-openapi';
import type * as v from 'valibot';
import { envelopeSchema, errorEnvelopeSchema } from '@haat/domain/schemas';

const ERROR_DESCRIPTIONS = {
  401: 'Missing, invalid or expired token',
  403: 'The token belongs to another shop',
  404: 'Unknown shop or record',
  409: 'Conflicts with the current state',
  413: 'Request body too large',
  422: 'Validation failed: `errors` maps fields to message ids',
  429: 'Too many attempts (see Retry-After)',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

export const SECURITY_SCHEMES = {
  adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Admin token (JWT, audience haat-admin)' },
  customerToken: { type: 'http', scheme: 'bearer', description: 'Customer session token of one shop' },
} as const;

const json = (schema: v.GenericSchema) => ({ 'application/json': { schema: resolver(schema) } });

export interface RouteDoc {
  tags: string[];
  summary: string;
  /** The schema of the envelope's `data`. */
  data: v.GenericSchema;
  status?: 200 | 201;
  /** Error answers this route gives besides 500/503. */
  errors?: ErrorStatus[];
  auth?: keyof typeof SECURITY_SCHEMES;
  description?: string;
}

export function describe(doc: RouteDoc) {
  const responses: NonNullable<DescribeRouteOptions['responses']> = {
    [doc.status ?? 200]: { description: 'OK', content: json(envelopeSchema(doc.data)) },
  };
  for (const status of doc.errors ?? []) {
    responses[status] = { description: ERROR_DESCRIPTIONS[status], content: json(errorEnvelopeSchema) };
  }
  return describeRoute({
    tags: doc.tags,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.auth ? { security: [{ [doc.auth]: [] }] } : {}),
    responses,
  });
}
