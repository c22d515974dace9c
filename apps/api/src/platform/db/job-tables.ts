/**
 * pg-boss's tables (the job queue, platform/jobs/) live in the same database, in a schema of their own that
 * pg-boss creates and versions itself. They are installed with the database's migrations, so a fresh
 * database or a test template holds them before any API process starts.
 */
import { PgBoss, type ConstructorOptions } from 'pg-boss';

/** How pg-boss reaches the database: a pool of its own on PostgreSQL, the embedded PGlite through an adapter. */
export type JobConnection = Pick<ConstructorOptions, 'backend' | 'connectionString' | 'db' | 'max'>;

export const JOB_SCHEMA = 'pgboss';

export async function installJobTables(connection: JobConnection): Promise<void> {
  const boss = new PgBoss({
    ...connection,
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
