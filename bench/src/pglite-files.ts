/**
 * Reads and writes the API's PGlite files while no API has them open (before it starts or after
 * it stopped): the same engine, version and extensions as the API.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The folder apps/api keeps its PGlite files in, below DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

export async function withPgliteFiles<T>(dataDir: string, work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create({ dataDir: pgliteDirOf(dataDir), extensions: { pg_trgm, btree_gin } });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
