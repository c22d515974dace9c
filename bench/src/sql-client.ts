/** One small interface over node-postgres and PGlite for the bench's own SQL. */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters. */
  exec(text: string): Promise<void>;
}

export function fromPg(client: pg.Client): SqlClient {
  return {
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query(text, params)).rows as T[];
    },
    async exec(text) {
      await client.query(text);
    },
  };
}

export function fromPglite(db: PGlite): SqlClient {
  return {
    async query<T>(text: string, params: unknown[] = []) {
      return (await db.query<T>(text, params)).rows;
    },
    async exec(text) {
      await db.exec(text);
    },
  };
}
