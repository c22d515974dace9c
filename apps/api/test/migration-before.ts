/**
 * A database migrated up to the migration before one (by its tag's name, e.g. `variants` for `0014_variants`), on the
 * engine under test (PGlite, or PostgreSQL with TEST_DATABASE_URL): a migration's test fills it as the older schema
 * held data, runs `handle.migrate()` for the rest and checks what the data became.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { inject } from 'vitest';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type DatabaseHandle } from '../src/platform/db/client.ts';
import { createEmptyDatabase } from './test-database.ts';

/** drizzle/ up to the migration named `name`, in a folder of its own. */
async function migrationsBefore(name: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'haat-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${name}`));
  if (at < 0) throw new Error(`No migration named ${name} in drizzle/`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

export interface DatabaseBefore {
  handle: DatabaseHandle;
  close: () => Promise<void>;
}

export async function openDatabaseBefore(name: string): Promise<DatabaseBefore> {
  const info = inject('testDatabase');
  const folder = await migrationsBefore(name);
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  if (info.engine === 'pglite') {
    handle = await openPglite();
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    const empty = await createEmptyDatabase(info.url);
    drop = empty.drop;
    handle = openPostgres(empty.url, { poolMax: 2 });
    await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
  return {
    handle,
    close: async () => {
      await handle.close();
      await drop?.();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
