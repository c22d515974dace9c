/**
 * The run's template database, made once per test run with the migrations applied (global-setup.ts); each
 * test file gets its own copy (test-database.ts):
 * - PGlite (default): the template's data folder is dumped to a file; a file loads it in memory.
 * - PostgreSQL (TEST_DATABASE_URL set): the template is a database; a file gets
 *   `CREATE DATABASE … TEMPLATE …` and drops it at the end. (Not a schema per file: drizzle-kit
 *   writes foreign keys as `REFERENCES "public"."shops"`, so the migrations only fit `public`.)
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/platform/db/client.ts';

export type TestDatabaseInfo =
  { engine: 'pglite'; dumpPath: string } | { engine: 'postgres'; url: string; template: string };

const TEST_DB_PREFIX = 'haat_test_';

export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

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

export const newName = (kind: string) => `${TEST_DB_PREFIX}${kind}_p${process.pid}_${randomBytes(4).toString('hex')}`;

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
