/**
 * The targets of issue 6 ("Targets on this 2-core machine") and of issue 15 ("Speed": Lighthouse, server rendering,
 * first-load JavaScript with React), and pass/fail against a run's figures.
 * A target whose figure was not measured in this run is `pass: null`.
 */
import type { BenchResults, CheckoutFigures, EngineResults } from './results.ts';
import { REPORT_ENDPOINTS } from './suites/reports.ts';
import { rssAfterUncachedRuns } from './suites/ssr.ts';
import { BUDGET_KB } from './suites/storefront-weight.ts';

export const KB = 1024;

export interface TargetResult {
  id: string;
  description: string;
  comparison: '>=' | '<=' | '=';
  limit: number;
  unit: string;
  measured: number | null;
  pass: boolean | null;
}

type Figures = Pick<BenchResults, 'engines' | 'storefrontWeight' | 'lighthouse' | 'placeSearch'>;

function target(
  id: string,
  description: string,
  comparison: TargetResult['comparison'],
  limit: number,
  unit: string,
  measured: number | null | undefined,
): TargetResult {
  const value = measured === undefined || measured === null || Number.isNaN(measured) ? null : measured;
  const pass =
    value === null
      ? null
      : comparison === '>='
        ? value >= limit
        : comparison === '<='
          ? value <= limit
          : value === limit;
  return { id, description, comparison, limit, unit, measured: value, pass };
}

const roundOrNull = (value: number | null) => (value === null ? null : Math.round(value));

const engineLabel = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

/**
 * How many times a simple product's server CPU per request the one with 100 variants costs: CPU per request holds
 * on a shared machine where throughput moves with the load (null: not measured).
 */
function costRatio(simple: number | null | undefined, variants: number | null | undefined): number | null {
  if (simple === null || simple === undefined || variants === null || variants === undefined || simple === 0)
    return null;
  return Math.round((variants / simple) * 100) / 100;
}

/** The CPU a page cost in all the servers measured (the storefront's and its API's). */
const serversCpuMs = (run: { cpuMsPerRequestOf?: Record<string, number | null> } | undefined) =>
  run?.cpuMsPerRequestOf ? Object.values(run.cpuMsPerRequestOf).reduce<number>((sum, ms) => sum + (ms ?? 0), 0) : null;

function shopLookup(engine: EngineResults | undefined) {
  return engine?.api?.find((figures) => figures.endpoint === 'shop lookup');
}

/** The 100k-product search under the most connections measured. */
function search100k(engine: EngineResults | undefined) {
  const size = engine?.searchScale?.sizes.find((figures) => figures.products === 100_000);
  return size?.runs.reduce<(typeof size.runs)[number] | undefined>(
    (most, run) => (most === undefined || run.connections > most.connections ? run : most),
    undefined,
  );
}

/**
 * What the stock check found wrong, as one count: products where stock + sold ≠ initial, units sold
 * beyond the stock, orders answered 201 that are not in the database, more unanswered orders in the
 * database than requests were in flight when runs stopped, and a sell-out race that did not sell
 * exactly its stock.
 */
export function stockProblems(checkout: CheckoutFigures): number {
  const { stock, race } = checkout;
  return (
    stock.mismatches.length +
    stock.oversold +
    stock.answeredButMissing +
    Math.max(0, stock.unanswered - stock.maxUnanswered) +
    Math.abs(race.placed - race.stock) +
    (stock.scarceLeft === 0 ? 0 : 1)
  );
}

