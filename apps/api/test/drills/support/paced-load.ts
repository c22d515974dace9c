/**
 * Requests at a steady rate, each sent on its tick whether or not earlier ones were answered (an
 * open loop, like independent shoppers). autocannon's rate limit is not that: each connection
 * sends its whole budget for the second at once, so the latency it reports is mostly the time to
 * drain its own burst.
 */
import { summarize, type LoadRun, type Sample } from './latency.ts';

export interface PacedLoadOptions {
  /** Requests per second. */
  rate: number;
  seconds: number;
  /** Sends request number `n` and resolves with its HTTP status once the body is read. */
  send: (n: number) => Promise<number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function pacedLoad(options: PacedLoadOptions): Promise<LoadRun> {
  const samples: Sample[] = [];
  let errors = 0;
  const pending = new Set<Promise<void>>();
  const interval = 1000 / options.rate;
  const start = performance.now();
  for (let n = 0; performance.now() - start < options.seconds * 1000; n += 1) {
    const sentAt = Date.now();
    const sent = performance.now();
    const request: Promise<void> = options.send(n).then(
      (status) => void samples.push({ sentAt, ms: performance.now() - sent, status }),
      () => void (errors += 1),
    );
    pending.add(request);
    void request.finally(() => pending.delete(request));
    const wait = start + (n + 1) * interval - performance.now();
    if (wait > 0) await sleep(wait);
  }
  await Promise.all(pending);
  return { summary: summarize(samples, errors, options.seconds), samples, errors };
}

/** GETs of `paths` in turn on `baseUrl`, for pacedLoad. */
export function getInTurn(baseUrl: string, paths: string[]): (n: number) => Promise<number> {
  return async (n) => {
    const res = await fetch(`${baseUrl}${paths[n % paths.length]}`, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return res.status;
  };
}
