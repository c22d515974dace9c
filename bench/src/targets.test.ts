import { describe, expect, it } from 'vitest';
import type { LoadFigures } from './load.ts';
import type { BenchResults, CheckoutFigures } from './results.ts';
import type { EndpointFigures } from './suites/api-endpoints.ts';
import type { LighthousePage, LighthouseRun } from './suites/lighthouse.ts';
import type { SsrFigures } from './suites/ssr.ts';
import { evaluateTargets, stockProblems } from './targets.ts';

const load = (overrides: Partial<LoadFigures> = {}): LoadFigures => ({
  requests: 1000,
  durationSeconds: 10,
  requestsPerSecond: 100,
  p50Ms: 5,
  p95Ms: 9,
  p99Ms: 12,
  non2xx: 0,
  socketErrors: 0,
  errors: 0,
  statusCodes: { 200: 1000 },
  apiCpuMsPerRequest: 0.4,
  loadGeneratorCpuMsPerRequest: 0.1,
  warmupStatusCodes: {},
  warmupSocketErrors: 0,
  ...overrides,
});

const lookup = (figures: Partial<LoadFigures>): EndpointFigures => ({
  endpoint: 'shop lookup',
  examplePath: '/x',
  ...load(figures),
});

const checkout = (
  overrides: { ordersPerSecond?: number; mismatches?: number; missing?: number; placed?: number } = {},
): CheckoutFigures => ({
  connections: 50,
  ordersPerSecond: overrides.ordersPerSecond ?? 400,
  throughput: load(),
  race: {
    attempts: 200,
    placed: overrides.placed ?? 100,
    refused: 200 - (overrides.placed ?? 100),
    otherAnswers: 0,
    stock: 100,
  },
  stock: {
    products: 21,
    ordersInDatabase: 5000,
    ordersAnswered2xx: 4990,
    answeredButMissing: overrides.missing ?? 0,
    unanswered: 10,
    maxUnanswered: 100,
    mismatches: Array.from({ length: overrides.mismatches ?? 0 }, (_, index) => ({
      productId: index,
      initial: 1,
      stock: 1,
      orderedUnits: 1,
      soldCount: 1,
    })),
    oversold: 0,
    scarceLeft: 0,
    ok: true,
  },
});

const byId = (figures: Pick<BenchResults, 'engines' | 'storefrontWeight' | 'lighthouse'>) =>
  Object.fromEntries(evaluateTargets(figures).map((target) => [target.id, target]));

describe('evaluateTargets', () => {
  it('passes and fails each target against its limit, and leaves unmeasured ones open', () => {
    const targets = byId({
      engines: {
        postgres: {
          api: [lookup({ requestsPerSecond: 3500, p99Ms: 30 })],
          checkout: checkout({ ordersPerSecond: 299 }),
        },
        pglite: { api: [lookup({ requestsPerSecond: 1000, errors: 2 })] },
      },
      storefrontWeight: [
        { page: 'shop home', routeModules: ['r'], jsGzipBytes: 130 * 1024, cssGzipBytes: 0, js: [], css: [] },
      ],
      lighthouse: null,
    });
    expect(targets['api.postgres.shop-lookup.rps']).toMatchObject({ measured: 3500, pass: true });
    expect(targets['api.postgres.shop-lookup.p99']).toMatchObject({ measured: 30, pass: false });
    expect(targets['api.pglite.shop-lookup.rps']).toMatchObject({ measured: 1000, pass: true });
    expect(targets['checkout.postgres.orders-per-second']).toMatchObject({ measured: 299, pass: false });
    expect(targets['checkout.postgres.stock']).toMatchObject({ measured: 0, pass: true });
    expect(targets['checkout.pglite.orders-per-second']).toMatchObject({ measured: null, pass: null });
    expect(targets['weight.shop-home.js']).toMatchObject({ measured: 130, limit: 130, pass: true });
    expect(targets['lighthouse.shop-home.performance']).toMatchObject({ measured: null, pass: null });
    expect(targets['search.postgres.100k.p95']).toMatchObject({ pass: null });
    expect(targets['errors']).toMatchObject({ measured: 2, pass: false });
  });

  it('judges search at 100k products under the most connections measured', () => {
    const runs = [
      { connections: 1, ...load({ p95Ms: 20 }) },
      { connections: 10, ...load({ p95Ms: 60 }) },
    ];
    const targets = byId({
      engines: {
        postgres: {
          searchScale: {
            data: { otherShops: 1, productsPerOtherShop: 1, totalProducts: 1, generationSeconds: 1 },
            sizes: [{ products: 100_000, shopId: 1, matches: {}, runs }],
          },
        },
      },
      storefrontWeight: null,
      lighthouse: null,
    });
    expect(targets['search.postgres.100k.p95']).toMatchObject({
      measured: 60,
      pass: false,
      description: 'Search p95 at 100k products on PostgreSQL, 10 conn.',
    });
  });
});

