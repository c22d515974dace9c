/**
 * The durable job queue: pg-boss on the API's own database (PostgreSQL, or PGlite in-process in embedded
 * mode: the same tables and the same code either way). A job is written in the transaction of the change
 * that causes it (`enqueue(tx, …)`), so it exists exactly when the change does; it is retried with
 * exponential backoff and, once its retries are spent, copied to the dead-letter queue `<name>.dead`.
 * Every API process runs the workers; pg-boss hands each job to one of them.
 */
import { sql } from 'drizzle-orm';
import type { CourierName } from '@haat/domain/couriers';
import { fromDrizzle, PgBoss, type ConstructorOptions, type QueueOptions } from 'pg-boss';
import { JOB_SCHEMA, type JobConnection } from '../db/job-tables.ts';
import { rowsOf, type Database } from '../db/types.ts';
import { errorFields, type Logger } from '../observability/logger.ts';
import { jobRuns } from '../observability/metrics.ts';

const DEAD_SUFFIX = '.dead';
/** Dead jobs wait this long for an operator (`redrive`) before they are deleted. */
const DEAD_RETENTION_SECONDS = 14 * 24 * 60 * 60;

/** Each job's name and the data it carries (stored as JSON in the job's row). */
export interface JobData {
  /** A text message to one number; `purpose` names it in logs (never the text, which may hold a code). */
  'sms.send': { to: string; text: string; shopId: number | null; purpose: string };
  /**
   * The SMS of one order change: their `sms_log` rows hold the numbers and texts, and get the outcomes.
   * `logId`: one row, as jobs queued before decision 170 carry it.
   */
  'sms.order': { logIds: number[] } | { logId: number };
  /** Image files no row names any more (kept when an order line still shows one). */
  'images.delete': { shopId: number; keys: string[] };
  'maintenance.purge': null;
  'domains.recheck': null;
  /** Pending orders past their shop's auto-cancel hours are cancelled (src/modules/orders/auto-cancel.ts). */
  'orders.auto-cancel': null;
  /** Orders whose advance was not paid in time are cancelled (src/modules/payments/advance-expiry.ts, issue 30). */
  'payments.expire-advance': null;
  /** The courier's fraud check of a customer's number, cached for the shop's risk (modules/orders/fraud-check.ts). */
  'cod-risk.fraud-check': { shopId: number; mobile: string };
  /** Books a shop's shipments (state `booking`) with one courier (modules/shipments). */
  'couriers.book': { shopId: number; courier: CourierName; shipmentIds: number[] };
  /** Asks couriers about booked parcels no webhook has reported for a while. */
  'couriers.poll': null;
  /** Asks the couriers again for their lists of places older than a day (modules/shipments, decision 243). */
  'couriers.places': null;
  /** Imports a catalogue CSV's products (modules/catalogue-imports, decision 216). */
  'catalogue.import': { importId: number };
  /**
   * An order's `Purchase` for the Meta Conversions API (modules/meta-conversions, decision 219): where it was placed
   * and the browser's address and user agent, which Meta matches unhashed; the job's row goes once it is sent.
   */
  /** Gateway attempts still pending a while after they started are asked about (modules/payment-gateways). */
  'payments.settle-stale': null;
  /** A cancelled order's gateway payments are refunded through their gateways (modules/payment-gateways). */
  'payments.refund': { shopId: number; orderId: number };
  'meta.purchase': {
    shopId: number;
    orderId: number;
    sourceUrl: string;
    clientAddress: string;
    userAgent: string | null;
  };
}

export type JobName = keyof JobData;

export interface JobDefinition<Name extends JobName = JobName> {
  name: Name;
  /** Retries, backoff, expiry and retention (pg-boss queue options). */
  options: QueueOptions;
  /** Jobs fetched and run together in this process (default 1). */
  concurrency?: number;
  run(data: JobData[Name]): Promise<void>;
}

/** One definition per job name: the table the workers are started from (src/jobs.ts). */
export type JobDefinitions = { [Name in JobName]: JobDefinition<Name> };

/** What `fromDrizzle` calls: our Database's `execute`, whose result type the engine-neutral type leaves open. */
type DrizzleExecutor = Parameters<typeof fromDrizzle>[0];

/** The rows of `db.execute` (both engines answer `{ rows }`). */

/**
 * How long after a job is written this instance wakes its worker: time for the writing transaction to commit.
 * A job it misses (or one written by another instance) is found by the next poll, at most POLL_SECONDS later.
 */
const WAKE_AFTER_MS = 15;
const POLL_SECONDS = 2;

