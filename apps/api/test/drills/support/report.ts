/**
 * What a drill measured: printed as one JSON line and kept in test-results/drills/<drill>.json
 * (turbo keeps test-results/ as the test:e2e output), for docs/performance.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';

const resultsDir = fileURLToPath(new URL('../../../test-results/drills/', import.meta.url));

export function reportDrill(drill: string, figures: Record<string, unknown>): void {
  const report = {
    drill,
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version },
    ...figures,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(`${resultsDir}${drill}.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.info(`[drill] ${JSON.stringify(report)}`);
}

/** Milliseconds with one decimal. */
export const ms = (value: number) => Math.round(value * 10) / 10;
