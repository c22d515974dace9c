// Vitest presets shared by every package: `test` blocks to spread into defineConfig.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const failOnConsoleError = fileURLToPath(new URL('./fail-on-console-error.js', import.meta.url));

/** Pure TypeScript packages and Node services. */
export const nodePreset = {
  environment: 'node',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  setupFiles: [failOnConsoleError],
  restoreMocks: true,
  // CI runs two packages at once on two cores: leave room for a loaded machine.
  testTimeout: 15_000,
  // Vitest's default leaves one core free (`cores - 1`), which on a 2-core machine runs every file one after another
  // while the second core waits on I/O. Two workers there halve the API's run; larger machines keep the default.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Type tests (`*.test-d.ts`) are compiled by each package's `typecheck` task (tsc, whose tsconfig includes src),
  // where a failed expectTypeOf is a compile error; `vitest run --typecheck` also reports them as tests. Running tsc
  // again inside every test run cost each package a second compile (the API two, one per database engine).
  typecheck: { enabled: false, include: ['src/**/*.test-d.ts'] },
};

/** React components rendered in jsdom. */
export const domPreset = {
  ...nodePreset,
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}'],
};
