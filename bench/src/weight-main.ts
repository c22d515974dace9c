/**
 * `pnpm --filter @haat/bench weight [BUILD_CLIENT_DIR]`: the first-load JavaScript and CSS of the shop home and a
 * product page of a storefront build (default: apps/storefront/build/client, after `pnpm --filter @haat/storefront
 * build`), gzip, per file; exit code 1 when the shop home is over its budget. The bench's weight suite, alone.
 */
import { join, resolve } from 'node:path';
import { storefrontDir } from './paths.ts';
import { formatTable } from './report.ts';
import { BUDGET_KB, pageWeights } from './suites/storefront-weight.ts';
import { KB } from './targets.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const dir = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(storefrontDir, 'build', 'client'));
const pages = pageWeights(dir);
const kb = (bytes: number) => (bytes / KB).toFixed(1);

if (json) {
  process.stdout.write(`${JSON.stringify({ budgetKb: BUDGET_KB, pages }, null, 2)}\n`);
} else {
  for (const page of pages) {
    const rows = [...page.js, ...page.css].map((asset) => [asset.file, kb(asset.gzipBytes), kb(asset.bytes)]);
    rows.push([`total JS / CSS`, `${kb(page.jsGzipBytes)} / ${kb(page.cssGzipBytes)}`, '']);
    process.stdout.write(`${formatTable([`${page.page}, first load`, 'KB gzip', 'KB'], rows).join('\n')}\n\n`);
  }
}
const home = pages.find((page) => page.page === 'shop home')!;
const over = home.jsGzipBytes / KB - BUDGET_KB;
if (over > 0) {
  console.error(`Shop home first-load JS over the ${BUDGET_KB} KB budget by ${over.toFixed(1)} KB`);
  process.exitCode = 1;
} else if (!json) {
  process.stdout.write(`Shop home first-load JS ${kb(home.jsGzipBytes)} KB gzip (budget ${BUDGET_KB} KB)\n`);
}
