/**
 * The PostgreSQL pool when the server ends a connection (restart, failover, an administrator):
 * the process must live on and the request see a connection error (answered 503).
 */
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../../test/test-database.ts';
import { MIGRATIONS_FOLDER, openPostgres } from './client.ts';
import { isConnectionError } from './errors.ts';
import { rowsOf } from './types.ts';

const testDatabase = inject('testDatabase');

describe.runIf(testDatabase.engine === 'postgres')('openPostgres', () => {
  it('survives the server ending a connection inside a transaction, between two statements', async () => {
    if (testDatabase.engine !== 'postgres') return;
    const database = await createEmptyDatabase(testDatabase.url);
    const handle = openPostgres(database.url, { poolMax: 2 });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const failure = handle.db.transaction(async (tx) => {
        const result = { rows: rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`)) };
        await admin.query('select pg_terminate_backend($1)', [result.rows[0]!.pid]);
        // The server's goodbye arrives while no statement runs: an 'error' event on the checked-out client.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      const error = await failure.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isConnectionError(error)).toBe(true);
      const after = { rows: rowsOf<{ one: number }>(await handle.db.execute(sql`select 1 as one`)) };
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await handle.close();
      await database.drop();
    }
  });

  it('migrates once when several instances start together on an empty database', async () => {
    if (testDatabase.engine !== 'postgres') return;
    const database = await createEmptyDatabase(testDatabase.url);
    const handles = Array.from({ length: 4 }, () => openPostgres(database.url, { poolMax: 2 }));
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
      const applied = {
        rows: rowsOf<{ n: number }>(
          await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
        ),
      };
      const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
      expect(applied.rows[0]!.n).toBe(files.length);
      const jobTables = {
        rows: rowsOf<{ n: number }>(
          await handles[0]!.db.execute(
            sql`select count(*)::int as n from pg_tables where schemaname = 'pgboss' and tablename = 'job'`,
          ),
        ),
      };
      expect(jobTables.rows[0]!.n).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await database.drop();
    }
  });
});
