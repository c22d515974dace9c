/**
 * Drill: fuzzing every call of docs/product/http-contract.md with generated bad input (fast-check): wrong types, huge
 * strings, Bengali and emoji, negative and fractional numbers, missing fields, `__proto__` keys,
 * SQL and script fragments, bad tokens, bad uploads, bodies over the limit. Every answer must be
 * the JSON envelope and never a 5xx; a refused request must change no row (checked after each
 * one); a body over the limit is 413. Requests go to the app in process (app.fetch); the 10 MB
 * bodies go over HTTP, where the limit and the connection handling live.
 *
 * FUZZ_RUNS (default 300) sets the inputs per call; FUZZ_SEED replays a run. Each run draws a new seed, so CI's runs
 * add up to new inputs every time; 300 keeps the drill near 80 s of CI (1,000 took ≈ 240 s).
 */
import { request as httpRequest } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../src/platform/db/schema.ts';
import { loadConfig } from '../../src/platform/config/env.ts';
import { jobDefinitions } from '../../src/jobs.ts';
import { createApp, JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT, type App, type ServerDeps } from '../../src/app.ts';
import { JobQueue } from '../../src/platform/jobs/job-queue.ts';
import { createShopChanges } from '../../src/platform/tenancy/shop-changes.ts';
import { createLogger } from '../../src/platform/observability/logger.ts';
import { createSms } from '../../src/integrations/sms/create-sms.ts';
import { createStorage } from '../../src/platform/storage/create-storage.ts';
import { TEST_JWT_SECRET } from '../context.ts';
import { testImage } from '../images.ts';
import { unreachableRateLimits } from '../rate-limits.ts';
import { createDrillDatabase, type DrillDatabase } from './support/drill-postgres.ts';
import { namedRoutes } from '../endpoint-names.ts';
import { startSslcommerzContract, type SslcommerzContract } from '../contracts/sslcommerz.ts';
import { startSteadfastContract, type SteadfastContract } from '../contracts/steadfast.ts';
import { FUZZ_CALLS, FUZZ_SSLCOMMERZ_STORE, FUZZ_STEADFAST_KEYS, type FuzzCall } from './support/fuzz-calls.ts';
import { badRequests, type FuzzRequest } from './support/fuzz-request.ts';
import { createFuzzTenant } from './support/fuzz-tenant.ts';
import {
  createThrowawayPostgres,
  throwawayPostgresUnavailable,
  type ThrowawayPostgres,
} from './support/throwaway-postgres.ts';
import { openObservedDatabase, type ObservedDatabase } from './support/observed-database.ts';
import { freePort } from './support/ports.ts';
import { ms, reportDrill } from './support/report.ts';
import { watchWrites, type TableChange } from './support/table-checksum.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() % 2_147_483_647 : Number(process.env.FUZZ_SEED);
/**
 * A PostgreSQL cluster of the drill's own where the machine has the server binaries: its WAL
 * position moves only with the drill's writes, so most requests need no checksum, and it answers
 * faster than PGlite. Otherwise TEST_DATABASE_URL's cluster, otherwise PGlite in memory.
 * FUZZ_ENGINE=pglite forces PGlite.
 */
const ENGINE: 'throwaway postgres' | 'postgres' | 'pglite' =
  process.env.FUZZ_ENGINE === 'pglite'
    ? 'pglite'
    : throwawayPostgresUnavailable() === null
      ? 'throwaway postgres'
      : process.env.TEST_DATABASE_URL
        ? 'postgres'
        : 'pglite';

let handle: ObservedDatabase;
let drillDatabase: DrillDatabase | undefined;
let cluster: ThrowawayPostgres | undefined;
let dataDir: string;
let deps: ServerDeps;
let app: App;
let server: ServerType;
let port: number;
let image: Uint8Array;
let watch: Awaited<ReturnType<typeof watchWrites>>;
let steadfast: SteadfastContract;
let sslcommerz: SslcommerzContract;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
const perCall: Record<
  string,
  {
    inputs: number;
    skipped: number;
    statuses: Record<number, number>;
    ms: number;
    fetch_ms: number;
    judge_ms: number;
    slowest: [number, string][];
  }
