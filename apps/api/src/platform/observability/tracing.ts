/**
 * OpenTelemetry tracing, on when `OTEL_EXPORTER_OTLP_ENDPOINT` is set: a server span per API request
 * (named by its route pattern, with method, route and status) and pg-boss's spans per job, exported over
 * OTLP/HTTP to `{endpoint}/v1/traces`. Off, the SDK is not even loaded.
 */
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

export interface Tracing {
  /** Sends the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

export async function startTracing(endpoint: string): Promise<Tracing> {
  const [{ OTLPTraceExporter }, { resourceFromAttributes }, { BatchSpanProcessor, NodeTracerProvider }] =
    await Promise.all([
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-node'),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'haat-api' }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/u, '')}/v1/traces` })),
    ],
  });
  provider.register();
  return { shutdown: () => provider.shutdown() };
}

/** A server span per request: `GET /api/shop/products`, never the raw path (ids, slugs, searches). */
// The tracer is asked for on each request: the SDK registers its provider through its own copy of the
// OpenTelemetry API (CommonJS), whose proxy a tracer taken before that registration would never see.
export const requestSpans: MiddlewareHandler = (c, next) =>
  trace
    .getTracer('haat-api')
    .startActiveSpan(
      `${c.req.method}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': c.req.method } },
      async (span) => {
        try {
          await next();
          const last = routePath(c, -1);
          const route = last.endsWith('*') ? 'unmatched' : last;
          span.updateName(`${c.req.method} ${route}`);
          span.setAttributes({
            'http.route': route,
            'http.response.status_code': c.res.status,
            'haat.request_id': String(c.get('requestId') ?? ''),
          });
          if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        } finally {
          span.end();
        }
      },
    );
