/**
 * What an operator sees: JSON logs with request ids and no personal data, Prometheus metrics on their own
 * port by route pattern, request spans reaching an OTLP/HTTP collector, and unexpected errors reaching an
 * error tracker without the shopper's data. The collector and the tracker are contract servers here that
 * answer as OTLP/HTTP and Sentry's envelope endpoint do.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, sendRequest, type TestContext } from '../../../test/context.ts';
import { serveProbe } from '../../../test/probe-server.ts';
import type { AppEnv } from '../http/app-env.ts';
import { flushErrorReports, startErrorReports } from './error-reports.ts';
import { createLogger, REDACTED } from './logger.ts';
import { serveMetrics } from './metrics.ts';
import { startTracing } from './tracing.ts';

interface Received {
  path: string;
  contentType: string;
  body: Buffer;
}

/** A contract server that records each request and answers `status` (OTLP/HTTP and Sentry answer 200). */
async function recordingServer(status = 200): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        body: Buffer.concat(chunks),
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('logs', () => {
  it('are JSON lines whose personal fields are redacted at any depth, and a child carries its fields', () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    logger.child({ request_id: 'req-1' }).info('order placed', {
      shop_id: 7,
      mobile: '01711000111',
      customer: { address: 'House 7, Road 3, Dhanmondi', email: 'salma@example.com' },
      session: { auth: { token: 'secret-token' } },
      password: 'shop1234',
    });
    logger.debug('not at this level');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'order placed',
      request_id: 'req-1',
      shop_id: 7,
      mobile: REDACTED,
      customer: { address: REDACTED, email: REDACTED },
      session: { auth: { token: REDACTED } },
      password: REDACTED,
    });
    expect(JSON.stringify(lines[0])).not.toMatch(/01711000111|Dhanmondi|salma@|secret-token|shop1234/u);
    expect(typeof lines[0]!['time']).toBe('string');
  });
});

describe('metrics, traces and error reports', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('serves request counts and latency by route pattern on the metrics port only', async () => {
    const metrics = await serveMetrics('127.0.0.1', 0);
    try {
      await ctx.request('GET', '/api/shop/online-shop/no-such-shop-here');
      await ctx.request('GET', '/api/shop/online-shop/another-unknown-one');
      const text = await (await fetch(`http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics`)).text();
      expect(text).toMatch(
        /haat_http_requests_total\{method="GET",route="\/api\/shop\/online-shop\/:slug",status="404"\} [2-9]/u,
      );
      expect(text).toContain('haat_http_request_duration_seconds_bucket');
      expect(text).toContain('haat_shop_cache_lookups_total');
      expect(text).not.toContain('no-such-shop-here');
      expect((await ctx.request('GET', '/metrics')).status).toBe(404);
    } finally {
      metrics.close();
    }
  });

  it('sends a span per request, named by its route pattern, to the OTLP/HTTP collector', async () => {
    const collector = await recordingServer();
    const tracing = await startTracing(collector.url);
    const traced = await createTestContext({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url } });
    try {
      expect((await traced.request('GET', '/api/shop/online-shop/traced-shop-slug')).status).toBe(404);
      await tracing.shutdown();
      const exports = collector.received.filter((request) => request.path === '/v1/traces');
      expect(exports.length).toBeGreaterThan(0);
      const sent = Buffer.concat(exports.map((request) => request.body)).toString('latin1');
      expect(sent).toContain('GET /api/shop/online-shop/:slug');
      expect(sent).not.toContain('traced-shop-slug');
    } finally {
      await traced.close();
      await collector.close();
    }
  });

  it('reports an unexpected error with its request id and route, and none of the shopper’s data', async () => {
    const tracker = await recordingServer();
    const dsn = `http://publickey@${new URL(tracker.url).host}/42`;
    await startErrorReports(dsn, 'test');
    const routes = new Hono<AppEnv>().use(requestId()).post('/checkout/:step', () => {
      throw new Error('the payment step broke');
    });
    const probe = await serveProbe(ctx, routes);
    try {
      const res = await probe.request('POST', '/checkout/confirm', {
        query: { mobile: '01711000222' },
        body: { address: 'House 9, Road 1, Mirpur' },
        headers: { 'x-request-id': 'report-me-1' },
      });
      expect(res.status).toBe(500);
      await flushErrorReports();
      const envelopes = tracker.received.filter((request) => request.path.startsWith('/api/42/envelope'));
      expect(envelopes).toHaveLength(1);
      const envelope = envelopes[0]!.body.toString();
      expect(envelope).toContain('the payment step broke');
      expect(envelope).toContain('report-me-1');
      expect(envelope).toContain('/checkout/:step');
      expect(envelope).not.toMatch(/01711000222|Mirpur/u);
    } finally {
      await probe.close();
      await tracker.close();
    }
  });

  it('a public request cannot reach the metrics through the API port', async () => {
    const res = await sendRequest(ctx.baseUrl, 'GET', '/metrics');
    expect(res.status).toBe(404);
  });
});
