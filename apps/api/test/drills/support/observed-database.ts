/**
 * The database as the app opens it (src/platform/db/client.ts), with drizzle's query logger counting the
 * statements that can change rows, so a drill knows without asking the database whether a request
 * wrote anything.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from '../../../src/platform/db/client.ts';
import { installJobTables, type JobConnection } from '../../../src/platform/db/job-tables.ts';
import type { Database } from '../../../src/platform/db/types.ts';

/** Statements that can insert, update or delete rows (a CTE may, so WITH counts). */
const WRITING = /^\s*(?:insert|update|delete|merge|with|truncate|copy|create|drop|alter|call|do)\b/iu;

export interface ObservedDatabase {
  db: Database;
  /** How many writing statements the app has run so far. */
  writes(): number;
  jobConnection: JobConnection;
  close(): Promise<void>;
}

function counter(): { logger: Logger; writes: () => number } {
  let writes = 0;
  return {
    logger: {
      logQuery(query) {
        if (WRITING.test(query)) writes += 1;
      },
    },
    writes: () => writes,
  };
}

/** PostgreSQL at `url`, or PGlite in memory when `url` is undefined; migrated. */
export async function openObservedDatabase(url: string | undefined): Promise<ObservedDatabase> {
  const { logger, writes } = counter();
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    const db = drizzlePostgres({ client: pool, logger });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const jobConnection: JobConnection = { connectionString: url, max: 2 };
    await installJobTables(jobConnection);
    return { db, writes, jobConnection, close: () => pool.end() };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite({ client, logger });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const jobConnection: JobConnection = { backend: 'pglite', db: fromPglite(client) };
  await installJobTables(jobConnection);
  return { db, writes, jobConnection, close: () => client.close() };
}
