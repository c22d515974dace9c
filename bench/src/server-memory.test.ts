import { describe, expect, it } from 'vitest';
import { mib, serverMemoryFrom } from './server-memory.ts';

const EXPOSITION = `# HELP process_resident_memory_bytes Resident memory size in bytes.
# TYPE process_resident_memory_bytes gauge
process_resident_memory_bytes 201326592
# HELP nodejs_heap_size_total_bytes Process heap size from Node.js in bytes.
nodejs_heap_size_total_bytes 83886080
nodejs_heap_size_used_bytes 52428800
nodejs_external_memory_bytes 67108864
nodejs_heap_space_size_used_bytes{space="new"} 1048576
`;

describe('serverMemoryFrom', () => {
  it('reads the resident set, the heap and the memory outside it from the metrics', () => {
    expect(serverMemoryFrom(EXPOSITION)).toEqual({
      rssBytes: 201_326_592,
      heapUsedBytes: 52_428_800,
      heapTotalBytes: 83_886_080,
      externalBytes: 67_108_864,
    });
  });

  it('is null when a figure is missing', () => {
    expect(serverMemoryFrom(EXPOSITION.replace(/^process_resident_memory_bytes .*$/mu, ''))).toBeNull();
  });

  it('gives MiB to one decimal', () => {
    expect(mib(201_326_592)).toBe(192);
    expect(mib(1_500_000)).toBe(1.4);
  });
});
