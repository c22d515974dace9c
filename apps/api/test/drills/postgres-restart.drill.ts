/**
 * Drill: PostgreSQL stops and starts again while shoppers browse and place orders. The API (a real
 * process on a throwaway cluster) must stay up, answer 503 with a clear message while the database
 * is away, serve again within 5 s of its return, and make no order twice.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/platform/db/client.ts';
import { SERVICE_UNAVAILABLE } from '../../src/platform/http/error-handler.ts';
import { databaseUrl } from '../database-template.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { catalogPaths, runBrowsing, type BrowseAnswer } from './support/browse.ts';
import {
  checkOrders,
  OrderLedger,
  retryAttempts,
  runOrderStream,
  seedOrderingWorld,
  type OrderingWorld,
} from './support/order-ledger.ts';
import { ms, reportDrill } from './support/report.ts';
import {
  createThrowawayPostgres,
  throwawayPostgresUnavailable,
  type ThrowawayPostgres,
} from './support/throwaway-postgres.ts';

const BROWSERS = 4;
const SHOPPERS = 4;
const WARM_MS = 1_500;
const OUTAGE_MS = 2_000;
/** How long the load goes on after the database is back. */
const AFTER_MS = 7_000;
const RECOVERY_LIMIT_MS = 5_000;

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));
const unavailable = throwawayPostgresUnavailable();

interface Outcome {
  kind: 'browse' | 'order';
  status: number;
  message: string;
  at: number;
}

describe.skipIf(unavailable !== null)(`PostgreSQL restarted under load (${unavailable ?? 'throwaway cluster'})`, () => {
  let cluster: ThrowawayPostgres;
  let api: ApiProcess;
  let dataDir: string;
  let url: string;
  let world: OrderingWorld;
  const ledger = new OrderLedger();
  const figures: Record<string, unknown>[] = [];

  beforeAll(async () => {
    cluster = await createThrowawayPostgres();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database haat_drill_restart');
    await admin.end();
    url = databaseUrl(cluster.url, 'haat_drill_restart');
    const seeding = openPostgres(url, { poolMax: 2 });
    await seeding.migrate();
    world = await seedOrderingWorld(seeding.db, [1_000_000, 1_000_000, 1_000_000, 1_000_000]);
    await seeding.close();
    dataDir = await mkdtemp(join(tmpdir(), 'haat-drill-restart-'));
    api = await startApiProcess({ env: { DATABASE_URL: url, DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await api?.kill9();
    await cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    reportDrill('postgres-restart', {
      browsers: BROWSERS,
      shoppers: SHOPPERS,
      outage_ms: OUTAGE_MS,
      restarts: figures,
    });
  });

  it.each(['fast', 'immediate'] as const)(
    'stays up through a %s shutdown, answers 503 meanwhile and recovers within 5 s',
    async (mode) => {
      const browseAnswers: BrowseAnswer[] = [];
      const firstAttempt = ledger.attempts.size;
      let stopped = false;
      const load = Promise.all([
        runBrowsing({
          baseUrl: api.url,
          paths: catalogPaths(world),
          clients: BROWSERS,
          stop: () => stopped,
          answers: browseAnswers,
          pauseAfterErrorMs: 20,
        }),
        runOrderStream({
          baseUrl: api.url,
          world,
          ledger,
          clients: SHOPPERS,
          stop: () => stopped,
          endOnNoAnswer: false,
          pauseAfterErrorMs: 20,
        }),
      ]);
      await sleep(WARM_MS);
      const downAt = performance.now();
      await cluster.stop(mode);
      await sleep(OUTAGE_MS);
      const startingAt = performance.now();
      await cluster.start();
      const upAt = performance.now();
      await sleep(AFTER_MS);
      stopped = true;
      await load;

      const attempts = [...ledger.attempts.values()].slice(firstAttempt);
      const outcomes: Outcome[] = [
        ...browseAnswers.map((answer) => ({
          kind: 'browse' as const,
          status: answer.status,
          message: answer.message,
          at: answer.at,
        })),
        ...attempts.flatMap((attempt) =>
          attempt.answers.map((answer) =>
            answer.kind === 'answer'
              ? { kind: 'order' as const, status: answer.status, message: answer.message, at: answer.at }
              : { kind: 'order' as const, status: 0, message: answer.error, at: answer.at },
          ),
        ),
      ];
      const failed = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
      const lastFailureAt = Math.max(upAt, ...failed.map((outcome) => outcome.at));
      const recoveredMs = lastFailureAt - upAt;
      const servedAfter = (kind: Outcome['kind']) =>
        outcomes.filter((outcome) => outcome.kind === kind && outcome.at > lastFailureAt && outcome.status < 300)
          .length;
      const byStatus = (kind: Outcome['kind']) =>
        outcomes
          .filter((outcome) => outcome.kind === kind)
          .reduce<Record<string, number>>((tally, outcome) => {
            tally[outcome.status || 'no answer'] = (tally[outcome.status || 'no answer'] ?? 0) + 1;
            return tally;
          }, {});
      const unclear = failed.filter((outcome) => outcome.status !== 503 || outcome.message !== SERVICE_UNAVAILABLE);

      // Orders that got no clear outcome are sent again with their keys.
      const unresolved = attempts.filter((attempt) => ledger.unresolved().includes(attempt));
      const retryFailures = await retryAttempts(api.url, unresolved);
      const checking = openPostgres(url, { poolMax: 1 });
      const check = await checkOrders(checking.db, world, ledger);
      await checking.close();

      figures.push({
        mode,
        stop_ms: ms(startingAt - downAt - OUTAGE_MS),
        start_ms: ms(upAt - startingAt),
        recovered_ms_after_database_up: ms(recoveredMs),
        browse: byStatus('browse'),
        orders: byStatus('order'),
        unclear_failures: unclear.length,
        retried_unresolved: unresolved.length,
        orders_in_database: check.orders,
        keys_left_in_flight: check.inFlightKeys,
      });

      expect(api.exitCode(), `the API exited:\n${api.output()}`).toBeNull();
      expect(failed.length, 'the outage should be seen by the load').toBeGreaterThan(0);
      expect(unclear.slice(0, 5), `every failure is a 503 "${SERVICE_UNAVAILABLE}"`).toEqual([]);
      expect(recoveredMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
      expect(servedAfter('browse')).toBeGreaterThan(0);
      expect(servedAfter('order')).toBeGreaterThan(0);
      expect(retryFailures).toEqual([]);
      expect(check.failures).toEqual([]);
    },
  );
});