const ssr = (uncached: Partial<LoadFigures>, cached: Partial<LoadFigures>): SsrFigures => ({
  connections: 50,
  pages: 10,
  examplePath: '/shop/product/x',
  pageBytes: { encoded: 10_000, html: 60_000, encoding: 'br' },
  uncached: { ...load(uncached), expectedStatus: 200, unexpected: 0 },
  cached: { ...load(cached), expectedStatus: 304, unexpected: 0 },
});

const lighthousePage = (page: string, median: Partial<LighthouseRun>): LighthousePage => {
  const run = { performance: 100, accessibility: 100, lcpMs: 900, tbtMs: 20, cls: 0, fcpMs: 800, ...median };
  return { page, url: `/${page}`, runs: [run], median: run, opportunities: [] };
};

describe('evaluateTargets: issue 15 speed', () => {
  it('judges server rendering on PostgreSQL: uncached pages/s and p99, cached pages/s', () => {
    const targets = byId({
      engines: {
        postgres: { ssr: ssr({ requestsPerSecond: 500, p99Ms: 151 }, { requestsPerSecond: 4999, errors: 1 }) },
        pglite: { ssr: ssr({ requestsPerSecond: 9999 }, { requestsPerSecond: 9999 }) },
      },
      storefrontWeight: [
        { page: 'shop home', routeModules: ['r'], jsGzipBytes: 131 * 1024, cssGzipBytes: 0, js: [], css: [] },
      ],
      lighthouse: null,
    });
    expect(targets['ssr.postgres.product.uncached.rps']).toMatchObject({ measured: 500, limit: 500, pass: true });
    expect(targets['ssr.postgres.product.uncached.p99']).toMatchObject({ measured: 151, limit: 150, pass: false });
    expect(targets['ssr.postgres.product.cached.rps']).toMatchObject({ measured: 4999, limit: 5000, pass: false });
    expect(targets['weight.shop-home.js']).toMatchObject({ measured: 131, pass: false });
    expect(targets['errors']).toMatchObject({ measured: 1, pass: false });
  });

  it("judges the storefront server's resident set after three uncached runs, ≤ 256 MiB", () => {
    const memory = (rssMiB: number) => ({
      rssBytes: rssMiB * 1024 * 1024,
      heapUsedBytes: 1,
      heapTotalBytes: 1,
      externalBytes: 1,
    });
    const withMemory = (afterRuns: (ReturnType<typeof memory> | null)[]) =>
      byId({
        engines: {
          postgres: {
            ssr: {
              ...ssr({}, {}),
              memory: {
                before: memory(150),
                afterRuns,
                repeats: [{ ...load({}), expectedStatus: 200, unexpected: 0 }],
              },
            },
          },
        },
        storefrontWeight: null,
        lighthouse: null,
      })['ssr.postgres.product.uncached.rss'];
    expect(withMemory([memory(300), memory(250), memory(255.6)])).toMatchObject({ measured: 256, pass: true });
    expect(withMemory([memory(200), memory(220), memory(256.6)])).toMatchObject({ measured: 257, pass: false });
    // Not measured: the last run's figure unknown, or fewer runs than three.
    expect(withMemory([memory(200), memory(220), null])).toMatchObject({ measured: null, pass: null });
    expect(withMemory([memory(200), memory(220)])).toMatchObject({ measured: null, pass: null });
  });

  it('judges Lighthouse per page on its simulated runs: performance ≥ 98, LCP ≤ 1.2 s, TBT ≤ 100 ms, CLS ≤ 0.02', () => {
    const targets = byId({
      engines: {},
      storefrontWeight: null,
      lighthouse: {
        shop: 's',
        runsPerPage: 1,
        pages: [
          lighthousePage('shop home', { performance: 98, lcpMs: 1200, tbtMs: 100, cls: 0.02 }),
          lighthousePage('product page', { performance: 97, lcpMs: 1201, tbtMs: 101, cls: 0.021 }),
        ],
        // The applied-throttling runs are reported beside the targets, not judged.
        applied: [lighthousePage('shop home', { performance: 60, lcpMs: 4000, tbtMs: 900, cls: 0.5 })],
      },
    });
    expect(targets['lighthouse.shop-home.performance']).toMatchObject({ limit: 98, pass: true });
    expect(targets['lighthouse.shop-home.lcp']).toMatchObject({ limit: 1200, pass: true });
    expect(targets['lighthouse.shop-home.tbt']).toMatchObject({ limit: 100, pass: true });
    expect(targets['lighthouse.shop-home.cls']).toMatchObject({ limit: 0.02, pass: true });
    expect(targets['lighthouse.product-page.performance']).toMatchObject({ measured: 97, pass: false });
    expect(targets['lighthouse.product-page.lcp']).toMatchObject({ measured: 1201, pass: false });
    expect(targets['lighthouse.product-page.tbt']).toMatchObject({ measured: 101, pass: false });
    expect(targets['lighthouse.product-page.cls']).toMatchObject({ measured: 0.021, pass: false });
    expect(targets['lighthouse.category-page.lcp']).toMatchObject({ measured: null, pass: null });
    expect(targets['ssr.postgres.product.cached.rps']).toMatchObject({ pass: null });
  });
});