> = {};
const failures: string[] = [];
const started = performance.now();
let oversized: Record<string, number> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-drill-fuzz-'));
  if (ENGINE === 'throwaway postgres') cluster = await createThrowawayPostgres();
  if (ENGINE === 'postgres') drillDatabase = await createDrillDatabase('fuzz');
  port = await freePort();
  handle = await openObservedDatabase(cluster?.url ?? drillDatabase?.url);
  steadfast = await startSteadfastContract(FUZZ_STEADFAST_KEYS);
  sslcommerz = await startSslcommerzContract(FUZZ_SSLCOMMERZ_STORE);
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
    STEADFAST_BASE_URL: steadfast.baseUrl,
    SSLCOMMERZ_BASE_URL: sslcommerz.baseUrl,
  });
  const logger = createLogger(config.logLevel);
  deps = {
    config,
    db: handle.db,
    catalogDb: handle.db,
    logger,
    storage: createStorage(config),
    sms: createSms(config, logger),
    rateLimits: unreachableRateLimits(),
    jobs: new JobQueue(handle.jobConnection, logger),
    shopChanges: createShopChanges(undefined, logger),
  };
  await deps.jobs.start(jobDefinitions(deps));
  app = createApp(deps);
  server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  image = new Uint8Array(await testImage(64, 64));
  watch = await watchWrites(handle.db, handle.writes);
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server?.close(() => resolve());
    if (server && 'closeAllConnections' in server) server.closeAllConnections();
  });
  await (deps as ServerDeps | undefined)?.jobs.stop();
  await handle?.close();
  await steadfast?.close();
  await sslcommerz?.close();
  await drillDatabase?.drop();
  await cluster?.destroy();
  await rm(dataDir, { recursive: true, force: true });
  const inputs = Object.values(perCall).reduce((sum, call) => sum + call.inputs, 0);
  reportDrill('fuzz', {
    engine: ENGINE,
    seed: SEED,
    runs_per_call: RUNS,
    calls: Object.keys(perCall).length,
    inputs,
    checksums_computed: watch?.checksums(),
    duration_s: ms((performance.now() - started) / 1000),
    oversized,
    failures,
    per_call: perCall,
  });
});

/** The fuzzed entries, with the method and path the app serves them at. */
const fuzzedRoutes = () => namedRoutes().filter((route) => FUZZ_CALLS[route.name] !== undefined);

interface Envelope {
  status?: unknown;
  message?: unknown;
}

/** What is wrong with the answer to a bad request, if anything. */
async function judge(entry: FuzzCall, request: FuzzRequest, res: Response): Promise<string[]> {
  const problems: string[] = [];
  const text = await res.text();
  let envelope: Envelope | undefined;
  try {
    envelope = JSON.parse(text) as Envelope;
  } catch {
    envelope = undefined;
  }
  const message = typeof envelope?.message === 'string' ? envelope.message : undefined;
  if (res.status >= 500) problems.push(`answered ${res.status} "${message ?? text.slice(0, 80)}"`);
  const fileAnswer = entry.file && (res.status === 200 || res.status === 304);
  if (!fileAnswer && (envelope?.status !== res.status || !message))
    problems.push(`answered ${res.status} without the envelope: ${text.slice(0, 80)}`);
  const multipart = typeof request.body !== 'string' && request.body !== undefined;
  const limit = multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT;
  if (request.size > limit && res.status !== 413)
    problems.push(`a ${request.size}-byte body answered ${res.status}, not 413`);
  // What an accepted call queued (an order's SMS) writes now, counted as that call's, not a later refusal's.
  if (res.status < 400) await deps.jobs.settled(deps.db);
  const changes = await watch.changes();
  if (
    res.status >= 400 &&
    changes.length > 0 &&
    !(entry.storesRefusals && (await isStoredRefusal(request, res.status, envelope, changes)))
  )
    problems.push(
      `refused with ${res.status} "${message}" but changed ${changes.map((change) => change.table).join(', ')}`,
    );
  return problems;
}

/**
 * The one write a refusal of a `storesRefusals` call may make: the refusal stored with its
 * Idempotency-Key, so a replay gets the same refusal (decision 19). True when the only change is
 * one new key row, holding this request's key and exactly the refusal it was answered.
 */
