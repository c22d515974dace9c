import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database as services see it: the same type for PGlite and node-postgres (and for a
 * transaction), so services never know which engine runs.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
