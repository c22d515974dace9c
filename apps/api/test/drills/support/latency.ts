/**
 * Latency figures of a load run: every response is kept (when it was sent, how long it took, its
 * status), so any percentile of any time window can be read.
 */

export interface LatencySummary {
  requests: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface Sample {
  /** When the request was sent (epoch ms, comparable across processes). */
  sentAt: number;
  ms: number;
  status: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarize(samples: Sample[], errors: number, seconds: number): LatencySummary {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const sample of samples) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: samples.length,
    statuses,
    errors,
    rps: Math.round(samples.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

export interface LoadRun {
  summary: LatencySummary;
  samples: Sample[];
  errors: number;
}
