/**
 * The one place that wires the app: middleware, routers, docs, images and the error envelope.
 */
import { mkdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { openAPIRouteHandler } from 'hono-openapi';
import * as v from 'valibot';
import { adminV2Api, adminV3Api, devApi, shopApi } from '../routes.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import type { AdminIdentity } from './auth/admin-token.ts';
import { LoginGuard } from './auth/login-guard.ts';
import { originMatcher } from './cors-origins.ts';
import { errorBody, ok } from './envelope.ts';
import { handleError } from './error-handler.ts';
import { HttpError } from './errors.ts';
import { describe, SECURITY_SCHEMES } from './openapi.ts';
import { requestLog } from './request-log.ts';
import { responseHeaders } from './response-headers.ts';
import { IMMUTABLE_CACHE_CONTROL } from './storage/storage.ts';
import { ShopLookupCache } from '../modules/shops/shop-cache.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 10 * 1024 * 1024;


export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  const shopCache = new ShopLookupCache(deps.config.shopCacheSeconds * 1000);
  const loginGuard = new LoginGuard(deps.config.trustProxy);

  app.use(requestId());
  app.use(requestLog(deps.logger));
  app.use(provideDeps(deps));
  app.use(async (c, next) => {
    c.set('shopCache', shopCache);
    c.set('loginGuard', loginGuard);
    await next();
  });
  const allowed = originMatcher(deps.config.corsOrigins);
  app.use(
    responseHeaders({
      // The shop API and images serve storefronts on any shop's own domain and carry no cookies (Bearer tokens
      // only), so any origin may call them; the owners' admin API answers only the configured origins.
      allowOrigin: (origin, c) => (!c.req.path.startsWith('/api/admin/v3') || allowed(origin) ? origin || null : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept-Language', 'X-Request-Id'],
      exposeHeaders: ['Retry-After', 'X-Request-Id'],
      maxAge: 600,
    }),
  );
  app.use(bodyLimits());

  app.get(
    '/healthz',
    describe({ tags: ['system'], summary: 'Liveness and database check', data: v.object({ database: v.literal('ok') }) }),
    async (c) => {
      await c.get('db').execute(sql`select 1`);
      return ok(c, { database: 'ok' as const });
    },
  );

  app.route('/api/shop', shopApi);
  app.route('/api/admin/v2', adminV2Api);
  // Whatever an owner changes through the admin API, the storefront sees on its next shop lookup.
  app.use('/api/admin/v3/*', async (c, next) => {
    await next();
    const { admin } = c.var as { admin?: AdminIdentity };
    if (c.req.method !== 'GET' && c.res.ok && admin) shopCache.invalidate(admin.shopId);
  });
  app.route('/api/admin/v3', adminV3Api);
  if (deps.config.devRoutes) app.route('/api/dev', devApi);

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

  app.get(
    '/api/docs/openapi.json',
    openAPIRouteHandler(app, {
      documentation: {
        info: { title: 'Haat API', version: '1.0.0', description: 'Shop, admin v2 and admin v3 calls of the Haat shop builder.' },
        servers: [{ url: deps.config.publicApiUrl }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      defaultValidationErrorResponse: false,
    }),
  );

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
    c.set('logger', deps.logger);
    c.set('storage', deps.storage);
    c.set('sms', deps.sms);
    c.set('rateLimits', deps.rateLimits);
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
  return (c: Context, next: () => Promise<void>) => {
    // Without these headers an HTTP/1.1 request has no body. Looking at the body would build a full
    // web Request with a stream for every GET (≈ 10% of the API's CPU on cached reads).
    if (!c.req.header('content-length') && !c.req.header('transfer-encoding')) return next();
    return (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ? multipart : json)(c, next);
  };
}
