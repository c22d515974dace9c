/**
 * The API's entry: configuration, database (migrated), HTTP server, graceful shutdown.
 * `pnpm start` (or `pnpm dev`) runs it; other entries start the same way with `startServer()`
 * (src/seed/start-demo.ts seeds the demo shops in `prepare`).
 */
import { serve } from '@hono/node-server';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { DatabaseLockedError } from './db/pglite-lock.ts';
import { loadConfigOrExit } from './env.ts';
import type { AppDeps } from './lib/app-env.ts';
import { setHashingConcurrency } from './lib/auth/password.ts';
import { createApp } from './lib/create-app.ts';
import { startPurges } from './lib/maintenance/purge.ts';
import { startDomainRechecks } from './modules/admin/domain/domain.service.ts';
import { createLogger, errorFields } from './lib/logger.ts';
import { createRateLimits } from './lib/rate-limit.ts';
import { createSms } from './lib/sms/create-sms.ts';
import { createStorage } from './lib/storage/create-storage.ts';

/** How long in-flight requests may take to finish after SIGTERM/SIGINT. */
const SHUTDOWN_DEADLINE_MS = 10_000;

export interface StartOptions {
  /** Runs once the database is migrated, before the server listens (e.g. seeding demo data). */
  prepare?: (deps: AppDeps) => Promise<void>;
}

export interface StartedServer {
  deps: AppDeps;
  /** Where it listens, as logged, e.g. `http://localhost:4000`. */
  url: string;
  engine: DatabaseHandle['engine'];
}

/** Configuration, database (migrated), `prepare`, HTTP server, and graceful shutdown on SIGTERM/SIGINT. */
export async function startServer(options: StartOptions = {}): Promise<StartedServer> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  setHashingConcurrency(config.passwordHashConcurrency);

  async function openDatabaseOrExit(): Promise<DatabaseHandle> {
    try {
      return await openDatabase({
        databaseUrl: config.databaseUrl,
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

  const deps: AppDeps = {
    config,
    db: database.db,
    logger,
    storage: createStorage(config),
    sms: createSms(config, logger),
    rateLimits: createRateLimits(config.trustProxy),
  };
  try {
    await options.prepare?.(deps);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = createApp(deps);
  const stopPurges = startPurges(deps.db, logger, config.purgeIntervalMinutes * 60_000);
  const { domains } = config;
  const stopRechecks = startDomainRechecks(deps.db, { servers: domains.resolvers, cnameTarget: domains.cnameTarget }, logger, domains.recheckMinutes * 60_000);

  let listening!: (url: string) => void;
  const url = new Promise<string>((resolve) => (listening = resolve));
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const wildcard = info.address === '0.0.0.0' || info.address === '::';
    const host = wildcard ? 'localhost' : info.address.includes(':') ? `[${info.address}]` : info.address;
    logger.info('listening', { url: `http://${host}:${info.port}`, engine: database.engine, pid: process.pid });
    listening(`http://${host}:${info.port}`);
  });

  let stopping = false;
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
    stopPurges();
    stopRechecks();
    clearInterval(idleSweep);
    clearTimeout(deadline);
    await database.close();
    logger.info('stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  return { deps, url: await url, engine: database.engine };
}

if (import.meta.main) await startServer();
