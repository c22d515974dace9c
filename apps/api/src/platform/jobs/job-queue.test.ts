/**
 * The job queue on the test database's engine (PGlite, or PostgreSQL with TEST_DATABASE_URL): a job
 * exists exactly when the transaction that wrote it commits, failures are retried and then dead, a
 * periodic job runs once per period however many instances send it, and stopping waits for running jobs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { JOB_SCHEMA } from '../db/job-tables.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { createLogger } from '../observability/logger.ts';
import { JobQueue, type JobData, type JobDefinitions } from './job-queue.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(async () => {
  await database?.close();
});

const logger = createLogger('silent');

/** Definitions whose runs are recorded; `imagesDelete` decides how an `images.delete` job ends. */
function recordingDefinitions(imagesDelete: (data: JobData['images.delete']) => Promise<void>) {
  const ran: { name: string; data: unknown }[] = [];
  const record =
    <Name extends keyof JobData>(name: Name) =>
    async (data: JobData[Name]) => {
      ran.push({ name, data });
    };
  const definitions: JobDefinitions = {
    'sms.send': { name: 'sms.send', options: {}, run: record('sms.send') },
    'sms.order': { name: 'sms.order', options: {}, run: record('sms.order') },
    'images.delete': {
      name: 'images.delete',
      options: { retryLimit: 2, retryDelay: 1 },
      run: async (data) => {
        ran.push({ name: 'images.delete', data });
        await imagesDelete(data);
      },
    },
    'maintenance.purge': { name: 'maintenance.purge', options: {}, run: record('maintenance.purge') },
    'domains.recheck': { name: 'domains.recheck', options: {}, run: record('domains.recheck') },
    'orders.auto-cancel': { name: 'orders.auto-cancel', options: {}, run: record('orders.auto-cancel') },
    'payments.expire-advance': {
      name: 'payments.expire-advance',
      options: {},
      run: record('payments.expire-advance'),
    },
    'cod-risk.fraud-check': { name: 'cod-risk.fraud-check', options: {}, run: record('cod-risk.fraud-check') },
    'couriers.book': { name: 'couriers.book', options: {}, run: record('couriers.book') },
    'couriers.poll': { name: 'couriers.poll', options: {}, run: record('couriers.poll') },
    'couriers.places': { name: 'couriers.places', options: {}, run: record('couriers.places') },
    'catalogue.import': { name: 'catalogue.import', options: {}, run: record('catalogue.import') },
    'meta.purchase': { name: 'meta.purchase', options: {}, run: record('meta.purchase') },
    'payments.settle-stale': { name: 'payments.settle-stale', options: {}, run: record('payments.settle-stale') },
    'payments.refund': { name: 'payments.refund', options: {}, run: record('payments.refund') },
  };
  return { ran, definitions };
}

async function jobRows(name: string): Promise<{ state: string; retry_count: number }[]> {
  const result = await database.db.execute(
    sql`select state, retry_count from ${sql.identifier(JOB_SCHEMA)}.job where name = ${name} order by created_on`,
  );
  return (result as { rows: { state: string; retry_count: number }[] }).rows;
}

describe('JobQueue', () => {
  it('runs a job written in a committed transaction, and never one whose transaction rolled back', async () => {
    const { ran, definitions } = recordingDefinitions(async () => undefined);
    const queue = new JobQueue(database.jobConnection, logger);
    await queue.start(definitions);
    try {
      await database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'sms.send', { to: '01711000001', text: 'kept', shopId: null, purpose: 'test' });
      });
      await expect(
        database.db.transaction(async (tx) => {
          await queue.enqueue(tx, 'sms.send', {
            to: '01711000002',
            text: 'rolled back',
            shopId: null,
            purpose: 'test',
          });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await queue.settled(database.db);
      expect(ran.filter((run) => run.name === 'sms.send').map((run) => run.data)).toEqual([
        { to: '01711000001', text: 'kept', shopId: null, purpose: 'test' },
      ]);
    } finally {
      await queue.stop();
    }
  });

  it('retries a failing job with backoff, then moves it to the dead-letter queue', async () => {
    const { ran, definitions } = recordingDefinitions(async () => {
      throw new Error('storage is down');
    });
    const queue = new JobQueue(database.jobConnection, logger);
    await queue.start(definitions);
    try {
      await queue.enqueue(database.db, 'images.delete', { shopId: 1, keys: ['shops/1/banner/gone'] });
      await expect
        .poll(async () => (await queue.depth(database.db)).find((row) => row.name === 'images.delete')?.dead, {
          timeout: 20_000,
          interval: 200,
        })
        .toBe(1);
      // The first try and both retries ran; then the job failed for good and its copy waits in `.dead`.
      expect(ran.filter((run) => run.name === 'images.delete')).toHaveLength(3);
      expect(await jobRows('images.delete')).toEqual([expect.objectContaining({ state: 'failed', retry_count: 2 })]);
      expect(await jobRows('images.delete.dead')).toEqual([expect.objectContaining({ state: 'created' })]);
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('a job that fails once succeeds on its retry', async () => {
    let tries = 0;
    const { definitions } = recordingDefinitions(async () => {
      tries += 1;
      if (tries === 1) throw new Error('a moment of trouble');
    });
    const queue = new JobQueue(database.jobConnection, logger);
    await queue.start(definitions);
    try {
      await database.db.execute(sql`delete from ${sql.identifier(JOB_SCHEMA)}.job where name like 'images.delete%'`);
      await queue.enqueue(database.db, 'images.delete', { shopId: 2, keys: ['shops/2/logo/old'] });
      await queue.settled(database.db, 15_000);
      expect(tries).toBe(2);
      expect(await jobRows('images.delete')).toEqual([expect.objectContaining({ state: 'completed', retry_count: 1 })]);
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('a periodic job sent by several instances in one period runs once', async () => {
    const first = recordingDefinitions(async () => undefined);
    const second = recordingDefinitions(async () => undefined);
    const queues = [new JobQueue(database.jobConnection, logger), new JobQueue(database.jobConnection, logger)];
    await queues[0]!.start(first.definitions);
    await queues[1]!.start(second.definitions);
    try {
      for (const queue of queues) queue.every('maintenance.purge', 3600, { now: true });
      await expect.poll(() => first.ran.length + second.ran.length).toBeGreaterThan(0);
      await queues[0]!.settled(database.db);
      expect(await jobRows('maintenance.purge')).toHaveLength(1);
      expect([...first.ran, ...second.ran].filter((run) => run.name === 'maintenance.purge')).toHaveLength(1);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });

  it('stopping waits for a running job to finish', async () => {
    let finished = false;
    const { definitions } = recordingDefinitions(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = true;
    });
    const queue = new JobQueue(database.jobConnection, logger);
    await queue.start(definitions);
    await database.db.execute(sql`delete from ${sql.identifier(JOB_SCHEMA)}.job where name like 'images.delete%'`);
    await queue.enqueue(database.db, 'images.delete', { shopId: 3, keys: ['shops/3/banner/old'] });
    await expect.poll(async () => (await jobRows('images.delete'))[0]?.state).toBe('active');
    await queue.stop();
    expect(finished).toBe(true);
    expect(await jobRows('images.delete')).toEqual([expect.objectContaining({ state: 'completed' })]);
  });
});