describe('evaluateTargets: issue 32 reports', () => {
  it('judges each report on PostgreSQL with one connection, ≤ 300 ms p95, and counts the errors of every run', () => {
    const run = (
      report: 'sales' | 'delivery' | 'products' | 'cod',
      connections: number,
      p95Ms: number,
      errors = 0,
    ) => ({
      report,
      connections,
      ...load({ p95Ms, errors }),
    });
    const targets = byId({
      engines: {
        postgres: {
          reports: {
            orders: 100_000,
            lines: 133_334,
            parcels: 70_000,
            generationSeconds: 10,
            runs: [run('sales', 1, 120), run('sales', 10, 900), run('delivery', 1, 301), run('products', 10, 50, 2)],
          },
        },
      },
      storefrontWeight: null,
      lighthouse: null,
    });
    expect(targets['reports.postgres.sales.p95']).toMatchObject({ measured: 120, limit: 300, pass: true });
    expect(targets['reports.postgres.delivery.p95']).toMatchObject({ measured: 301, pass: false });
    expect(targets['reports.postgres.products.p95']).toMatchObject({ measured: null, pass: null });
    expect(targets['errors']).toMatchObject({ measured: 2, pass: false });
  });
});

describe('stockProblems', () => {
  it('counts what the stock check found wrong', () => {
    expect(stockProblems(checkout())).toBe(0);
    expect(stockProblems(checkout({ mismatches: 2, missing: 1, placed: 101 }))).toBe(4);
  });
});
