/**
 * PGlite runs on the main thread: while statements queue up, the event loop must still get turns
 * (to accept connections and read requests), and the statements must still run in order.
 */
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';

describe('openPglite under a queue of statements', () => {
  it('gives the event loop turns while they run, and runs them in order of arrival', async () => {
    const handle = await openPglite();
    try {
      const finished: number[] = [];
      const statements = Array.from({ length: 60 }, (_, index) =>
        handle.client.query('select pg_sleep(0.002)').then(() => finished.push(index)),
      );
      const finishedAtFirstTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(finished.length)));
      await Promise.all(statements);
      // 60 statements of 2 ms each: without turns, the event loop would wait for all of them.
      expect(finishedAtFirstTurn).toBeLessThan(30);
      expect(finished).toEqual(Array.from({ length: 60 }, (_, index) => index));
    } finally {
      await handle.close();
    }
  });

  it('keeps running after a statement fails', async () => {
    const handle = await openPglite();
    try {
      const failing = handle.client.query('select * from no_such_table');
      const next = handle.client.query<{ one: number }>('select 1 as one');
      await expect(failing).rejects.toThrow(/no_such_table/);
      expect((await next).rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
