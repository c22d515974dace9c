/**
 * Backup and restore of the embedded database (PGlite in DATA_DIR): a gzipped copy of its data folder,
 * made and restored while the API is stopped (the folder's lock refuses otherwise). PostgreSQL is
 * backed up with its own tools (pg_dump / pg_restore, WAL archiving).
 */
import { existsSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client.ts';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-pglite.ts';
import { acquireLock } from './pglite-lock.ts';

const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

async function withLockedPglite<T>(
  dataDir: string,
  options: { loadDataDir?: Blob },
  run: (client: PGlite) => Promise<T>,
): Promise<T> {
  const lock = acquireLock(join(dataDir, 'pglite.lock'));
  try {
    const client = await PGlite.create({
      fs: new DurableNodeFS(pgliteFolder(dataDir)),
      startParams: DURABLE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
      ...options,
    });
    try {
      return await run(client);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

const countOrders = async (client: PGlite) =>
  (await client.query<{ n: number }>("select count(*)::int as n from pg_tables where tablename = 'orders'")).rows[0]?.n
    ? ((await client.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]?.n ?? 0)
    : 0;

/** Writes the embedded database of `dataDir` to `file` (gzip). Refuses while the API holds the folder. */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number; orders: number }> {
  if (!existsSync(pgliteFolder(dataDir))) throw new Error(`No embedded database in ${dataDir}`);
  return withLockedPglite(dataDir, {}, async (client) => {
    const orders = await countOrders(client);
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(file, bytes, { mode: 0o600 });
    return { bytes: bytes.length, orders };
  });
}

/**
 * Restores `file` into `dataDir`: the current database folder, if any, is kept aside as
 * `pglite.before-restore-<time>` (never deleted here). Refuses while the API holds the folder.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<{ keptAside: string | null; orders: number }> {
  const backup = new Blob([await readFile(file)]);
  const lock = acquireLock(join(dataDir, 'pglite.lock'));
  let keptAside: string | null = null;
  try {
    if (existsSync(pgliteFolder(dataDir))) {
      keptAside = `${pgliteFolder(dataDir)}.before-restore-${now.toISOString().replace(/[:.]/gu, '-')}`;
      renameSync(pgliteFolder(dataDir), keptAside);
    }
  } finally {
    lock.release();
  }
  const orders = await withLockedPglite(dataDir, { loadDataDir: backup }, countOrders);
  return { keptAside, orders };
}
