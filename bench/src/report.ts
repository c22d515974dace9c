/** The run as one plain-text table: a block per measurement, then the targets. */
import type { LoadFigures } from './load.ts';
import type { BenchResults } from './results.ts';
import { mib } from './server-memory.ts';
import { KB } from './targets.ts';

type Row = (string | number)[];

/** Columns aligned: the first left, the others right. */
export function formatTable(header: Row, rows: Row[]): string[] {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  return cells.map((row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const label = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

export function renderReport(results: BenchResults): string {
  const out: string[] = [];
  const { machine: m, versions: v, options: o } = results;
  out.push(
    `Haat bench, ${results.date}, ${results.mode} run (${o.durationSeconds} s per run after ${o.warmupSeconds} s warm-up), took ${Math.round(results.durationSeconds)} s`,
    `machine: ${m.cpus} x ${m.cpuModel}, ${(m.memoryBytes / 2 ** 30).toFixed(1)} GiB, ${m.os}, load average at start ${m.loadAverageAtStart.join(' ')}, at end ${results.loadAverageAtEnd.join(' ')}`,
    `versions: Node ${v.node}, PostgreSQL ${v.postgres ?? 'n/a'}, PGlite ${v.pglite} (PostgreSQL ${v.pglitePostgres}), ${v.chromium ?? 'Chromium n/a'}, autocannon ${v.autocannon}, lighthouse ${v.lighthouse}`,
    '',
  );

  const apiRows: Row[] = [];
  const floor = results.calibration;
  if (floor)
    apiRows.push([
      'bare Node HTTP (machine floor)',
      floor.requestsPerSecond,
      floor.p50Ms,
      floor.p99Ms,
      floor.errors,
      floor.apiCpuMsPerRequest ?? '-',
    ]);
  for (const [engine, figures] of Object.entries(results.engines)) {
    for (const run of figures.api ?? []) {
      apiRows.push([
        `${label[engine as keyof typeof label]} ${run.endpoint}`,
        run.requestsPerSecond,
        run.p50Ms,
        run.p99Ms,
        run.errors,
        run.apiCpuMsPerRequest ?? '-',
      ]);
    }
  }
  if (apiRows.length > 0) {
    out.push(
      ...formatTable(
        [`API, ${o.connections} connections`, 'req/s', 'p50 ms', 'p99 ms', 'errors', 'server CPU ms/req'],
        apiRows,
      ),
      '',
    );
  }

  const searchRows: Row[] = [];
  for (const [engine, figures] of Object.entries(results.engines)) {
    for (const size of figures.searchScale?.sizes ?? []) {
      for (const run of size.runs) {
        searchRows.push([
          `${label[engine as keyof typeof label]} ${size.products.toLocaleString('en')} products, ${run.connections} conn.`,
          run.requestsPerSecond,
          run.p50Ms,
          run.p95Ms,
          run.errors,
          run.apiCpuMsPerRequest ?? '-',
        ]);
      }
    }
  }
  if (searchRows.length > 0) {
    const data = Object.values(results.engines).find((engine) => engine.searchScale)?.searchScale?.data;
    const among = data
      ? ` (one shop among ${data.otherShops.toLocaleString('en')} others, ${data.totalProducts.toLocaleString('en')} products in all)`
      : '';
    out.push(
      ...formatTable([`Search scale${among}`, 'req/s', 'p50 ms', 'p95 ms', 'errors', 'server CPU ms/req'], searchRows),
      '',
    );
  }

  const reports = results.engines.postgres?.reports;
  if (reports) {
    out.push(
      ...formatTable(
        [
          `Reports, PostgreSQL, shop with ${reports.orders.toLocaleString('en')} orders over a year`,
          'req/s',
          'p50 ms',
          'p95 ms',
          'errors',
          'server CPU ms/req',
        ],
        reports.runs.map((run) => [
          `${run.report}, ${run.connections} conn.`,
          run.requestsPerSecond,
          run.p50Ms,
          run.p95Ms,
          run.errors,
          run.apiCpuMsPerRequest ?? '-',
        ]),
      ),
      '',
    );
  }

  if (results.placeSearch) {
    out.push(
      ...formatTable(
        ['Address search, p95 ms', 'server', 'browser at 4× slower CPU'],
        results.placeSearch.queries.map((each) => [each.query, each.serverP95Ms, each.phoneP95Ms]),
      ),
      '',
    );
  }

  const imports = (['pglite', 'postgres'] as const).flatMap((engine) => {
    const figures = results.engines[engine]?.catalogueImport;
    return figures ? [[engine, figures.rows, figures.products, figures.seconds] as Row] : [];
  });
  if (imports.length > 0) {
    out.push(...formatTable(['Catalogue import (Shopify CSV)', 'rows', 'products', 'seconds'], imports), '');
  }

  const checkoutRows: Row[] = [];
  const databaseColumns = (load: LoadFigures): Row =>
    load.database
      ? [
          load.database.postgresCpuMsPerRequest ?? '-',
          load.database.commitsPerRequest,
          load.database.rowsReturnedPerRequest,
        ]
      : ['-', '-', '-'];
  for (const [engine, figures] of Object.entries(results.engines)) {
    const checkout = figures.checkout;
    if (!checkout) continue;
    checkoutRows.push([
      label[engine as keyof typeof label],
      checkout.ordersPerSecond,
      checkout.throughput.p50Ms,
      checkout.throughput.p99Ms,
      checkout.throughput.errors,
      checkout.throughput.apiCpuMsPerRequest ?? '-',
      ...databaseColumns(checkout.throughput),
      `${checkout.race.placed}/${checkout.race.attempts} for ${checkout.race.stock}`,
      `${checkout.stock.ok ? 'ok' : 'FAILED'}: ${checkout.stock.products} products, ${checkout.stock.mismatches.length} off; ` +
        `${checkout.stock.ordersInDatabase} orders stored, ${checkout.stock.answeredButMissing} answered but missing`,
    ]);
    if (checkout.busy) {
      const { throughput } = checkout.busy;
      checkoutRows.push([
        `${label[engine as keyof typeof label]}, shop with ${checkout.busy.orders.toLocaleString('en')} orders and ${checkout.busy.sms.toLocaleString('en')} SMS this month`,
        throughput.requestsPerSecond,
        throughput.p50Ms,
        throughput.p99Ms,
        throughput.errors,
        throughput.apiCpuMsPerRequest ?? '-',
        ...databaseColumns(throughput),
        '-',
        '-',
      ]);
    }
  }
  if (checkoutRows.length > 0) {
    out.push(
      ...formatTable(
        [
          'Checkout, cash on delivery',
          'orders/s',
          'p50 ms',
          'p99 ms',
          'errors',
          'API CPU ms/order',
          'PostgreSQL CPU ms/order',
          'commits/order',
          'rows returned/order',
          'sell-out race',
          'stock + sold = initial',
        ],
        checkoutRows,
      ),
      '',
    );
  }

  const ssrRows: Row[] = [];
  for (const [engine, figures] of Object.entries(results.engines)) {
    const ssr = figures.ssr;
    if (!ssr) continue;
    for (const [name, run] of [
      ['uncached (200)', ssr.uncached],
      ['cached (304)', ssr.cached],
      ...(ssr.stored ? ([['stored (200 from the page cache)', ssr.stored]] as const) : []),
      ...(ssr.clicked ? ([['clicked from Facebook (200, an fbclid of its own)', ssr.clicked]] as const) : []),
      // React's floor (suites/ssr-floor.ts): its server's CPU in the storefront's column.
      ...(ssr.floor
        ? ([
            ['React floor: its markup rendered, nothing else', ssr.floor.render],
            ['React floor + the API call + brotli', ssr.floor.renderWithApiCall],
            ['React Router floor + the API call + brotli', ssr.floor.reactRouter],
          ] as const)
        : []),
    ] as const) {
      ssrRows.push([
        `${label[engine as keyof typeof label]} product page, ${name}`,
        run.requestsPerSecond,
        run.p50Ms,
        run.p99Ms,
        run.errors,
        run.non2xx,
        run.cpuMsPerRequestOf?.['storefront'] ?? run.cpuMsPerRequestOf?.['floor'] ?? '-',
        run.cpuMsPerRequestOf?.['api'] ?? '-',
      ]);
    }
  }
  if (ssrRows.length > 0) {
    out.push(
      ...formatTable(
        [
          `Server rendering, ${o.connections} connections`,
          'pages/s',
          'p50 ms',
          'p99 ms',
          'errors',
          'non-2xx',
          'storefront CPU ms/page',
          'API CPU ms/page',
        ],
        ssrRows,
      ),
      '',
    );
  }
  const memoryRows: Row[] = [];
  for (const [engine, figures] of Object.entries(results.engines)) {
    const memory = figures.ssr?.memory;
    if (!memory) continue;
    const runs = [figures.ssr!.uncached, ...memory.repeats];
    [memory.before, ...memory.afterRuns].forEach((sample, index) => {
      const run = index === 0 ? undefined : runs[index - 1];
      memoryRows.push([
        `${label[engine as keyof typeof label]} storefront server, ${index === 0 ? 'before the runs' : `after uncached run ${index}`}`,
        run?.requestsPerSecond ?? '-',
        run?.p99Ms ?? '-',
        sample ? mib(sample.rssBytes) : '-',
        sample ? mib(sample.heapUsedBytes) : '-',
        sample ? mib(sample.heapTotalBytes) : '-',
        sample ? mib(sample.externalBytes) : '-',
      ]);
    });
  }
  if (memoryRows.length > 0) {
    out.push(
      ...formatTable(
        [
          `Server memory, uncached pages, ${o.connections} connections`,
          'pages/s',
          'p99 ms',
          'RSS MiB',
          'heap used MiB',
          'heap MiB',
          'external MiB',
        ],
        memoryRows,
      ),
      '',
    );
  }

  if (results.storefrontWeight) {
    out.push(
      ...formatTable(
        ['Storefront first render, gzip', 'JS KB', 'CSS KB', 'files'],
        [...results.storefrontWeight, ...(results.floorWeight ? [results.floorWeight] : [])].map((page) => [
          page.page,
          kb(page.jsGzipBytes),
          kb(page.cssGzipBytes),
          page.js.length + page.css.length,
        ]),
      ),
      '',
    );
  }

  if (results.lighthouse) {
    const { shop, runsPerPage, pages, applied } = results.lighthouse;
    for (const [title, measured] of [
      [`Lighthouse mobile, ${shop}, median of ${runsPerPage}`, pages],
      [`Lighthouse mobile, applied throttling (DevTools), median of ${runsPerPage}`, applied],
    ] as const) {
      out.push(
        ...formatTable(
          [title, 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
          measured.map((page) => [
            page.page,
            page.median.performance,
            page.median.accessibility,
            page.median.fcpMs,
            page.median.lcpMs,
            page.median.tbtMs,
            page.median.cls,
          ]),
        ),
        '',
      );
    }
  }

  out.push(
    ...formatTable(
      ['Target', 'limit', 'measured', 'result'],
      results.targets.map((t) => [
        t.description,
        `${t.comparison} ${t.limit}${t.unit ? ` ${t.unit}` : ''}`,
        t.measured === null ? '-' : `${t.measured}${t.unit ? ` ${t.unit}` : ''}`,
        t.pass === null ? 'not run' : t.pass ? 'pass' : 'FAIL',
      ]),
    ),
  );
  if (results.problems.length > 0) out.push('', 'Problems:', ...results.problems.map((problem) => `  ${problem}`));
  return `${out.join('\n')}\n`;
}
