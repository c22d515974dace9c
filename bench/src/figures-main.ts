/**
 * `pnpm --filter @haat/bench figures`: writes the targets table of docs/performance.md from bench/results.json (see
 * figures.ts). Run it after a full `npm run bench` (or a partial one: it updates only what that run measured); a quick
 * run's figures are not comparable and are refused.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { withFigures } from './figures.ts';
import { repoDir, resultsFile } from './paths.ts';
import type { BenchResults } from './results.ts';

const documentFile = join(repoDir, 'docs', 'performance.md');
const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults;
if (results.mode === 'quick') {
  console.error('bench/results.json is from a --quick run; its figures are not written into docs/performance.md.');
  process.exit(1);
}
const document = withFigures(readFileSync(documentFile, 'utf8'), results);
const options = { ...(await prettier.resolveConfig(documentFile)), filepath: documentFile };
writeFileSync(documentFile, await prettier.format(document, options));
console.info(`docs/performance.md: the targets table from the run of ${results.date}`);
