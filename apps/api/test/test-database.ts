/**
 * Test databases. One template per test run, migrations applied once (global-setup.ts); each
 * test file gets its own copy:
 * - PGlite (default): the template's data folder is dumped to a file; a file loads it in memory.
 * - PostgreSQL (TEST_DATABASE_URL set): the template is a database; a file gets
 *   `CREATE DATABASE … TEMPLATE …` and drops it at the end. (Not a schema per file: drizzle-kit
 *   writes foreign keys as `REFERENCES "public"."shops"`, so the migrations only fit `public`.)
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/platform/db/client.ts';

export type TestDatabaseInfo =
  { engine: 'pglite'; dumpPath: string } | { engine: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

const TEST_DB_PREFIX = 'haat_test_';

export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops test databases left by runs that died (their name carries the creating pid). */
async function dropAbandoned(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
    `${TEST_DB_PREFIX}%`,
  ]);
  for (const { datname } of rows) {
    const pid = Number(/_p(\d+)_/u.exec(datname)?.[1]);
    if (Number.isSafeInteger(pid) && !isRunning(pid)) {
      await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    }
  }
}

const newName = (kind: string) => `${TEST_DB_PREFIX}${kind}_p${process.pid}_${randomBytes(4).toString('hex')}`;

export async function createTemplate(testDatabaseUrl: string | undefined, dumpPath: string): Promise<TestDatabaseInfo> {
  if (!testDatabaseUrl) {
    const handle = await openPglite();
    await handle.migrate();
    const dump = await handle.client.dumpDataDir('none');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    return { engine: 'pglite', dumpPath };
  }
  const template = newName('template');
  await withAdminClient(testDatabaseUrl, async (client) => {
    await dropAbandoned(client);
    await client.query(`create database ${quoteIdent(template)}`);
  });
  const handle = openPostgres(databaseUrl(testDatabaseUrl, template), { poolMax: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return { engine: 'postgres', url: testDatabaseUrl, template };
}

export async function dropTemplate(info: TestDatabaseInfo): Promise<void> {
  if (info.engine !== 'postgres') return;
  await withAdminClient(info.url, (client) =>
    client.query(`drop database if exists ${quoteIdent(info.template)} with (force)`),
  );
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
