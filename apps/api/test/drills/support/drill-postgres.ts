/**
 * A PostgreSQL database for a drill that does not restart the server: `haat_drill_<name>_p<pid>`
 * on the cluster of TEST_DATABASE_URL when it is set (CI), otherwise on a throwaway cluster of its
 * own. Never the database of TEST_DATABASE_URL itself: databases are created from `postgres`.
 */
import pg from 'pg';
import { databaseUrl } from '../../database-template.ts';
import { createThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from './throwaway-postgres.ts';

export interface DrillDatabase {
  url: string;
  /** Where it lives, for the report. */
  cluster: 'TEST_DATABASE_URL' | 'throwaway';
  drop(): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Null when a drill can have a PostgreSQL database here; otherwise why not. */
export function drillPostgresUnavailable(): string | null {
  if (process.env.TEST_DATABASE_URL) return null;
  const missing = throwawayPostgresUnavailable();
  return missing === null ? null : `TEST_DATABASE_URL is unset and ${missing}`;
}

/** A fresh empty database. */
export async function createDrillDatabase(name: string): Promise<DrillDatabase> {
  const database = `haat_drill_${name}_p${process.pid}`;
  const shared = process.env.TEST_DATABASE_URL;
  let cluster: ThrowawayPostgres | undefined;
  const serverUrl = shared ?? (cluster = await createThrowawayPostgres()).url;
  await adminQuery(serverUrl, `drop database if exists ${quoteIdent(database)} with (force)`);
  await adminQuery(serverUrl, `create database ${quoteIdent(database)}`);
  return {
    url: databaseUrl(serverUrl, database),
    cluster: cluster ? 'throwaway' : 'TEST_DATABASE_URL',
    async drop() {
      if (cluster) {
        await cluster.destroy();
        return;
      }
      await adminQuery(serverUrl, `drop database if exists ${quoteIdent(database)} with (force)`);
    },
  };
}
