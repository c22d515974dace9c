/**
 * A small app of test-only routes, built like the real one (same deps, same error envelope) and
 * served over HTTP: for testing middleware (auth, rate limits) before a module uses it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppEnv } from '../src/platform/http/app-env.ts';
import { provideDeps } from '../src/app.ts';
import { handleError } from '../src/platform/http/error-handler.ts';
import { sendRequest, type RequestOptions, type TestContext, type TestResponse } from './context.ts';

export interface ProbeServer {
  request<TData = unknown>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<TData>>;
  close(): Promise<void>;
}

export async function serveProbe(ctx: TestContext, routes: Hono<AppEnv>): Promise<ProbeServer> {
  const app = new Hono<AppEnv>().use(provideDeps(ctx.deps)).route('/', routes);
  app.onError(handleError);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    request: (method, path, options) => sendRequest(baseUrl, method, path, options),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
