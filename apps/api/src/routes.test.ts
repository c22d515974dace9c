/**
 * The app serves exactly the endpoint table of @haat/api-contract: every route it registers is an
 * entry, every entry is a route, and each answers at its method and path with a status it documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatuses, fillPath, fullPath, honoPath, pathParamNames, type Endpoint } from '@haat/api-contract';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createApp } from './app.ts';
import { servedEndpoints } from './modules/system/system.routes.ts';

/** Routes of the app that are not API endpoints: the OpenAPI document itself. */
const NOT_ENDPOINTS = new Set(['GET /api/docs/openapi.json']);

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

let ctx: TestContext;
let endpoints: Endpoint[];
beforeAll(async () => {
  // In development `/api/dev` is served too.
  ctx = await createTestContext({ env: { NODE_ENV: 'development', LOG_LEVEL: 'silent' } });
  endpoints = servedEndpoints(ctx.config.devRoutes);
  expect(endpoints.some((endpoint) => endpoint.base === 'dev')).toBe(true);
});
afterAll(async () => {
  await ctx?.close();
});

describe('the app and the endpoint table', () => {
  it('registers a route for every entry and no route that is not one', () => {
    // Middleware (`use`) is registered as ALL; images are served by a middleware too.
    const served = new Set(
      ctx.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => routeKey(route.method, route.path))
        .filter((key) => !NOT_ENDPOINTS.has(key)),
    );
    const table = new Set(endpoints.map((endpoint) => routeKey(endpoint.method, honoPath(fullPath(endpoint)))));
    expect([...served].sort()).toEqual([...table].sort());
  });

  it('answers every entry at its method and path, with a status the entry documents', async () => {
    // The same app, but an unknown route answers in a way no endpoint does.
    const app = createApp(ctx.deps);
    app.notFound((c) => c.text('no such route', 404, { 'X-Unknown-Route': 'true' }));
    for (const endpoint of endpoints) {
      const name = `${endpoint.method.toUpperCase()} ${fullPath(endpoint)}`;
      const params = Object.fromEntries(pathParamNames(endpoint.path).map((param) => [param, '1']));
      // No token, no query, no body: the answer is the endpoint's own refusal (401, 404, 422) or its answer.
      const res = await app.request(fillPath(fullPath(endpoint), params), { method: endpoint.method.toUpperCase() });
      expect(res.headers.get('X-Unknown-Route'), name).toBeNull();
      expect([endpoint.status ?? 200, ...errorStatuses(endpoint)], name).toContain(res.status);
    }
  });
});
