import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './platform/db/client.ts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { serveProbe, type ProbeServer } from '../test/probe-server.ts';
import type { AppEnv } from './platform/http/app-env.ts';
import { ok } from './platform/http/envelope.ts';
import { SERVER_ERROR, SERVICE_UNAVAILABLE } from './platform/http/error-handler.ts';
import { createLogger } from './platform/observability/logger.ts';
import { validate } from './platform/http/validate.ts';

const logLines: Record<string, unknown>[] = [];
let ctx: TestContext;
let probe: ProbeServer;

const orderBody = v.object({
  name: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  items: v.array(
    v.object({ quantity: v.pipe(v.number('validation.invalid_number'), v.minValue(1, 'validation.quantity_min')) }),
  ),
});

beforeAll(async () => {
  ctx = await createTestContext({
    deps: { logger: createLogger('info', (line) => logLines.push(JSON.parse(line) as Record<string, unknown>)) },
  });
  probe = await serveProbe(
    ctx,
    new Hono<AppEnv>()
      .post('/orders', validate('json', orderBody), (c) => ok(c, c.req.valid('json'), 'Created', 201))
      .get('/boom', () => {
        throw new Error('secret internals: password=hunter2');
      }),
  );
});
afterAll(async () => {
  await probe?.close();
  await ctx?.close();
});

