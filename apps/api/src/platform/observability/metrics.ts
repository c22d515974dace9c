/**
 * Prometheus metrics (prom-client), served on their own port (`METRICS_PORT`, bound to `METRICS_HOST`,
 * 127.0.0.1 by default), never on the API's public one: request rate and latency by route, the database
 * pool, the job queue, the shop lookup cache and SMS. One registry per process.
 */
import { createServer, type Server } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const httpRequests = new Counter({
  name: 'haat_http_requests_total',
  help: 'API requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

const httpDuration = new Histogram({
  name: 'haat_http_request_duration_seconds',
  help: 'Time to answer an API request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const shopCacheLookups = new Counter({
  name: 'haat_shop_cache_lookups_total',
  help: 'Shop lookups answered from the cache (hit) or the database (miss)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const smsMessages = new Counter({
  name: 'haat_sms_total',
  help: 'SMS handed to the gateway, by outcome (sent, failed: retried by its job)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** The share of today's platform code budget spent, by budget (`all`: the whole cap); alert at 0.8. */
export const smsCodeBudgetSpent = new Gauge({
  name: 'haat_sms_code_budget_spent_ratio',
  help: "Share of today's platform SMS code budget spent, by budget (signup, checkout, tracking, reset; all: the whole cap)",
  labelNames: ['budget'] as const,
  registers: [registry],
});

export const smsCodeBudgetWarnings = new Counter({
  name: 'haat_sms_code_budget_warnings_total',
  help: 'Daily SMS code budgets that reached 80 %, by scope (shop.<budget>, platform.<budget>, platform)',
  labelNames: ['scope'] as const,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'haat_jobs_total',
  help: 'Background job runs, by job and outcome (completed, failed: retried or dead)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

/** Gauges read when Prometheus scrapes: `read` answers the current values. */
export function gaugeOnScrape<Label extends string>(
  name: string,
  help: string,
  labelNames: readonly Label[],
  read: () =>
    { labels: Record<Label, string>; value: number }[] | Promise<{ labels: Record<Label, string>; value: number }[]>,
): void {
  // A process that starts the server again (tests) replaces the reader.
  registry.removeSingleMetric(name);
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { labels, value } of await read()) this.set(labels, value);
    },
  });
}

/** Counts each request and its time under the route pattern (not the path, which holds ids and slugs). */
export const requestMetrics: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  // The last matched route is the handler's; a path no handler matched ends at a middleware's wildcard.
  const last = routePath(c, -1);
  const route = last.endsWith('*') ? 'unmatched' : last;
  const labels = { method: c.req.method, route };
  httpRequests.inc({ ...labels, status: String(c.res.status) });
  httpDuration.observe(labels, (performance.now() - started) / 1000);
};

/** Serves `GET /metrics` on `host:port`; resolves once it listens. */
export async function serveMetrics(host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') return void response.writeHead(404).end();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
