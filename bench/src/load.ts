/**
 * One load run with autocannon: a warm-up whose figures are dropped, then the measured run.
 * Latencies are kept per response (autocannon's own histogram has whole milliseconds and no p95),
 * so p50/p95/p99 come from every answer of the measured run.
 */
import autocannon from 'autocannon';
import { databaseWork, type DatabaseCounters, type DatabaseWork } from './database-work.ts';
import { ownCpuSeconds } from './process-cpu.ts';
import { percentile, round, sortedSamples } from './stats.ts';

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadSpec {
  url: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** The next request to send; called once per request, so it can rotate paths or add unique keys. */
  next: () => LoadRequest;
  /** Stop after this many requests instead of after the duration (no warm-up then). */
  amount?: number;
  /** CPU seconds so far of the process serving the load (the API), to report CPU per request. */
  serverCpuSeconds?: () => number | null;
  /** CPU seconds so far of other processes the answers cost, by name (e.g. the storefront server and its API). */
  cpuSecondsOf?: Record<string, () => number | null>;
  /** Called with every answer's status and body, warm-up included (only when given: reading bodies costs). */
  onAnswer?: (status: number, body: string) => void;
  /** The database's counters (PostgreSQL), read before and after the measured run for its work per request. */
  databaseCounters?: () => Promise<DatabaseCounters>;
}

export interface LoadFigures {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  socketErrors: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** CPU milliseconds per answered request of the API process and of this load generator (null: unknown). */
  apiCpuMsPerRequest: number | null;
  /** CPU milliseconds per answered request of each process of `cpuSecondsOf` (only when it was given). */
  cpuMsPerRequestOf?: Record<string, number | null>;
  loadGeneratorCpuMsPerRequest: number;
  /** Answers per status code and connection errors of the warm-up (not part of any other figure). */
  warmupStatusCodes: Record<string, number>;
  warmupSocketErrors: number;
  /** The database's work per answered request (only when `databaseCounters` was given). */
  database?: DatabaseWork | null;
}

interface RunResult {
  result: autocannon.Result;
  latencies: number[];
}

function runOnce(spec: LoadSpec, seconds: number, amount: number | undefined): Promise<RunResult> {
  const latencies: number[] = [];
  const request: autocannon.Request = {
    setupRequest: (raw) => {
      const next = spec.next();
      const headers = { ...next.headers, ...(next.body === undefined ? {} : { 'content-type': 'application/json' }) };
      return { ...raw, method: next.method ?? 'GET', path: next.path, headers, body: next.body };
    },
    ...(spec.onAnswer ? { onResponse: (status: number, body: string) => spec.onAnswer!(status, body) } : {}),
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: seconds,
        ...(amount === undefined ? {} : { amount }),
        timeout: 10,
        requests: [request],
      },
      (error, result) => (error ? reject(error as Error) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function statusCodesOf(result: autocannon.Result): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [
      code,
      Number((stats as { count: number | string }).count),
    ]),
  );
}

export async function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  const warmup =
    spec.amount === undefined && spec.warmupSeconds > 0 ? await runOnce(spec, spec.warmupSeconds, undefined) : null;
  const others = Object.entries(spec.cpuSecondsOf ?? {});
  const cpuBefore = { server: spec.serverCpuSeconds?.() ?? null, own: ownCpuSeconds() };
  const databaseBefore = await spec.databaseCounters?.();
  const othersBefore = others.map(([, seconds]) => seconds());
  const { result, latencies } = await runOnce(spec, spec.durationSeconds, spec.amount);
  const databaseAfter = await spec.databaseCounters?.();
  const cpuAfter = { server: spec.serverCpuSeconds?.() ?? null, own: ownCpuSeconds() };
  const othersAfter = others.map(([, seconds]) => seconds());
  const sorted = sortedSamples(latencies);
  const statusCodes = statusCodesOf(result);
  const requests = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  const durationSeconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  const non2xx = result.non2xx;
  const perRequest = (before: number | null | undefined, after: number | null | undefined) =>
    before === null || before === undefined || after === null || after === undefined || requests === 0
      ? null
      : round(((after - before) * 1000) / requests, 3);
  const socketErrors = result.errors;
  return {
    requests,
    durationSeconds: round(durationSeconds, 2),
    requestsPerSecond: round(requests / durationSeconds, 0),
    p50Ms: round(percentile(sorted, 50), 2),
    p95Ms: round(percentile(sorted, 95), 2),
    p99Ms: round(percentile(sorted, 99), 2),
    non2xx,
    socketErrors,
    errors: non2xx + socketErrors,
    statusCodes,
    apiCpuMsPerRequest: perRequest(cpuBefore.server, cpuAfter.server),
    ...(spec.cpuSecondsOf
      ? {
          cpuMsPerRequestOf: Object.fromEntries(
            others.map(([name], index) => [name, perRequest(othersBefore[index], othersAfter[index])]),
          ),
        }
      : {}),
    loadGeneratorCpuMsPerRequest:
      requests === 0 ? Number.NaN : round(((cpuAfter.own - cpuBefore.own) * 1000) / requests, 3),
    warmupStatusCodes: warmup ? statusCodesOf(warmup.result) : {},
    warmupSocketErrors: warmup?.result.errors ?? 0,
    ...(databaseBefore && databaseAfter ? { database: databaseWork(databaseBefore, databaseAfter, requests) } : {}),
  };
}