describe('the app', () => {
  it('answers an unknown route with a 404 envelope', async () => {
    for (const path of ['/nothing', '/api/shop/nothing', '/api/admin/v3/nothing']) {
      const res = await ctx.request('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'Not found' });
    }
  });

  it('logs one JSON line per request: method, path without query, status, duration', async () => {
    logLines.length = 0;
    await ctx.request('GET', '/api/shop/delivery-packages', { query: { shop_id: 1_234_567 } });
    const requests = logLines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/shop/delivery-packages',
      status: 404,
    });
    expect(requests[0]!.duration_ms).toEqual(expect.any(Number));
    expect(requests[0]!.request_id).toEqual(expect.any(String));
    expect(JSON.stringify(requests[0])).not.toContain('1234567');
  });

  it('gives every answer a request id and secure headers', async () => {
    const res = await ctx.request('GET', '/readyz', { headers: { 'x-request-id': 'trace-abc' } });
    expect(res.headers.get('x-request-id')).toBe('trace-abc');
    expect((await ctx.request('GET', '/readyz')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/u);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('lets any origin call the shop API, and only the configured origins call the admin API', async () => {
    const shopFromCustomDomain = await ctx.request('GET', '/api/shop/online-shop/nope', {
      headers: { origin: 'https://boighor.example' },
    });
    expect(shopFromCustomDomain.headers.get('access-control-allow-origin')).toBe('https://boighor.example');
    // An error answer carries the CORS and security headers too, so the storefront can read it.
    expect(shopFromCustomDomain.status).toBe(404);
    expect(shopFromCustomDomain.headers.get('access-control-expose-headers')).toBe(
      'Retry-After,X-Request-Id,Content-Disposition',
    );
    expect(shopFromCustomDomain.headers.get('vary')).toBe('Origin');
    expect(shopFromCustomDomain.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    const adminAllowed = await ctx.request('GET', '/api/admin/v3/online-shop', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(adminAllowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const adminSubdomain = await ctx.request('GET', '/api/admin/v3/online-shop', {
      headers: { origin: 'http://rahim.haat.localhost:5173' },
    });
    expect(adminSubdomain.headers.get('access-control-allow-origin')).toBe('http://rahim.haat.localhost:5173');
    const adminForeign = await ctx.request('GET', '/api/admin/v3/online-shop', {
      headers: { origin: 'https://evil.example' },
    });
    expect(adminForeign.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await ctx.request('OPTIONS', '/api/shop/orders', {
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('turns validation failures into 422 with each field path and its message ids', async () => {
    const res = await probe.request('POST', '/orders', {
      body: { name: '', items: [{ quantity: 0 }, { quantity: 'two' }] },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 422,
      message: 'The given data was invalid.',
      errors: {
        name: ['validation.required'],
        'items.0.quantity': ['validation.quantity_min'],
        'items.1.quantity': ['validation.invalid_number'],
      },
    });
    const ok = await probe.request('POST', '/orders', { body: { name: 'A', items: [{ quantity: 2 }], ignored: true } });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toEqual({ name: 'A', items: [{ quantity: 2 }] });
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await probe.request('POST', '/orders', {
      body: '{"name": "A",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'The request body is not valid JSON' });
    const notAnObject = await probe.request('POST', '/orders', {
      body: '"hello"',
      headers: { 'content-type': 'application/json' },
    });
    expect(notAnObject.status).toBe(422);
    expect(notAnObject.body.errors).toEqual({ _root: [expect.any(String)] });
  });

  it('refuses JSON bodies over 1 MB with a 413 envelope, declared or streamed', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), items: [] });
    const declared = await ctx.request('POST', '/api/shop/anything', {
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ status: 413, message: 'The request body is too large (at most 1 MB)' });

    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${ctx.baseUrl}/api/shop/anything`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      for (let i = 0; i < 20; i += 1) request.write('x'.repeat(64 * 1024));
      request.end();
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ status: 413 });
  });

  it('answers 422, not 500, for a value the database cannot hold (an id beyond 32 bits)', async () => {
    const res = await ctx.request('GET', '/api/shop/delivery-packages', { query: { shop_id: '99999999999' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The given data was invalid.');
  });

  it('never shows a stack trace: an unexpected error is a plain 500, logged in full', async () => {
    logLines.length = 0;
    const res = await probe.request('GET', '/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: 500, message: SERVER_ERROR });
    expect(res.text).not.toMatch(/hunter2|at .*\.ts/u);
    const logged = logLines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ level: 'error', error: 'secret internals: password=hunter2', path: '/boom' });
    expect(String(logged!.stack)).toContain('app.test.ts');
  });
});

describe('the app without its database', () => {
  let down: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 1: every query fails to connect.
    const unreachable = openPostgres('postgres://postgres@127.0.0.1:1/haat', {
      poolMax: 1,
      connectionTimeoutMillis: 1000,
    });
    down = await createTestContext({ deps: { db: unreachable.db } });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('answers 503 "try again" from /readyz and from API calls', async () => {
    for (const path of ['/readyz', '/api/shop/online-shop/anything']) {
      const res = await down.request('GET', path);
      expect(res.status, path).toBe(503);
      expect(res.body).toEqual({ status: 503, message: SERVICE_UNAVAILABLE });
    }
  });
});

describe('the OpenAPI document', () => {
  it('is served and lists every API route with its parameters and answer schema', async () => {
    const res = await ctx.request<never>('GET', '/api/docs/openapi.json');
    expect(res.status).toBe(200);
    const doc = JSON.parse(res.text) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>
      >;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    const apiRoutes = ctx.app.routes.filter(
      (route) => route.path.startsWith('/api/') && route.method === 'GET' && !route.path.startsWith('/api/docs'),
    );
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`)),
    );
    for (const route of apiRoutes) {
      const path = route.path.replace(/:(\w+)/gu, '{$1}');
      expect(documented, path).toContain(`get ${path}`);
    }
    expect(documented).toContain('get /api/shop/products/search/{query}');
    expect(documented).toContain('get /api/admin/v2/getDomainInfo');
    expect(documented).toContain('get /api/admin/v3/online-shop');

    const products = doc.paths['/api/shop/products']!.get!;
    expect(products.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['query:shop_id', 'query:category_id', 'query:sort', 'query:page', 'query:per_page']),
    );
    expect(Object.keys(products.responses)).toEqual(expect.arrayContaining(['200', '404', '422']));
    expect(doc.components.securitySchemes).toHaveProperty('adminToken');
  });

  // `pnpm --filter @haat/api openapi` rewrites the committed copy after an API change.
  it('is the committed docs/openapi.json', async () => {
    const res = await ctx.request<never>('GET', '/api/docs/openapi.json');
    const doc = { ...(JSON.parse(res.text) as Record<string, unknown>), servers: [{ url: 'http://localhost:4000' }] };
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    const committed = new URL('../../../docs/openapi.json', import.meta.url);
    if (process.env['UPDATE_OPENAPI'] === '1') writeFileSync(committed, text);
    expect(existsSync(committed), 'docs/openapi.json is missing: run pnpm --filter @haat/api openapi').toBe(true);
    expect(
      readFileSync(committed, 'utf8'),
      'docs/openapi.json is out of date: run pnpm --filter @haat/api openapi',
    ).toBe(text);
  });
});
