/**
 * Drill: per-shop fairness. Shop A's customer login is flooded (wrong passwords for real and
 * random numbers, each attempt from another address) while shoppers browse shop B. The flood
 * must be refused with 429, and shop B's browsing p95 during the flood must stay within 2× its
 * p95 without it (bursts of flood and quiet alternate, see CYCLES). The 2× is judged on PostgreSQL, the
 * production engine; PGlite, which runs every shop's statements on the API's one thread, is measured
 * and held to PGLITE_SLOWDOWN_LIMIT, which catches a regression (decision 205).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ALERT_FAILURES, SHOP_ALERT_FAILURES } from '../../src/platform/auth/login-guard.ts';
import { createCustomer } from '../fixtures.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { catalogPaths } from './support/browse.ts';
import { createDrillEngine, engineUnavailable, type DrillEngine } from './support/drill-engines.ts';
import { summarize, type LatencySummary, type Sample } from './support/latency.ts';
import { getInTurn, pacedLoad } from './support/paced-load.ts';
import { seedOrderingWorld, type OrderingWorld } from './support/order-ledger.ts';
import { reportDrill } from './support/report.ts';

/** Shop B's shoppers: requests at a steady rate, whatever the answers take (see paced-load.ts). */
const BROWSE_RATE = 100;
/**
 * Login attempts per second on the flooded shop: 250 times its budget of failed logins and about
 * 15 times what the whole machine can hash. (Faster floods are limited by the cost of refusing
 * them, not by fairness: each refusal takes ~1 ms of CPU.)
 */
const FLOOD_RATE = 50;
/**
 * The flood comes in bursts while shop B is browsed throughout: LEAD quiet seconds, then CYCLES
 * times ON seconds of flood and OFF seconds of quiet, whose first COOLDOWN_MS are left out (the
 * hashes the flood got admitted finish then). Each burst's p95 is compared with the quiet time
 * just before it, and the verdict is the median of those ratios: on a shared machine another
 * tenant's spike can spoil one window, not most of them. Thirteen bursts, so that the first ones (the flood's first
 * guesses are checked back to back until the shop is on alert, about ten seconds of hashing on a slow machine) and a
 * few spoiled ones cannot decide it.
 */
const LEAD_S = 3;
const ON_S = 3;
const OFF_S = 4;
const CYCLES = 13;
const COOLDOWN_MS = 1_500;
const SLOWDOWN_LIMIT = 2;
/** PGlite's bound: its ratio was 1.2–2.5 on this code and machine, 5.2 when gzip ran in the API (decision 205). */
const PGLITE_SLOWDOWN_LIMIT = 3;
const results: Record<string, unknown> = {};
const floodScript = fileURLToPath(new URL('./support/login-flood-process.ts', import.meta.url));

afterAll(() => {
  reportDrill('login-flood', {
    browse_rate: BROWSE_RATE,
    flood_rate: FLOOD_RATE,
    cycles: `${LEAD_S} s quiet, then ${CYCLES} × (${ON_S} s flood, ${OFF_S} s quiet)`,
    engines: results,
  });
});

interface Flood {
  ready: Promise<void>;
  /** The bursts as they happened: [start, end] in epoch ms. */
  windows: [number, number][];
  done: Promise<LatencySummary>;
}

/** Starts the flood in its own process (see login-flood-process.ts). */
function startFlood(baseUrl: string, shopId: number, mobiles: string[]): Flood {
  const args = [baseUrl, shopId, FLOOD_RATE, LEAD_S, ON_S, OFF_S, CYCLES, mobiles.join(',')].map(String);
  const child = spawn(process.execPath, ['--import', 'tsx', floodScript, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const windows: [number, number][] = [];
  let stdout = '';
  let stderr = '';
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.startsWith('ready\n')) markReady();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<LatencySummary>((resolve, reject) => {
    child.once('exit', (code) => {
      const lines = stdout.trim().split('\n');
      for (const line of lines.filter((candidate) => candidate.startsWith('window '))) {
        const [, start, end] = line.split(' ');
        windows.push([Number(start), Number(end)]);
      }
      const last = lines.at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as LatencySummary);
      else reject(new Error(`The flood process exited with ${code}:\n${stderr}`));
    });
  });
  void done.catch(() => markReady());
  return { ready, windows, done };
}

const engines = [{ engine: 'pglite' }, { engine: 'postgres' }] as const;

