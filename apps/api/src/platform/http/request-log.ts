import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../observability/logger.ts';

/** One JSON line per request: method, path (without the query, which may hold phone numbers), status, duration. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      request_id: c.get('requestId'),
    });
  };
}