const bossOptions = (connection: JobConnection): ConstructorOptions => ({
  ...connection,
  schema: JOB_SCHEMA,
  // No LISTEN/NOTIFY (decision 171): a transaction that sends NOTIFY holds PostgreSQL's notify lock until its
  // commit is on disk, so every order's commit waited for the one before it. Workers are woken in-process instead.
  useListenNotify: false,
  // Each instance checks its queues every 30 s (pg-boss's default is 60).
  superviseIntervalSeconds: 30,
  // Cron schedules are not used: periodic jobs are throttled sends (`every`).
  schedule: false,
});

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #logger: Logger;
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #names = new Set<JobName>();
  /** This instance's worker of each queue, and the queues that got a job since the last wake. */
  readonly #workers = new Map<JobName, string>();
  readonly #toWake = new Set<JobName>();
  #wakeTimer: NodeJS.Timeout | undefined;

  constructor(connection: JobConnection, logger: Logger) {
    this.#boss = new PgBoss(bossOptions(connection));
    this.#logger = logger;
    this.#boss.on('error', (error) => logger.warn('job queue error', errorFields(error)));
  }

  /** Starts pg-boss, creates each job's queue and its dead-letter queue, and starts their workers here. */
  async start(definitions: JobDefinitions): Promise<void> {
    await this.#boss.start();
    for (const definition of Object.values(definitions) as JobDefinition[]) {
      const dead = `${definition.name}${DEAD_SUFFIX}`;
      await this.#ensureQueue(dead, {
        retentionSeconds: DEAD_RETENTION_SECONDS,
        deleteAfterSeconds: DEAD_RETENTION_SECONDS,
      });
      await this.#ensureQueue(definition.name, { ...definition.options, deadLetter: dead, notify: false });
      this.#names.add(definition.name);
      const workerId = await this.#boss.work<JobData[JobName]>(
        definition.name,
        {
          // One worker fetches up to `concurrency` jobs and runs them together, each settled on its own.
          batchSize: definition.concurrency ?? 1,
          perJobResults: true,
          // `enqueue` wakes the worker for a job due now; retries after their backoff are found by polling.
          pollingIntervalSeconds: POLL_SECONDS,
        },
        (jobs) =>
          Promise.all(
            jobs.map(async (job) => {
              try {
                await definition.run(job.data);
                jobRuns.inc({ job: definition.name, outcome: 'completed' });
                return { id: job.id, status: 'completed' as const };
              } catch (error) {
                jobRuns.inc({ job: definition.name, outcome: 'failed' });
                this.#logger.warn('job failed', { job: definition.name, job_id: job.id, ...errorFields(error) });
                return {
                  id: job.id,
                  status: 'failed' as const,
                  output: { message: error instanceof Error ? error.message : String(error) },
                };
              }
            }),
          ),
      );
      this.#workers.set(definition.name, workerId);
    }
  }

  async #ensureQueue(name: string, options: Parameters<PgBoss['createQueue']>[1]): Promise<void> {
    if (await this.#boss.getQueue(name)) await this.#boss.updateQueue(name, options);
    else await this.#boss.createQueue(name, options);
  }

  /**
   * Writes a job through `db`: pass the transaction of the change that causes it, so both commit or
   * neither does. Nothing runs until that transaction commits.
   */
  async enqueue<Name extends JobName>(db: Database, name: Name, data: JobData[Name]): Promise<void> {
    await this.#boss.send(name, data, { db: fromDrizzle(db as unknown as DrizzleExecutor, sql) });
    this.#wakeSoon(name);
  }

  /** Wakes this instance's worker of `name` shortly, once for every job written meanwhile. */
  #wakeSoon(name: JobName): void {
    this.#toWake.add(name);
    this.#wakeTimer ??= setTimeout(() => {
      this.#wakeTimer = undefined;
      for (const queue of this.#toWake) {
        const workerId = this.#workers.get(queue);
        if (workerId) this.#boss.notifyWorker(workerId);
      }
      this.#toWake.clear();
    }, WAKE_AFTER_MS);
    this.#wakeTimer.unref();
  }

  /**
   * Sends a job without data every `seconds` from every instance; pg-boss keeps one per time slot, so
   * with any number of instances it runs once per period. `now`: the first one is sent at once.
   */
  every(name: JobName, seconds: number, { now }: { now: boolean }): void {
    if (seconds <= 0) return;
    const send = () =>
      void this.#boss
        .send(name, null, { singletonKey: name, singletonSeconds: seconds })
        .then(() => this.#wakeSoon(name))
        .catch((error: unknown) => this.#logger.warn('could not schedule a job', { job: name, ...errorFields(error) }));
    if (now) send();
    const timer = setInterval(send, seconds * 1000);
    timer.unref();
    this.#timers.push(timer);
  }

  /** Jobs waiting (retries included) or running, and dead ones, by queue. */
  async depth(db: Database): Promise<{ name: string; pending: number; dead: number }[]> {
    const result = await db.execute(
      sql`select name, count(*) filter (where state < 'completed')::int as pending
          from ${sql.identifier(JOB_SCHEMA)}.job group by name`,
    );
    const counts = new Map(rowsOf<{ name: string; pending: number }>(result).map((row) => [row.name, row]));
    return [...this.#names].map((name) => ({
      name,
      pending: counts.get(name)?.pending ?? 0,
      dead: counts.get(`${name}${DEAD_SUFFIX}`)?.pending ?? 0,
    }));
  }

  /**
   * Resolves once no job of this instance's queues is waiting or running (a retry waiting for its
   * backoff counts), or rejects after `timeoutMs`. For tests and development tools that read what a job did.
   */
  async settled(db: Database, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const names = [...this.#names];
    for (;;) {
      const result = await db.execute(
        sql`select count(*)::int as pending from ${sql.identifier(JOB_SCHEMA)}.job
            where name in ${
              names.length > 0
                ? sql`(${sql.join(
                    names.map((name) => sql`${name}`),
                    sql`, `,
                  )})`
                : sql`('')`
            }
              and state < 'completed'`,
      );
      if ((rowsOf<{ pending: number }>(result)[0]?.pending ?? 0) === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops scheduling and fetching; waits up to `timeoutMs` for running jobs (they are retried otherwise). */
  async stop(timeoutMs = 10_000): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    clearTimeout(this.#wakeTimer);
    await this.#boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
