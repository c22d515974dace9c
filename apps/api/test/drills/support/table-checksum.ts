/**
 * Whether a request changed any row: every table's row count and an md5 of all its rows, read in
 * one statement (a scan of every table, so only after a request that ran a writing statement).
 */
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../src/platform/db/schema.ts';
import { rowsOf, type Database } from '../../../src/platform/db/types.ts';

/** Every table but the rate-limit counters: counting a refused attempt is what a refusal must do. */
export const TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable) && value !== schema.rateLimitCounters)
  .map((table) => getTableConfig(table).name)
  .sort();

export type TableChecksums = Record<string, string>;

export async function tableChecksums(db: Database): Promise<TableChecksums> {
  const parts = TABLES.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as state from ${sql.identifier(name)} t`,
  );
  const rows = rowsOf<{ name: string; state: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((row) => [row.name, row.state]));
}

/** A table whose rows changed, and by how many rows it grew (negative: shrank; 0: rows edited). */
export interface TableChange {
  table: string;
  rowsAdded: number;
}

const rowCount = (state: string | undefined) => Number(state?.split(':')[0] ?? 0);

export const changedTables = (before: TableChecksums, after: TableChecksums): TableChange[] =>
  TABLES.filter((table) => before[table] !== after[table]).map((table) => ({
    table,
    rowsAdded: rowCount(after[table]) - rowCount(before[table]),
  }));

/**
 * Tracks the database between requests: `changes()` lists the tables changed since the last call
 * (an empty list when none) and makes the current state the new reference. `writes` counts the
 * writing statements run so far: while it stands still nothing can have changed, and no checksum
 * is read.
 */
export async function watchWrites(
  db: Database,
  writes: () => number,
): Promise<{ changes(): Promise<TableChange[]>; checksums: () => number }> {
  let seen = writes();
  let reference = await tableChecksums(db);
  let computed = 1;
  return {
    async changes() {
      if (writes() === seen) return [];
      seen = writes();
      const current = await tableChecksums(db);
      computed += 1;
      const changed = changedTables(reference, current);
      reference = current;
      return changed;
    },
    checksums: () => computed,
  };
}
