// The storefront server's logs and metrics (server.mjs). Logs: one JSON line per request (pino) with its request id
// (the proxy's X-Request-Id when it sent a sane one, a new one otherwise; sent back in the answer), method, path
// without its query, status, time and page-cache outcome: no query string, cookie, address or header of the
// shopper. Metrics: Prometheus on a port of their own (METRICS_PORT, 0 or unset: off; METRICS_HOST, 127.0.0.1 unless
// set), like the API's: render time, page-cache outcomes, upstream errors (the API failing or unreachable), and
// Node's own.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import process from 'node:process';
import pino from 'pino';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'storefront' },
  timestamp: pino.stdTimeFunctions.isoTime,
});

/** The proxy's request id when it is a plain token (letters, digits, `-`, `_`, `.`; up to 64), else a new one. */
export function requestIdOf(header) {
  const given = Array.isArray(header) ? header[0] : header;
  return typeof given === 'string' && /^[\w.-]{1,64}$/u.test(given) ? given : randomUUID();
}

/** The path of a request URL, without its query (search words, tracking codes) or anything unparsable. */
export function pathOf(url) {
  const path = String(url ?? '/').split('?')[0] ?? '/';
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'haat_storefront_requests_total',
      help: 'Storefront requests answered, by kind (page, asset, image, probe, refused) and status',
      labelNames: ['kind', 'status'],
      registers: [registry],
    }),
    render: new Histogram({
      name: 'haat_storefront_render_seconds',
      help: 'Time to answer a rendered page (page cache hits included), by page-cache outcome',
      labelNames: ['cache'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'haat_storefront_page_cache_total',
      help: 'Page-cache outcomes of GET/HEAD pages: hit, miss (rendered and stored), wait (another request rendered it), pass (not storable)',
      labelNames: ['result'],
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: 'haat_storefront_upstream_errors_total',
      help: 'Answers that tell the API failed or could not be reached (502, 503, 504), by kind (page, image)',
      labelNames: ['kind'],
      registers: [registry],
    }),
  };
}

/** Serves `registry` at /metrics on `port` and `host`; resolves with the server, or null when port is 0. */
export function serveMetrics(registry, port, host) {
  if (!(port > 0)) return Promise.resolve(null);
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') return void res.writeHead(404).end();
    registry.metrics().then(
      (body) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
