/**
 * The two databases an API process of a drill can run on: PGlite's file store in a data folder
 * (the default of `pnpm start`), or PostgreSQL (a `haat_drill_*` database, see drill-postgres.ts).
 * Seeding opens the same database directly before the API starts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteDirectory, openPostgres, type DatabaseHandle } from '../../../src/platform/db/client.ts';
import { createDrillDatabase, drillPostgresUnavailable } from './drill-postgres.ts';

export type EngineName = 'pglite' | 'postgres';

export interface DrillEngine {
  /** The API's environment: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** The database, migrated; close it before an API process opens a PGlite folder. */
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
  /** Where the data lives, for the report. */
  where: string;
}

/** Null when the engine can run here; otherwise why not. */
export const engineUnavailable = (engine: EngineName): string | null =>
  engine === 'pglite' ? null : drillPostgresUnavailable();

export async function createDrillEngine(engine: EngineName, drill: string): Promise<DrillEngine> {
  const dataDir = await mkdtemp(join(tmpdir(), `haat-drill-${drill}-`));
  const migrated = async (handle: DatabaseHandle) => {
    await handle.migrate();
    return handle;
  };
  if (engine === 'pglite') {
    return {
      env: { DATA_DIR: dataDir },
      open: async () => migrated(await openPgliteDirectory(dataDir)),
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
      where: 'PGlite file store',
    };
  }
  const database = await createDrillDatabase(drill.replaceAll('-', '_'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    open: () => migrated(openPostgres(database.url, { poolMax: 2 })),
    cleanup: async () => {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
    where: `PostgreSQL (${database.cluster})`,
  };
}
