/**
 * The embedded database keeps what it acknowledged: PostgreSQL runs with fsync on, and its fsync
 * calls reach the real files (PGlite's own file system would drop them).
 */
import { fsyncSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPgliteDirectory } from './client.ts';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-pglite.ts';
import { rowsOf } from './types.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-durable-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded database on disk', () => {
  it('runs with fsync on, syncing the WAL with fsync (PGlite’s own default is fsync off)', async () => {
    const handle = await openPgliteDirectory(dir);
    try {
      const setting = async (name: string) =>
        rowsOf<Record<string, string>>(await handle.db.execute(`show ${name}`))[0]?.[name];
      expect(await setting('fsync')).toBe('on');
      expect(await setting('wal_sync_method')).toBe('fsync');
      expect(await setting('synchronous_commit')).toBe('on');
    } finally {
      await handle.close();
    }
  });

  it('hands every commit’s fsync to the operating system', async () => {
    const synced: number[] = [];
    const client = await PGlite.create({
      fs: new DurableNodeFS(join(dir, 'pglite'), (fd) => {
        synced.push(fd);
        fsyncSync(fd);
      }),
      startParams: DURABLE_START_PARAMS,
    });
    try {
      await client.exec('create table acknowledged (id int)');
      const before = synced.length;
      await client.exec('insert into acknowledged values (1)');
      expect(synced.length).toBeGreaterThan(before);
    } finally {
      await client.close();
    }
  });
});