describe.each(engines)('a login flood on one shop on $engine', ({ engine }) => {
  const unavailable = engineUnavailable(engine);
  const limit = engine === 'postgres' ? SLOWDOWN_LIMIT : PGLITE_SLOWDOWN_LIMIT;
  let setup: DrillEngine | undefined;
  let api: ApiProcess | undefined;
  let flooded: OrderingWorld;
  let browsed: OrderingWorld;
  const mobiles: string[] = [];

  beforeAll(async () => {
    if (unavailable) return;
    setup = await createDrillEngine(engine, 'flood');
    const seeding = await setup.open();
    flooded = await seedOrderingWorld(seeding.db, [10]);
    browsed = await seedOrderingWorld(seeding.db, [50, 50, 50, 50, 50, 50]);
    for (let i = 0; i < 20; i += 1)
      mobiles.push((await createCustomer(seeding, { shop: flooded.shop })).customer.mobile);
    await seeding.close();
    // The flood's addresses arrive in X-Forwarded-For from one trusted proxy, as from a botnet.
    api = await startApiProcess({ env: { ...setup.env, TRUST_PROXY: '1' } });
  });

  afterAll(async () => {
    await api?.kill9();
    await setup?.cleanup();
  });

  it.skipIf(unavailable !== null)(
    `refuses the flood with 429 and keeps the other shop's browsing within ${limit}× (${unavailable ?? 'available'})`,
    async () => {
      const baseUrl = api!.url;
      const browse = (seconds: number) =>
        pacedLoad({ rate: BROWSE_RATE, seconds, send: getInTurn(baseUrl, catalogPaths(browsed)) });
      await browse(2); // warm-up
      const flood = startFlood(baseUrl, flooded.shopId, mobiles);
      await flood.ready;
      const browsing = await browse(LEAD_S + CYCLES * (ON_S + OFF_S));
      const floodAnswers = await flood.done;
      const inFlood = (sample: Sample) =>
        flood.windows.some(([start, end]) => sample.sentAt >= start && sample.sentAt <= end);
      const cooling = (sample: Sample) =>
        flood.windows.some(([start, end]) => sample.sentAt >= start && sample.sentAt <= end + COOLDOWN_MS);
      const quiet = browsing.samples.filter((sample) => !cooling(sample));
      const cycles = flood.windows.map(([start, end], index) => {
        const quietFrom = index === 0 ? 0 : flood.windows[index - 1]![1] + COOLDOWN_MS;
        const before = quiet.filter((sample) => sample.sentAt >= quietFrom && sample.sentAt < start);
        const during = browsing.samples.filter((sample) => sample.sentAt >= start && sample.sentAt <= end);
        const quietP95 = summarize(before, 0, 1).p95;
        const floodP95 = summarize(during, 0, 1).p95;
        const measured = before.length > 0 && during.length > 0;
        return {
          quiet_p95: quietP95,
          flood_p95: floodP95,
          ratio: measured ? Math.round((floodP95 / quietP95) * 100) / 100 : null,
        };
      });
      // A burst that fell outside the browsing (the two processes' clocks start apart) has no ratio to judge.
      const ratios = cycles.flatMap((cycle) => (cycle.ratio === null ? [] : [cycle.ratio])).sort((a, b) => a - b);
      const medianRatio = ratios[Math.floor(ratios.length / 2)]!;

      results[engine] = {
        where: setup!.where,
        browsing_alone: summarize(quiet, 0, LEAD_S + CYCLES * (OFF_S - COOLDOWN_MS / 1000)),
        browsing_during_flood: summarize(browsing.samples.filter(inFlood), 0, CYCLES * ON_S),
        p95_ratio_per_burst: cycles,
        median_p95_ratio: medianRatio,
        browse_errors: browsing.errors,
        flood: floodAnswers,
      };

      expect(floodAnswers.statuses['429'] ?? 0, 'the flood is refused with 429').toBeGreaterThan(0);
      // Once the shop is on alert, one of the flood's checks reaches the password hash at a time (≥ 0.1 s each).
      const floodSeconds = CYCLES * ON_S + (CYCLES - 1) * OFF_S;
      expect(floodAnswers.statuses['401'] ?? 0).toBeLessThanOrEqual(
        SHOP_ALERT_FAILURES + ACCOUNT_ALERT_FAILURES + floodSeconds * 10,
      );
      expect(Object.keys(floodAnswers.statuses).filter((status) => !['401', '429'].includes(status))).toEqual([]);
      expect(flood.windows).toHaveLength(CYCLES);
      expect(browsing.errors).toBe(0);
      expect(Object.keys(browsing.summary.statuses)).toEqual(['200']);
      expect(ratios.length, 'bursts measured').toBeGreaterThan(CYCLES / 2);
      expect(medianRatio).toBeLessThanOrEqual(limit);
    },
  );
});
