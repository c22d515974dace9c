/**
 * The API process: configuration, observability, database (migrated), jobs, HTTP server, graceful
 * shutdown. `pnpm start` runs it through src/main.ts; src/seed/start-demo.ts seeds the demo shops in
 * `prepare`.
 */
import { serve } from '@hono/node-server';
import { openDatabase, openPostgres, type DatabaseHandle } from './platform/db/client.ts';
import { DatabaseLockedError } from './platform/db/pglite-lock.ts';
import { loadConfigOrExit } from './platform/config/env.ts';
import { setHashingConcurrency } from './platform/auth/password.ts';
import { startJobs } from './jobs.ts';
import { createApp, type ServerDeps } from './app.ts';
import { flushErrorReports, startErrorReports } from './platform/observability/error-reports.ts';
import { gaugeOnScrape, serveMetrics } from './platform/observability/metrics.ts';
import { startTracing } from './platform/observability/tracing.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { createLogger, errorFields, flushLogs } from './platform/observability/logger.ts';
import { createShopChanges } from './platform/tenancy/shop-changes.ts';
import { createRateLimits } from './platform/http/rate-limit.ts';
import { createSms } from './integrations/sms/create-sms.ts';
import { createStorage } from './platform/storage/create-storage.ts';

/** How long in-flight requests may take to finish after SIGTERM/SIGINT. */
const SHUTDOWN_DEADLINE_MS = 10_000;

export interface StartOptions {
  /** Runs once the database is migrated, before the server listens (e.g. seeding demo data). */
  prepare?: (deps: ServerDeps) => Promise<void>;
}

export interface StartedServer {
  deps: ServerDeps;
  /** Where it listens, as logged, e.g. `http://localhost:4000`. */
  url: string;
  engine: DatabaseHandle['engine'];
}

/** Configuration, database (migrated), `prepare`, HTTP server, and graceful shutdown on SIGTERM/SIGINT. */
export async function startServer(options: StartOptions = {}): Promise<StartedServer> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  setHashingConcurrency(config.passwordHashConcurrency);
  const tracing = config.otlpEndpoint ? await startTracing(config.otlpEndpoint) : undefined;
  if (config.sentryDsn) await startErrorReports(config.sentryDsn, config.nodeEnv);

  async function openDatabaseOrExit(): Promise<DatabaseHandle> {
    try {
      return await openDatabase({
        databaseUrl: config.databaseUrl,
        directUrl: config.databaseDirectUrl,
        dataDir: config.dataDir,
        poolMax: config.databasePoolMax,
        onPoolError: (error) => logger.warn('idle database connection failed', errorFields(error)),
      });
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) throw error;
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
  }

  const database = await openDatabaseOrExit();
  await database.migrate();
  const replica = config.databaseReplicaUrl
    ? openPostgres(config.databaseReplicaUrl, {
        poolMax: config.databasePoolMax,
        onPoolError: (error) => logger.warn('idle replica connection failed', errorFields(error)),
      })
    : undefined;

  const deps: ServerDeps = {
    config,
    db: database.db,
    catalogDb: replica?.db ?? database.db,
    logger,
    storage: createStorage(config),
    sms: createSms(config, logger),
    rateLimits: createRateLimits(config.trustProxy, database.engine === 'postgres' ? database.db : undefined),
    jobs: new JobQueue(database.jobConnection, logger),
    shopChanges: createShopChanges(database.url, logger),
  };
  try {
    await options.prepare?.(deps);
  } catch (error) {
    await replica?.close();
    await database.close();
    throw error;
  }
  let stopping = false;
  const app = createApp(deps, { draining: () => stopping });
  await startJobs(deps.jobs, deps);
  const metricsServer =
    config.metrics.port > 0 ? await serveMetrics(config.metrics.host, config.metrics.port) : undefined;
  if (metricsServer) {
    gaugeOnScrape(
      'haat_db_pool_connections',
      'Database pool connections by state (waiting: requests waiting for one)',
      ['state'],
      () => {
        const stats = database.poolStats?.();
        return stats ? Object.entries(stats).map(([state, value]) => ({ labels: { state }, value })) : [];
      },
    );
    gaugeOnScrape(
      'haat_job_queue_depth',
      'Jobs waiting or running (queue) and dead (queue.dead), by job',
      ['job', 'queue'],
      async () =>
        (await deps.jobs.depth(deps.db)).flatMap(({ name, pending, dead }) => [
          { labels: { job: name, queue: 'pending' }, value: pending },
          { labels: { job: name, queue: 'dead' }, value: dead },
        ]),
    );
    logger.info('metrics', { url: `http://${config.metrics.host}:${config.metrics.port}/metrics` });
  }

  let listening!: (url: string) => void;
  const url = new Promise<string>((resolve) => (listening = resolve));
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const wildcard = info.address === '0.0.0.0' || info.address === '::';
    const host = wildcard ? 'localhost' : info.address.includes(':') ? `[${info.address}]` : info.address;
    logger.info('listening', { url: `http://${host}:${info.port}`, engine: database.engine, pid: process.pid });
    listening(`http://${host}:${info.port}`);
  });

  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const deadline = setTimeout(() => {
      logger.warn('requests still running at the deadline; closing their connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS);
    // Stops accepting and calls back once every connection has ended; keep-alive connections are
    // closed as soon as their in-flight request is answered.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const idleSweep = setInterval(() => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    }, 100);
    await closed;
    // Jobs still running after the deadline are retried by another instance (or this one's next start).
    await deps.jobs.stop(SHUTDOWN_DEADLINE_MS);
    await deps.shopChanges.close();
    metricsServer?.close();
    await tracing?.shutdown();
    await flushErrorReports();
    clearInterval(idleSweep);
    clearTimeout(deadline);
    await replica?.close();
    await database.close();
    logger.info('stopped');
    flushLogs();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  return { deps, url: await url, engine: database.engine };
}
