/**
 * `createTestContext()`: the real app served over real HTTP on a free port, on a real database of
 * its own (see test-database.ts). Call it in `beforeAll` and `close()` in `afterAll`.
 */
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { inject } from 'vitest';
import type { Database } from '../src/platform/db/types.ts';
import { loadConfig, type Config } from '../src/platform/config/env.ts';
import { jobDefinitions } from '../src/jobs.ts';
import { createApp, type App, type ServerDeps } from '../src/app.ts';
import { JobQueue } from '../src/platform/jobs/job-queue.ts';
import { createShopChanges } from '../src/platform/tenancy/shop-changes.ts';
import { createLogger } from '../src/platform/observability/logger.ts';
import { createRateLimits, type RateLimitOverrides } from '../src/platform/http/rate-limit.ts';
import { createSms } from '../src/integrations/sms/create-sms.ts';
import { createStorage } from '../src/platform/storage/create-storage.ts';
import type { ImageStorage } from '../src/platform/storage/storage.ts';
import { withProofOfWork } from './proof-of-work.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface RequestOptions {
  /** JSON-encoded unless it is FormData, a Blob or a string (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  query?: Record<string, string | number | undefined>;
}

/** What the API answered; `body` is the parsed envelope (or the raw text when not JSON). */
export interface TestResponse<TData = unknown> {
  status: number;
  headers: Headers;
  body: { status: number; message: string; data: TData; errors?: Record<string, string[]> };
  text: string;
}

export interface TestContext {
  app: App;
  deps: ServerDeps;
  db: Database;
  config: Config;
  storage: ImageStorage;
  engine: 'pglite' | 'postgres';
  /** This test file's PostgreSQL database (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** Resolves once every job the requests so far caused has run (e.g. an SMS was sent). */
  jobsSettled(): Promise<void>;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  request<TData = unknown>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<TData>>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Extra environment variables for the app's configuration (e.g. TRUST_PROXY). */
  env?: Record<string, string>;
  /** Replace parts of what the app is built from. */
  deps?: Partial<ServerDeps>;
  /** Other rules for some rate-limit policies. */
  rateLimits?: RateLimitOverrides;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase(inject('testDatabase'));
  const dataDir = await mkdtemp(join(tmpdir(), 'haat-api-ctx-'));

  // Listen first, so the configuration knows the public URL (absolute image URLs).
  const served: { app?: App } = {};
  const server = serve({ fetch: (request, env) => served.app!.fetch(request, env), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    PUBLIC_API_URL: baseUrl,
    ...options.env,
  });
  const logger = createLogger(config.logLevel);
  const storage = createStorage(config);
  const deps: ServerDeps = {
    config,
    db: database.db,
    catalogDb: database.db,
    logger,
    storage,
    sms: createSms(config, logger),
    rateLimits: createRateLimits(
      config.trustProxy,
      database.engine === 'postgres' ? database.db : undefined,
      options.rateLimits,
    ),
    jobs: new JobQueue(database.jobConnection, logger),
    shopChanges: createShopChanges(database.url, logger),
    ...options.deps,
  };
  await deps.jobs.start(jobDefinitions(deps));
  const app = createApp(deps);
  served.app = app;

  return {
    app,
    deps,
    db: deps.db,
    config,
    storage: deps.storage,
    engine: database.engine,
    databaseUrl: database.url,
    jobsSettled: () => deps.jobs.settled(deps.db),
    baseUrl,
    // A request that sends a code SMS carries a solved proof of work unless its body names `altcha`.
    request: async (method, path, requestOptions) =>
      sendRequest(baseUrl, method, path, await withProofOfWork(config, method, path, requestOptions)),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await deps.jobs.stop();
      await deps.shopChanges.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One HTTP request to `baseUrl` + `path`, answered as a TestResponse. */
export async function sendRequest<TData = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<TestResponse<TData>> {
  const url = new URL(path, baseUrl);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: RequestInit['body'];
  if (options.body instanceof FormData || options.body instanceof Blob || typeof options.body === 'string') {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: TestResponse<TData>['body'];
  try {
    parsed = JSON.parse(text) as TestResponse<TData>['body'];
  } catch {
    parsed = { status: response.status, message: text, data: undefined as TData };
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}
