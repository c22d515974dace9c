/**
 * A test file's own database, copied from the run's template (database-template.ts):
 * - PGlite (default): the template's data folder was dumped to a file; a file loads it in memory.
 * - PostgreSQL (TEST_DATABASE_URL set): `CREATE DATABASE … TEMPLATE …`, dropped at the end.
 * The API's test script runs the files that import this module once more on PGlite when CI runs them on PostgreSQL
 * (package.json: `vitest related test/test-database.ts`), so a file that needs a database must reach it through here.
 */
import { readFile } from 'node:fs/promises';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/platform/db/client.ts';
import { databaseUrl, newName, quoteIdent, withAdminClient, type TestDatabaseInfo } from './database-template.ts';

export type { TestDatabaseInfo } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** An empty PostgreSQL database (no migrations) and a function that drops it. */
export async function createEmptyDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = newName('empty');
  await withAdminClient(url, (client) => client.query(`create database ${quoteIdent(name)}`));
  return {
    url: databaseUrl(url, name),
    drop: async () => {
      await withAdminClient(url, (client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
    },
  };
}

/** A fresh database for one test file, copied from the run's template. */
export async function openTestDatabase(info: TestDatabaseInfo): Promise<DatabaseHandle> {
  if (info.engine === 'pglite') {
    const dump = await readFile(info.dumpPath);
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const name = newName('file');
  await withAdminClient(info.url, (client) =>
    client.query(`create database ${quoteIdent(name)} template ${quoteIdent(info.template)}`),
  );
  const handle = openPostgres(databaseUrl(info.url, name), { poolMax: 10 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(info.url, (client) =>
        client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    },
  };
}
