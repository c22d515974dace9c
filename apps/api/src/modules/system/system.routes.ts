/**
 * The routes outside the API bases, mounted at the root: process health for the orchestrator and the proxy
 * (the `system` table of @haat/api-contract) and the OpenAPI document of the endpoints this process serves.
 */
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { openAPIRouteHandler } from 'hono-openapi';
import { allEndpoints, type Endpoint } from '@haat/api-contract';
import * as systemEndpoints from '@haat/api-contract/system';
import type { Config } from '../../platform/config/env.ts';
import { ContractRouter, documentationApp } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { SECURITY_SCHEMES } from '../../platform/http/openapi.ts';

export const SHUTTING_DOWN = 'Shutting down, please try another instance';

/** The endpoints of the table this app serves: every one, but the `/api/dev` base only outside production. */
export function servedEndpoints(devRoutes: boolean): Endpoint[] {
  return allEndpoints()
    .map(({ endpoint }) => endpoint)
    .filter((endpoint) => devRoutes || endpoint.base !== 'dev');
}

const documents = new WeakMap<Config, MiddlewareHandler>();

/** The handler of the OpenAPI document for a configuration (its public URL, whether `/api/dev` is served). */
function openApiDocument(config: Config): MiddlewareHandler {
  let handler = documents.get(config);
  if (!handler) {
    // Read from the table, not from the app: the document describes the endpoints this process serves.
    handler = openAPIRouteHandler(documentationApp(servedEndpoints(config.devRoutes)), {
      documentation: {
        info: {
          title: 'Haat API',
          version: '1.0.0',
          description: 'Shop, admin v2 and admin v3 calls of the Haat shop builder.',
        },
        servers: [{ url: config.publicApiUrl }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      defaultValidationErrorResponse: false,
    });
    documents.set(config, handler);
  }
  return handler;
}

export const systemRoutes = new ContractRouter()
  .endpoint(systemEndpoints.livez, (c) => ok(c, { live: true as const }))
  .endpoint(systemEndpoints.readyz, async (c) => {
    // A process that is shutting down answers 503, so a proxy sends it no more requests.
    if (c.get('draining')()) throw new HttpError(503, SHUTTING_DOWN);
    await c.get('db').execute(sql`select 1`);
    return ok(c, { database: 'ok' as const });
  })
  .get('/api/docs/openapi.json', (c, next) => openApiDocument(c.get('config'))(c, next));