/** Every error of every load run: API endpoints, search, server rendering and the checkout throughput run. */
export function totalLoadErrors(engines: Figures['engines']): number | null {
  const all = Object.values(engines).flatMap((engine) => [
    ...(engine.api ?? []),
    ...(engine.ssr
      ? [
          engine.ssr.uncached,
          engine.ssr.cached,
          engine.ssr.stored,
          engine.ssr.clicked,
          ...(engine.ssr.memory?.repeats ?? []),
          engine.ssr.variantPair?.simple,
          engine.ssr.variantPair?.variants,
        ].filter((run) => run !== undefined)
      : []),
    ...(engine.searchScale?.sizes.flatMap((size) => size.runs) ?? []),
    ...(engine.reports?.runs ?? []),
    ...(engine.checkout ? [engine.checkout.throughput] : []),
    ...(engine.checkout?.busy ? [engine.checkout.busy.throughput] : []),
  ]);
  if (all.length === 0) return null;
  const raceOthers = Object.values(engines).reduce((sum, engine) => sum + (engine.checkout?.race.otherAnswers ?? 0), 0);
  return all.reduce((sum, figures) => sum + figures.errors, 0) + raceOthers;
}

export function evaluateTargets(results: Figures): TargetResult[] {
  const { postgres, pglite } = results.engines;
  const targets = [
    target(
      'api.postgres.shop-lookup.rps',
      'Shop lookup on PostgreSQL, 50 connections',
      '>=',
      3000,
      'req/s',
      shopLookup(postgres)?.requestsPerSecond,
    ),
    target(
      'api.postgres.shop-lookup.p99',
      'Shop lookup on PostgreSQL, p99',
      '<=',
      25,
      'ms',
      shopLookup(postgres)?.p99Ms,
    ),
    target(
      'api.pglite.shop-lookup.rps',
      'Shop lookup on PGlite, 50 connections',
      '>=',
      1000,
      'req/s',
      shopLookup(pglite)?.requestsPerSecond,
    ),
  ];
  for (const name of ['postgres', 'pglite'] as const) {
    const run = search100k(results.engines[name]);
    targets.push(
      target(
        `search.${name}.100k.p95`,
        `Search p95 at 100k products on ${engineLabel[name]}${run ? `, ${run.connections} conn.` : ''}`,
        '<=',
        50,
        'ms',
        run?.p95Ms,
      ),
    );
  }
  for (const name of ['postgres', 'pglite'] as const) {
    const checkout = results.engines[name]?.checkout;
    targets.push(
      target(
        `checkout.${name}.orders-per-second`,
        `Checkout on ${engineLabel[name]}`,
        '>=',
        // Issue 27 raised PostgreSQL's to 600; PGlite spends ≈ 3.6 ms of engine time per order (performance.md).
        name === 'postgres' ? 600 : 300,
        'orders/s',
        checkout?.ordersPerSecond,
      ),
      target(
        `checkout.${name}.stock`,
        `Zero oversell on ${engineLabel[name]}: stock + sold = initial, every 201 order stored`,
        '=',
        0,
        'problems',
        checkout ? stockProblems(checkout) : null,
      ),
    );
  }
  const busy = postgres?.checkout?.busy;
  targets.push(
    target(
      'checkout.postgres.busy-shop.orders-per-second',
      'Checkout on PostgreSQL, shop with 100,000 orders and 50,000 SMS this month',
      '>=',
      600,
      'orders/s',
      busy?.throughput.requestsPerSecond,
    ),
  );
  const ssr = postgres?.ssr;
  targets.push(
    target(
      'ssr.postgres.product.uncached.rps',
      'Server-rendered product page, uncached, PostgreSQL, 50 conn.',
      '>=',
      500,
      'pages/s',
      ssr?.uncached.requestsPerSecond,
    ),
    target(
      'ssr.postgres.product.uncached.p99',
      'Server-rendered product page, uncached, p99',
      '<=',
      150,
      'ms',
      ssr?.uncached.p99Ms,
    ),
    target(
      'ssr.postgres.product.cached.rps',
      `Server-rendered product page, cached (${ssr?.cached.expectedStatus ?? 304}), 50 conn.`,
      '>=',
      5000,
      'pages/s',
      ssr?.cached.requestsPerSecond,
    ),
    // Issue 34: the server's memory is bounded, the page cache (64 MiB by default) included.
    target(
      'ssr.postgres.product.uncached.rss',
      'Storefront server RSS after 3 × 10 s at 50 conn. on uncached product pages',
      '<=',
      256,
      'MiB',
      roundOrNull(rssAfterUncachedRuns(ssr?.memory)),
    ),
  );
  const detail = (name: string) => postgres?.api?.find((figures) => figures.endpoint === name);
  targets.push(
    target(
      'api.postgres.product-100-variants.cost',
      'API CPU of a product read with 100 variants vs a simple one, PostgreSQL',
      '<=',
      1.3,
      '×',
      costRatio(
        detail('product details, simple')?.apiCpuMsPerRequest,
        detail('product details, 100 variants')?.apiCpuMsPerRequest,
      ),
    ),
    target(
      'ssr.postgres.product-100-variants.cost',
      'Server CPU of an uncached page with 100 variants vs a simple one',
      '<=',
      1.3,
      '×',
      costRatio(serversCpuMs(ssr?.variantPair?.simple), serversCpuMs(ssr?.variantPair?.variants)),
    ),
  );
  // Issue 32: every report answers a shop with 100,000 orders in under 300 ms p95 on PostgreSQL, judged on one
  // connection (an owner opening the page); the ten-connection runs are reported beside it (decision 225).
  for (const report of REPORT_ENDPOINTS) {
    const run = postgres?.reports?.runs.find((candidate) => candidate.report === report && candidate.connections === 1);
    targets.push(
      target(
        `reports.postgres.${report}.p95`,
        `Report ${report}, shop with 100,000 orders, PostgreSQL, 1 conn.`,
        '<=',
        300,
        'ms',
        run?.p95Ms,
      ),
    );
  }
  // Issue 28: a shop moves its catalogue in minutes: 5,000 rows (1,000 products × 5 variants) in under 60 s.
  for (const [name, engine] of [
    ['postgres', postgres],
    ['pglite', pglite],
  ] as const) {
    targets.push(
      target(
        `import.${name}.seconds`,
        `Catalogue import, 5,000 rows, ${name === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
        '<=',
        60,
        's',
        engine?.catalogueImport?.seconds,
      ),
    );
  }
  // Issue 29: the address search answers as the shopper types, on the server and on a mid-range phone.
  targets.push(
    target(
      'places.server.p95',
      'Address search p95, slowest typical query, server',
      '<=',
      5,
      'ms',
      results.placeSearch?.serverP95Ms,
    ),
    target(
      'places.phone.p95',
      'Address search p95, slowest typical query, browser at 4× CPU slowdown',
      '<=',
      16,
      'ms',
      results.placeSearch?.phoneP95Ms,
    ),
  );
  const shopHome = results.storefrontWeight?.find((page) => page.page === 'shop home');
  targets.push(
    target(
      'weight.shop-home.js',
      'First-load JS of shop home, gzip, with React',
      '<=',
      BUDGET_KB,
      'KB',
      shopHome ? Math.round((shopHome.jsGzipBytes / KB) * 10) / 10 : null,
    ),
  );
  for (const page of ['shop home', 'product page', 'category page']) {
    const median = results.lighthouse?.pages.find((figures) => figures.page === page)?.median;
    const id = `lighthouse.${page.replace(' ', '-')}`;
    targets.push(
      target(`${id}.performance`, `Lighthouse mobile performance, ${page}`, '>=', 98, 'score', median?.performance),
      target(`${id}.lcp`, `Lighthouse mobile LCP, ${page}`, '<=', 1200, 'ms', median?.lcpMs),
      target(`${id}.tbt`, `Lighthouse mobile TBT, ${page}`, '<=', 100, 'ms', median?.tbtMs),
      target(`${id}.cls`, `Lighthouse mobile CLS, ${page}`, '<=', 0.02, '', median?.cls),
    );
  }
  targets.push(
    target(
      'errors',
      'Errors in every load run (unexpected answers + socket errors)',
      '=',
      0,
      'errors',
      totalLoadErrors(results.engines),
    ),
  );
  return targets;
}