async function isStoredRefusal(
  request: FuzzRequest,
  status: number,
  answer: Envelope | undefined,
  changes: TableChange[],
): Promise<boolean> {
  const key = new Headers(request.headers).get('idempotency-key');
  const [change] = changes;
  if (key === null || changes.length !== 1 || change?.table !== 'idempotency_keys' || change.rowsAdded !== 1)
    return false;
  const rows = await handle.db
    .select({ status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return rows.length === 1 && rows[0]!.status === status && isDeepStrictEqual(rows[0]!.body, answer);
}

describe(`fuzzing every docs/product/http-contract.md call (${RUNS} bad inputs each, seed ${SEED}, ${ENGINE})`, () => {
  // Every entry of the endpoint table is fuzzed here or says why not: endpoint-coverage.test.ts.
  it.each(fuzzedRoutes().map((route) => [route.name, route] as const))('%s', async (key, route) => {
    const entry = FUZZ_CALLS[route.name]!;
    const { method, path } = route;
    const tenant = await createFuzzTenant({ db: handle.db, config: deps.config }, key);
    await watch.changes();
    const valid = entry.call(tenant, image);
    const stats = {
      inputs: 0,
      skipped: 0,
      statuses: {} as Record<number, number>,
      ms: 0,
      fetch_ms: 0,
      judge_ms: 0,
      slowest: [] as [number, string][],
    };
    perCall[key] = stats;
    const seen = new Map<string, { count: number; example: string }>();
    const callStarted = performance.now();
    await fc.assert(
      fc.asyncProperty(badRequests(method, path, valid), async (request) => {
        // A valid login or registration would spend ~0.3 s hashing: those get invalid bodies only.
        if (
          entry.hashes &&
          (request.json === undefined
            ? typeof request.body !== 'string'
            : v.safeParse(entry.hashes, request.json).success)
        ) {
          stats.skipped += 1;
          fc.pre(false);
        }
        stats.inputs += 1;
        const fetchStarted = performance.now();
        const res = await app.fetch(new Request(request.url, { method, headers: request.headers, body: request.body }));
        const judgeStarted = performance.now();
        stats.fetch_ms += judgeStarted - fetchStarted;
        stats.slowest = [
          ...stats.slowest,
          [ms(judgeStarted - fetchStarted), `${res.status} ${request.label}`] as [number, string],
        ]
          .sort((a, b) => b[0] - a[0])
          .slice(0, 3);
        stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
        const problems = await judge(entry, request, res);
        stats.judge_ms += performance.now() - judgeStarted;
        for (const problem of problems) {
          const found = seen.get(problem) ?? { count: 0, example: request.label };
          found.count += 1;
          seen.set(problem, found);
        }
      }),
      { numRuns: RUNS, seed: SEED, maxSkipsPerRun: 1_000 },
    );
    stats.ms = ms(performance.now() - callStarted);
    stats.fetch_ms = ms(stats.fetch_ms);
    stats.judge_ms = ms(stats.judge_ms);
    const problems = [...seen].map(
      ([problem, { count, example }]) => `${key}: ${problem} (${count}×, e.g. ${example})`,
    );
    failures.push(...problems);
    expect(problems).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort(), 'Object.prototype was polluted').toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 413 to 10 MB bodies on every call, with or without Content-Length, and closes the connection', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const json = Buffer.concat([Buffer.from('{"name":"'), big, Buffer.from('"}')]);
    const boundary = 'drill-boundary';
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      big,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const tally: Record<string, number> = {};
    const problems: string[] = [];
    for (const { name: key, method, path: pattern } of fuzzedRoutes()) {
      const path = pattern.replace(/:([a-z_]+)/gu, '1');
      const variants: [string, Buffer, Record<string, string>, boolean][] = [
        ['JSON with Content-Length', json, { 'content-type': 'application/json' }, true],
        ['JSON chunked', json, { 'content-type': 'application/json' }, false],
        ['multipart', multipart, { 'content-type': `multipart/form-data; boundary=${boundary}` }, true],
      ];
      for (const [label, body, headers, withLength] of variants) {
        const answer = await sendRaw(method, path, body, headers, withLength);
        tally[answer.status] = (tally[answer.status] ?? 0) + 1;
        // GET carries no body the server reads; every other method must refuse it unread.
        const expected = method === 'GET' ? answer.status < 500 : answer.status === 413 && answer.close;
        if (!expected)
          problems.push(`${key} ${label}: ${answer.status} close=${answer.close} ${answer.text.slice(0, 80)}`);
        if (answer.status === 413 && !/too large/u.test(answer.text))
          problems.push(`${key} ${label}: 413 without the envelope: ${answer.text.slice(0, 80)}`);
      }
    }
    oversized = tally;
    failures.push(...problems);
    expect(problems).toEqual([]);
  });
});

/** One request over HTTP; the answer even when the server stops reading the body and closes. */
function sendRaw(method: string, path: string, body: Buffer, headers: Record<string, string>, withLength: boolean) {
  return new Promise<{ status: number; text: string; close: boolean }>((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method,
      path,
      headers: {
        ...headers,
        ...(withLength ? { 'content-length': String(body.length) } : { 'transfer-encoding': 'chunked' }),
      },
      agent: false,
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text, close: response.headers.connection === 'close' }),
      );
    });
    // The server may close while the body is still being written: only a missing answer is an error.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });
}
