/**
 * A server's memory as its Prometheus metrics say it (prom-client's default metrics, served by the storefront's
 * observability.mjs on METRICS_PORT): resident set, V8 heap used and reserved, memory outside the heap.
 */
export interface ServerMemory {
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  /** Memory V8 counts outside its heap: Buffers' and ArrayBuffers' bytes among it. */
  externalBytes: number;
}

const METRICS = {
  rssBytes: 'process_resident_memory_bytes',
  heapUsedBytes: 'nodejs_heap_size_used_bytes',
  heapTotalBytes: 'nodejs_heap_size_total_bytes',
  externalBytes: 'nodejs_external_memory_bytes',
} as const;

/** The figures from a Prometheus text exposition; null when one of them is missing. */
export function serverMemoryFrom(text: string): ServerMemory | null {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{[^}]*\})?\s+(\S+)/u.exec(line);
    if (match && !values.has(match[1]!)) values.set(match[1]!, Number(match[2]));
  }
  const memory: Partial<ServerMemory> = {};
  for (const [field, name] of Object.entries(METRICS) as [keyof ServerMemory, string][]) {
    const value = values.get(name);
    if (value === undefined || !Number.isFinite(value)) return null;
    memory[field] = value;
  }
  return memory as ServerMemory;
}

/** Bytes in MiB, one decimal. */
export function mib(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}
