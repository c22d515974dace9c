import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database as services see it: the same type for PGlite and node-postgres (and for a
 * transaction), so services never know which engine runs.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** The rows of a raw `db.execute(sql…)`: both drivers answer with `rows`, under types that differ. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
