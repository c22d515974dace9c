/**
 * Opens the database: PGlite (embedded PostgreSQL) when no DATABASE_URL is set, a node-postgres
 * pool otherwise. Both come back as one `Database` type with `migrate()` and `close()`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-pglite.ts';
import { installJobTables, type JobConnection } from './job-tables.ts';
import { acquireLock } from './pglite-lock.ts';
import type { Database } from './types.ts';

/** drizzle/ of the API package: found upwards from this module, in src/platform/db/ or bundled in dist/. */
export const MIGRATIONS_FOLDER = findUp(fileURLToPath(new URL('.', import.meta.url)), 'drizzle');

function findUp(from: string, name: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, name, 'meta', '_journal.json'))) return join(dir, name);
    if (dirname(dir) === dir) throw new Error(`No ${name}/ folder above ${from}`);
  }
}

export type Engine = 'pglite' | 'postgres';

/** The session advisory lock migrations run under (any number that no other lock of the API uses). */
const MIGRATION_LOCK = 72_011_001;

/** The extensions the migrations create (drizzle/); PGlite has to load them to open the database. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /**
   * The PostgreSQL server's URL for connections that need a session of their own (LISTEN, session advisory locks):
   * the direct URL when the pool goes through PgBouncer in transaction mode; undefined for PGlite.
   */
  url: string | undefined;
  /** The pool's connections (PostgreSQL only): in use, idle, and requests waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Where the job queue (platform/jobs/) connects. */
  jobConnection: JobConnection;
  /** Applies the committed migrations in drizzle/ and installs or migrates the job tables (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Unset: PGlite with its files in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * PostgreSQL itself when `databaseUrl` is a pooler in transaction mode (PgBouncer): LISTEN/NOTIFY, the
   * migration lock and the job queue connect here (docs/scaling.md). Unset: `databaseUrl`.
   */
  directUrl?: string | undefined;
  poolMax: number;
  /** Errors of idle pooled connections (e.g. the server restarted); they must not crash the process. */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPgliteDirectory(options.dataDir);
}

/** PGlite persisted in `dataDir/pglite`; a lock file keeps a second process out. */
export async function openPgliteDirectory(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireLock(join(dataDir, 'pglite.lock'));
  try {
    const handle = await openPglite({
      fs: new DurableNodeFS(join(dataDir, 'pglite')),
      startParams: DURABLE_START_PARAMS,
    });
    return {
      ...handle,
      async close() {
        await handle.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** PGlite in memory (no options), on a file system (`fs`), or started from a dump made by `dumpDataDir`. */
export async function openPglite(
  options: Pick<PGliteOptions, 'fs' | 'startParams' | 'loadDataDir'> = {},
): Promise<DatabaseHandle & { client: PGlite }> {
  const client = await PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
  shareTheEventLoop(client);
  const db = drizzlePglite({ client });
  const jobConnection: JobConnection = { backend: 'pglite', db: fromPglite(client) };
  return {
    db,
    client,
    engine: 'pglite',
    url: undefined,
    jobConnection,
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobTables(jobConnection);
    },
    close: () => client.close(),
  };
}

export function openPostgres(
  url: string,
  options: {
    poolMax: number;
    onPoolError?: (error: Error) => void;
    connectionTimeoutMillis?: number;
    directUrl?: string | undefined;
  },
): DatabaseHandle {
  const directUrl = options.directUrl ?? url;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens for errors of idle clients only. A checked-out client (a transaction between
  // two statements) whose connection the server ends (restart, failover) emits 'error' with no
  // listener, which would crash the process; its next statement fails instead, answered 503.
  pool.on('connect', (client) => client.on('error', ignoreCheckedOutClientError));
  const db = drizzlePostgres({ client: pool });
  // pg-boss keeps a small pool of its own (workers, its upkeep and one LISTEN connection), on the direct URL.
  const jobConnection: JobConnection = { connectionString: directUrl, max: 3 };
  return {
    db,
    engine: 'postgres',
    url: directUrl,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    jobConnection,
    async migrate() {
      // Instances starting together: the first migrates, the others wait for the lock and find nothing to do. The
      // lock is the session's, so it is taken on a direct connection (through PgBouncer in transaction mode another
      // client's transaction could run on that server connection, and the unlock on another).
      const client = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5_000 });
      client.on('error', ignoreCheckedOutClientError);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
          await installJobTables(jobConnection);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

/** See openPostgres: the failure reaches the caller through the client's next statement. */
function ignoreCheckedOutClientError(): void {}

/** How long PGlite may keep the event loop before new connections get a turn. */
const PGLITE_TURN_MS = 10;

/**
 * PGlite runs on the main thread, one statement or transaction at a time, and hands the next one its
 * turn in a promise callback. Under load that chain runs for as long as anything waits, and Node
 * accepts a new connection only between two turns of the event loop: at 50 clients a new connection
 * waited 8 s. Here statements and transactions run in order of arrival, and once one has run for
 * PGLITE_TURN_MS the next waits for the event loop's next turn, so new connections are accepted and
 * read in between.
 */
function shareTheEventLoop(client: PGlite): void {
  let previous: Promise<unknown> = Promise.resolve();
  let turnStartedAt = performance.now();
  const nextTurn = async () => {
    if (performance.now() - turnStartedAt < PGLITE_TURN_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    turnStartedAt = performance.now();
  };
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, method, {
      value: (...args: unknown[]) => {
        const run = previous.then(nextTurn).then(() => original(...args));
        previous = run.catch(() => undefined);
        return run;
      },
    });
  }
}
