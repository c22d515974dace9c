/**
 * The bench's own PostgreSQL databases: every one is named `haat_bench_*`, created empty before a
 * phase and dropped after it. Nothing else on the server is touched.
 */
import pg from 'pg';

const BENCH_DATABASE = /^haat_bench_[a-z0-9_]+$/u;

/** The same server with another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function assertBenchName(database: string): void {
  if (!BENCH_DATABASE.test(database))
    throw new Error(`The bench only manages databases named haat_bench_*, not "${database}"`);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Server-wide statements go through the `postgres` maintenance database, whatever database the URL names. */
const withServer = <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) =>
  withClient(databaseUrl(serverUrl, 'postgres'), work);

/** The server's version (e.g. "15.20"), or an error message when it cannot be reached. */
export async function postgresVersion(serverUrl: string): Promise<{ version: string } | { error: string }> {
  try {
    return await withServer(serverUrl, async (client) => {
      const result = await client.query<{ server_version: string }>('show server_version');
      return { version: result.rows[0]!.server_version };
    });
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export async function dropBenchDatabase(serverUrl: string, database: string): Promise<void> {
  assertBenchName(database);
  await withServer(serverUrl, (client) => client.query(`drop database if exists ${database} with (force)`));
}

/** A fresh, empty database (an old one of the same name, left by an interrupted run, is dropped). */
export async function createBenchDatabase(serverUrl: string, database: string): Promise<string> {
  await dropBenchDatabase(serverUrl, database);
  await withServer(serverUrl, (client) => client.query(`create database ${database}`));
  return databaseUrl(serverUrl, database);
}

/** Runs `work` with a client of a bench database. */
export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withClient(url, work);
}
