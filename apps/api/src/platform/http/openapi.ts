/**
 * The OpenAPI document, made from the endpoint table (@haat/api-contract): each entry's summary,
 * answer (the envelope, or a file's bytes), success and error statuses and security scheme
 * (`describeEndpoint`), its parameters and body from the schemas its route validates with
 * (contract-route.ts registers both, on the served routes and on the documentation app the document
 * is read from).
 */
import type { MiddlewareHandler } from 'hono';
import { describeRoute, resolver, type DescribeRouteOptions } from 'hono-openapi';
import type * as v from 'valibot';
import { errorStatuses, securityScheme, type Endpoint, type ErrorStatus } from '@haat/api-contract/endpoint';
import { envelopeSchema, errorEnvelopeSchema } from '@haat/domain/schemas';

const ERROR_DESCRIPTIONS = {
  400: "Not a request this endpoint understands (a webhook body that is not the caller's)",
  401: 'Missing, invalid or expired token',
  403: 'The token belongs to another shop',
  404: 'Unknown shop or record',
  409: 'Conflicts with the current state',
  413: 'Request body too large',
  422: 'Validation failed: `errors` maps fields to message ids',
  429: 'Too many attempts (see Retry-After)',
  503: 'Not ready: the database is unreachable or the process is shutting down; try again or another instance',
} as const satisfies Record<ErrorStatus, string>;

export const SECURITY_SCHEMES = {
  adminToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Admin token (JWT, audience haat-admin)',
  },
  customerToken: { type: 'http', scheme: 'bearer', description: 'Customer session token of one shop' },
} as const;

const json = (schema: v.GenericSchema) => ({ 'application/json': { schema: resolver(schema) } });

/** The route's OpenAPI description; request parameters and bodies are documented by its validators. */
export function describeEndpoint(endpoint: Endpoint): MiddlewareHandler {
  const responses: NonNullable<DescribeRouteOptions['responses']> = endpoint.file
    ? {
        200: { description: 'OK', content: { [endpoint.file]: { schema: { type: 'string', format: 'binary' } } } },
        304: { description: 'Not modified: If-None-Match names the current ETag' },
      }
    : { [endpoint.status ?? 200]: { description: 'OK', content: json(envelopeSchema(endpoint.answer)) } };
  for (const status of errorStatuses(endpoint)) {
    responses[status] = { description: ERROR_DESCRIPTIONS[status], content: json(errorEnvelopeSchema) };
  }
  const security = securityScheme(endpoint.access);
  return describeRoute({
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(security ? { security: [{ [security]: [] }] } : {}),
    responses,
  });
}
