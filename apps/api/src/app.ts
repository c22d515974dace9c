/**
 * The one place that wires the app: middleware, images and the error envelope, then the routers of routes.ts
 * (app.ts knows no route of its own).
 */
import { mkdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { publishShopChanges, shopLookupCache } from './modules/shops/shops.middleware.ts';
import { apiBases } from './routes.ts';
import type { AppDeps, AppEnv } from './platform/http/app-env.ts';
import { LoginGuard } from './platform/auth/login-guard.ts';
import { originMatcher } from './platform/http/cors-origins.ts';
import { errorBody } from './platform/http/envelope.ts';
import { handleError } from './platform/http/error-handler.ts';
import { HttpError } from './platform/http/errors.ts';
import { PRIVATE_CACHE_CONTROL } from './platform/http/http-cache.ts';
import { requestMetrics } from './platform/observability/metrics.ts';
import { requestSpans } from './platform/observability/tracing.ts';
import { requestLog } from './platform/http/request-log.ts';
import { responseHeaders } from './platform/http/response-headers.ts';
import { IMMUTABLE_CACHE_CONTROL } from './platform/storage/storage.ts';
import type { SmsSender } from './integrations/sms/sms.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * What the server is built from: the app's dependencies and the SMS gateway, which only jobs use (a request never
 * sends a text itself: it enqueues a job in its transaction).
 */
export interface ServerDeps extends AppDeps {
  sms: SmsSender;
}

export interface AppOptions {
  /** True once the process is shutting down: /readyz answers 503 so a proxy sends no more requests. */
  draining?: () => boolean;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>({ strict: false });

  const loginGuard = new LoginGuard(deps.config.trustProxy);
  const draining = options.draining ?? (() => false);

  app.use(requestId());
  if (deps.config.otlpEndpoint) app.use(requestSpans);
  app.use(requestMetrics);
  app.use(requestLog(deps.logger));
  app.use(provideDeps(deps));
  // Every line a request logs carries its id.
  app.use(async (c, next) => {
    c.set('logger', deps.logger.child({ request_id: c.get('requestId') }));
    await next();
  });
  app.use(shopLookupCache(deps));
  app.use(async (c, next) => {
    c.set('loginGuard', loginGuard);
    c.set('draining', draining);
    await next();
  });
  const allowed = originMatcher(deps.config.corsOrigins);
  app.use(
    responseHeaders({
      // The shop API and images serve storefronts on any shop's own domain and carry no cookies (Bearer tokens
      // only), so any origin may call them; the owners' admin API answers only the configured origins.
      allowOrigin: (origin, c) => (!c.req.path.startsWith('/api/admin/v3') || allowed(origin) ? origin || null : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept-Language', 'X-Request-Id'],
      // Content-Disposition names an export's file (the admin's CSV download).
      exposeHeaders: ['Retry-After', 'X-Request-Id', 'Content-Disposition'],
      maxAge: 600,
    }),
  );
  app.use(bodyLimits());
  // What a route does not declare public (http-cache.ts) may hold personal data: no cache keeps it.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  });

  // Whatever an owner changes through the admin API, the storefront sees on its next shop lookup.
  app.use('/api/admin/v3/*', publishShopChanges(deps.shopChanges));

  if (deps.config.images.driver === 'local') {
    const dir = deps.config.images.dir;
    mkdirSync(dir, { recursive: true });
    app.use(
      '/images/*',
      async (c, next) => {
        await next();
        if (c.res.status === 200) c.res.headers.set('Cache-Control', IMMUTABLE_CACHE_CONTROL);
      },
      serveStatic({ root: dir, rewriteRequestPath: (path) => path.replace(/^\/images/u, '') }),
    );
  }

  for (const base of apiBases) {
    if (!base.devOnly || deps.config.devRoutes) app.route(base.path, base.router);
  }

  app.notFound((c) => c.json(errorBody(404, 'Not found'), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;

/** Makes each dependency available as `c.get('<name>')`. */
export function provideDeps(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('config', deps.config);
    c.set('db', deps.db);
    c.set('catalogDb', deps.catalogDb);
    c.set('logger', deps.logger);
    c.set('storage', deps.storage);
    c.set('rateLimits', deps.rateLimits);
    c.set('jobs', deps.jobs);
    c.set('shopChanges', deps.shopChanges);
    await next();
  };
}

/** 1 MB for JSON and other bodies, 10 MB for multipart uploads; over it is a 413 envelope. */
function bodyLimits() {
  // The unread rest of the body stays on the socket, so the connection is not reused.
  const tooLarge = (limit: string) => () => {
    throw new HttpError(413, `The request body is too large (at most ${limit})`, undefined, { Connection: 'close' });
  };
  const json = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge('1 MB') });
  const multipart = bodyLimit({ maxSize: MULTIPART_BODY_LIMIT, onError: tooLarge('10 MB') });
  const limit: MiddlewareHandler = (c, next) => {
    // Without these headers an HTTP/1.1 request has no body. Looking at the body would build a full
    // web Request with a stream for every GET (≈ 10% of the API's CPU on cached reads).
    if (!c.req.header('content-length') && !c.req.header('transfer-encoding')) return next();
    return (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ? multipart : json)(c, next);
  };
  return limit;
}
