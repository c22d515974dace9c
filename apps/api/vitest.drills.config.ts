import { defineConfig } from 'vitest/config';
import { nodePreset } from '@haat/vitest-config';

/**
 * Resilience drills (`pnpm test:e2e`): real API processes killed, databases restarted, a slow SMS
 * gateway, fuzzing and a login flood. One file at a time: some restart a database or measure
 * latency, and each takes free ports of the 4300–4399 range.
 */
export default defineConfig({
  test: {
    ...nodePreset,
    // Latency drills compare p95s and are only meaningful on a quiet machine: `pnpm drills:latency` runs
    // them, and `npm test` does so alone after every other task (the correctness drills run among them).
    include: [process.env['DRILLS'] === 'latency' ? 'test/drills/**/*.latency.ts' : 'test/drills/**/*.drill.ts'],
    typecheck: { enabled: false },
    fileParallelism: false,
    hookTimeout: 180_000,
    testTimeout: 300_000,
  },
});
