/**
 * Drill: kill -9 the API while shoppers place orders, 20 times, on PGlite's file store and on
 * PostgreSQL. After each restart every attempt of the round before is sent again with its key;
 * at the end the database must hold every order that got a 2xx exactly once, no order without the
 * stored answer of its key, and stock + sold = initial for every product.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { createDrillEngine, engineUnavailable } from './support/drill-engines.ts';
import {
  checkOrders,
  OrderLedger,
  retryAttempts,
  runOrderStream,
  seedOrderingWorld,
  type Attempt,
} from './support/order-ledger.ts';
import { freePort } from './support/ports.ts';
import { ms, reportDrill } from './support/report.ts';

const ROUNDS = 20;
const SHOPPERS = 12;
/** Three products that never run out and one that runs out during the drill (refusals must survive kills too). */
const STOCKS = [1_000_000, 1_000_000, 1_000_000, 300];
/** Orders answered 2xx in a round before the kill is armed, then a random delay up to KILL_JITTER_MS. */
const ARM_AFTER_CONFIRMED = 5;
const KILL_JITTER_MS = 300;

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

const engines = [{ engine: 'pglite' }, { engine: 'postgres' }] as const;

describe.each(engines)('kill -9 during a stream of orders on $engine', ({ engine }) => {
  const unavailable = engineUnavailable(engine);
  it.skipIf(unavailable !== null)(
    `survives ${ROUNDS} kills with every confirmed order there exactly once (${unavailable ?? 'available'})`,
    async () => {
      const drillStarted = performance.now();
      const engineSetup = await createDrillEngine(engine, 'kill');
      // One port for every restart: a killed process leaves its port free at once.
      const port = await freePort();
      let api: ApiProcess | undefined;
      try {
        const seeding = await engineSetup.open();
        const world = await seedOrderingWorld(seeding.db, STOCKS);
        await seeding.close();

        const ledger = new OrderLedger();
        const retryFailures: string[] = [];
        const rounds: Record<string, unknown>[] = [];
        let previousRound: Attempt[] = [];
        let retried = 0;

        for (let round = 1; round <= ROUNDS; round += 1) {
          api = await startApiProcess({ port, env: engineSetup.env });
          const restartMs = api.startMs;
          const retryStarted = performance.now();
          retryFailures.push(...(await retryAttempts(api.url, previousRound)));
          retried += previousRound.length;
          const retryMs = performance.now() - retryStarted;

          const firstOfRound = ledger.attempts.size;
          const thisRound = () => [...ledger.attempts.values()].slice(firstOfRound);
          const confirmedInRound = () =>
            thisRound().filter((attempt) =>
              attempt.answers.some((answer) => answer.kind === 'answer' && answer.status < 300),
            ).length;
          let killed = false;
          const streamStarted = performance.now();
          const stream = runOrderStream({
            baseUrl: api.url,
            world,
            ledger,
            clients: SHOPPERS,
            stop: () => killed,
            endOnNoAnswer: true,
          });
          const armed = await waitFor(() => confirmedInRound() >= ARM_AFTER_CONFIRMED, 30_000);
          const jitter = randomInt(0, KILL_JITTER_MS + 1);
          await sleep(jitter);
          const running = api;
          await running.kill9();
          killed = true;
          await stream;
          const streamMs = performance.now() - streamStarted;

          previousRound = thisRound();
          const tally = ledger.tally(previousRound.flatMap((attempt) => attempt.answers));
          rounds.push({
            round,
            restart_ms: ms(restartMs),
            retry_ms: ms(retryMs),
            stream_ms: ms(streamMs),
            kill_jitter_ms: jitter,
            answers: tally,
          });
          expect(
            armed,
            `round ${round}: fewer than ${ARM_AFTER_CONFIRMED} orders confirmed before the kill:\n${running.output()}`,
          ).toBe(true);
          expect(tally['no answer'] ?? 0, `round ${round}: the kill should cut requests in flight`).toBeGreaterThan(0);
        }

        // The last restart: the last round's attempts again, then every attempt still without an outcome.
        api = await startApiProcess({ port, env: engineSetup.env });
        retryFailures.push(...(await retryAttempts(api.url, previousRound)));
        retried += previousRound.length;
        const unresolvedBefore = ledger.unresolved();
        retryFailures.push(...(await retryAttempts(api.url, unresolvedBefore)));
        await api.stop();
        expect(await api.exited).toEqual({ code: 0, signal: null });
        api = undefined;

        const checking = await engineSetup.open();
        const check = await checkOrders(checking.db, world, ledger);
        await checking.close();

        const tally = ledger.tally();
        reportDrill(`kill-during-orders-${engine}`, {
          engine: engineSetup.where,
          rounds: ROUNDS,
          shoppers: SHOPPERS,
          duration_s: ms((performance.now() - drillStarted) / 1000),
          attempts: ledger.attempts.size,
          answers: tally,
          retried,
          orders_in_database: check.orders,
          confirmed_keys: check.confirmedKeys,
          keys_left_in_flight: check.inFlightKeys,
          unresolved_after_retries: ledger.unresolved().length,
          units_sold: check.unitsSold,
          failures: check.failures.length + retryFailures.length,
          per_round: rounds,
        });

        expect(retryFailures).toEqual([]);
        expect(check.failures).toEqual([]);
        expect(Object.keys(tally).filter((status) => status.startsWith('5'))).toEqual([]);
        expect(check.confirmedKeys).toBeGreaterThan(ROUNDS * ARM_AFTER_CONFIRMED);
      } finally {
        await api?.kill9();
        await engineSetup.cleanup();
      }
    },
  );
});
