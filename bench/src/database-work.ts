/**
 * What the database does per request of a load run on PostgreSQL: from `pg_stat_database` (commits, rows
 * returned by scans, rows fetched) and the CPU time of the server processes connected to the bench's database
 * (read from /proc; the API's pool and its job queue keep their connections for the whole run). Per database,
 * so other databases on the same server do not count; `pg_stat_statements` is not needed.
 */
import pg from 'pg';
import { processCpuSeconds } from './process-cpu.ts';

export interface DatabaseCounters {
  commits: number;
  rowsReturned: number;
  rowsFetched: number;
  /** CPU seconds per server process (pid) connected to the database. */
  cpuByPid: Map<number, number>;
}

export interface DatabaseWork {
  commitsPerRequest: number;
  rowsReturnedPerRequest: number;
  rowsFetchedPerRequest: number;
  postgresCpuMsPerRequest: number | null;
}

/** The database's counters now (a connection of its own, so the statistics snapshot is fresh). */
export async function readDatabaseCounters(databaseUrl: string): Promise<DatabaseCounters> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const stats = await client.query<{ commits: string; returned: string; fetched: string }>(
      `select xact_commit as commits, tup_returned as returned, tup_fetched as fetched
         from pg_stat_database where datname = current_database()`,
    );
    const pids = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const cpuByPid = new Map<number, number>();
    for (const { pid } of pids.rows) {
      const seconds = processCpuSeconds(pid);
      if (seconds !== null) cpuByPid.set(pid, seconds);
    }
    const row = stats.rows[0]!;
    return {
      commits: Number(row.commits),
      rowsReturned: Number(row.returned),
      rowsFetched: Number(row.fetched),
      cpuByPid,
    };
  } finally {
    await client.end();
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Per request between two readings. A server process present at both counts its difference; one that started
 * in between counts whole. The reading connections' own commits are left out (one each).
 */
export function databaseWork(before: DatabaseCounters, after: DatabaseCounters, requests: number): DatabaseWork | null {
  if (requests === 0) return null;
  let cpu = 0;
  for (const [pid, seconds] of after.cpuByPid) cpu += seconds - (before.cpuByPid.get(pid) ?? 0);
  const readerCommits = 1;
  return {
    commitsPerRequest: round1((after.commits - before.commits - readerCommits) / requests),
    rowsReturnedPerRequest: round1((after.rowsReturned - before.rowsReturned) / requests),
    rowsFetchedPerRequest: round1((after.rowsFetched - before.rowsFetched) / requests),
    postgresCpuMsPerRequest: after.cpuByPid.size === 0 ? null : Math.round((cpu * 1000 * 1000) / requests) / 1000,
  };
}
