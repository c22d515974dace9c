/**
 * `pnpm bench` (root: `npm run bench`): every figure of issue 6 part 1 and issue 15's speed in one run. Builds the
 * storefront for its own API, starts its own API processes (PGlite and PostgreSQL, demo shops), loads them and the
 * storefront's server-rendering production server with autocannon from this process, runs Lighthouse, prints one
 * table and writes bench/results.json. Ports 4201–4208 and 3201; PostgreSQL databases haat_bench_* only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer, stopAllApiServers, type ApiServer } from './api-server.ts';
import { calibrate } from './calibration.ts';
import { discoverDemoShops, LIGHTHOUSE_SHOP_SLUG, type ShopFixture } from './fixtures.ts';
import { machine, versions } from './machine.ts';
import { OptionsError, parseOptions, USAGE, type BenchOptions, type EngineName, type SuiteName } from './options.ts';
import { resultsFile } from './paths.ts';
import { withPgliteFiles } from './pglite-files.ts';
import { createBenchDatabase, dropBenchDatabase, withDatabase } from './postgres.ts';
import { renderReport } from './report.ts';
import type { BenchResults, EngineResults } from './results.ts';
import { generateSearchData } from './search-data.ts';
import { fromPg, fromPglite, type SqlClient } from './sql-client.ts';
import { startStaticServer } from './static-server.ts';
import { buildFloorApp, buildStorefront } from './storefront-build.ts';
import { benchEndpoints } from './suites/api-endpoints.ts';
import { benchCheckout, checkStock, type CheckoutRun } from './suites/checkout.ts';
import { benchLighthouse, type Throttling } from './suites/lighthouse.ts';
import { benchCatalogueImport } from './suites/catalogue-import.ts';
import { benchPlaceSearch } from './suites/place-search.ts';
import { benchReports } from './suites/reports.ts';
import { benchSearchScale } from './suites/search-scale.ts';
import { benchSsr, getPage, type SsrFigures } from './suites/ssr.ts';
import { benchSsrFloor } from './suites/ssr-floor.ts';
import { FLOOR_PAGE, pageWeights } from './suites/storefront-weight.ts';
import { evaluateTargets } from './targets.ts';

// HAAT_PORT_OFFSET moves the ports, so a second checkout on the machine can bench too (not at the same time: the
// figures would measure each other).
const PORT_OFFSET = Number(process.env['HAAT_PORT_OFFSET'] ?? 0);
const API_PORTS = { pglite: 4201 + PORT_OFFSET, postgres: 4202 + PORT_OFFSET } as const;
const SEARCH_API_PORTS = { pglite: 4203 + PORT_OFFSET, postgres: 4204 + PORT_OFFSET } as const;
const CALIBRATION_PORT = 4205 + PORT_OFFSET;
const REPORTS_API_PORT = 4206 + PORT_OFFSET;
const IMPORT_API_PORTS = { pglite: 4207 + PORT_OFFSET, postgres: 4208 + PORT_OFFSET } as const;
/** One owner looking at a report, and ten at once. */
const REPORT_CONNECTIONS = [1, 10];
const STOREFRONT_PORT = 3201 + PORT_OFFSET;
const SSR_FLOOR_PORT = 3202 + PORT_OFFSET;
const STOREFRONT_METRICS_PORT = 3203 + PORT_OFFSET;
const SCARCE_STOCK = 100;

const say = (line: string) => console.info(`[bench] ${line}`);

let options: BenchOptions;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof OptionsError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAllApiServers();
    process.exit(130);
  });
}

const started = performance.now();
const workDir = mkdtempSync(join(tmpdir(), 'haat-bench-'));
const chromePath = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
const problems: string[] = [];
const wants = (suite: SuiteName) => options.suites.includes(suite);

say(`work folder ${workDir}; suites ${options.suites.join(', ')}; engines ${options.engines.join(', ')}`);
const runMachine = machine();
const runVersions = await versions(options.postgresUrl, chromePath);
const engines = options.engines.filter((engine) => {
  if (engine === 'postgres' && runVersions.postgres === null) {
    problems.push(`PostgreSQL not reachable at the --postgres-url server: its figures were not measured`);
    return false;
  }
  return true;
});
/** The engine under the storefront's server for Lighthouse and server rendering: PostgreSQL, the production one. */
const lighthouseEngine: EngineName | undefined = engines.includes('postgres') ? 'postgres' : engines[0];
const engineResults: Partial<Record<EngineName, EngineResults>> = {};

/** Runs a phase; a failure is recorded and the bench goes on with the next one. */
async function phase(name: string, work: () => Promise<void> | void): Promise<void> {
  say(`${name}…`);
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    problems.push(`${name}: ${message}`);
    console.error(`[bench] ${name} failed: ${message}`);
  }
}

let calibration: BenchResults['calibration'] = null;
if (wants('api')) {
  await phase('calibration (bare Node HTTP server)', async () => {
    calibration = await calibrate({
      port: CALIBRATION_PORT,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
    });
    say(
      `bare Node HTTP: ${calibration.requestsPerSecond} req/s, p99 ${calibration.p99Ms} ms, ${calibration.apiCpuMsPerRequest} ms CPU per request`,
    );
  });
}

let storefrontDist: string | null = null;
let storefrontWeight: BenchResults['storefrontWeight'] = null;
let floorWeight: BenchResults['floorWeight'] = null;
let lighthouse: BenchResults['lighthouse'] = null;
let placeSearch: BenchResults['placeSearch'] = null;

if (wants('places')) {
  await phase('address search, server and a phone-speed browser', async () => {
    placeSearch = await benchPlaceSearch(say);
  });
}

if (wants('weight') || ((wants('lighthouse') || wants('ssr')) && lighthouseEngine)) {
  await phase('storefront production build', async () => {
    const apiUrl = `http://127.0.0.1:${API_PORTS[lighthouseEngine ?? 'pglite']}`;
    storefrontDist = await buildStorefront(apiUrl);
  });
}
if (wants('weight') && storefrontDist) {
  await phase('storefront weight', async () => {
    storefrontWeight = pageWeights(join(storefrontDist!, 'client'));
    floorWeight = pageWeights(join(await buildFloorApp(), 'client'), [FLOOR_PAGE])[0]!;
  });
}

async function withEngineDatabase<T>(
  engine: EngineName,
  name: string,
  work: (databaseUrl: string | undefined) => Promise<T>,
): Promise<T> {
  if (engine === 'pglite') return work(undefined);
  const url = await createBenchDatabase(options.postgresUrl, name);
  try {
    return await work(url);
  } finally {
    await dropBenchDatabase(options.postgresUrl, name);
  }
}

/** SQL on the engine's database: PostgreSQL any time, PGlite's files only while no API has them open. */
function withSql<T>(
  databaseUrl: string | undefined,
  dataDir: string,
  work: (sql: SqlClient) => Promise<T>,
): Promise<T> {
  return databaseUrl
    ? withDatabase(databaseUrl, (client) => work(fromPg(client)))
    : withPgliteFiles(dataDir, (db) => work(fromPglite(db)));
}

async function lighthousePages(shops: ShopFixture[]) {
  const shop = shops.find((candidate) => candidate.slug === LIGHTHOUSE_SHOP_SLUG) ?? shops[0]!;
  const productSlug = shop.featuredProductSlug ?? shop.products[0]!.slug;
  const category = shop.categories.find((candidate) => candidate.productCount > 0) ?? shop.categories[0];
  if (!category) throw new Error(`${shop.slug} has no category`);
  const server = await startStaticServer(storefrontDist!, STOREFRONT_PORT);
  const pages = [
    { page: 'shop home', url: `${server.url}/shop/${shop.slug}` },
    { page: 'product page', url: `${server.url}/${shop.slug}/product/${productSlug}` },
    // As the shop's links write it: the page finds its category by ?id= (no id: 404).
    { page: 'category page', url: `${server.url}/${shop.slug}/category/${category.slug}?id=${category.id}` },
  ];
  const run = (throttling: Throttling) =>
    benchLighthouse({
      chromePath,
      throttling,
      runs: options.lighthouseRuns,
      reportDir: process.env['LIGHTHOUSE_REPORTS'],
      pages,
      onProgress: say,
    });
  try {
    const simulated = await run('simulate');
    const applied = await run('devtools');
    lighthouse = { shop: shop.slug, runsPerPage: options.lighthouseRuns, pages: simulated, applied };
  } finally {
    await server.stop();
  }
}

/**
 * The storefront's server rendering product pages with this API under it (its own server process), then the floors
 * of React and React Router for the same page and API (suites/ssr-floor.ts) with the storefront stopped.
 */
async function ssrPages(shops: ShopFixture[], api: ApiServer, dataDir: string): Promise<EngineResults['ssr']> {
  const server = await startStaticServer(storefrontDist!, STOREFRONT_PORT, { metricsPort: STOREFRONT_METRICS_PORT });
  const load = {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
  };
  let figures: SsrFigures;
  let html: string;
  try {
    figures = await benchSsr({
      ...load,
      storefrontUrl: server.url,
      shops,
      cpuSecondsOf: { storefront: server.cpuSeconds, api: api.cpuSeconds },
      memoryOf: server.memory,
      onProgress: say,
    });
    html = await (await getPage(`${server.url}${figures.examplePath}`, { 'accept-encoding': 'identity' })).text();
  } finally {
    await server.stop();
  }
  const floor = await benchSsrFloor({
    ...load,
    html,
    floorAppBuildDir: await buildFloorApp(),
    apiUrl: api.url,
    shops,
    port: SSR_FLOOR_PORT,
    workDir: dataDir,
    apiCpuSeconds: api.cpuSeconds,
    onProgress: say,
  });
  return { ...figures, floor };
}

for (const engine of engines) {
  const results: EngineResults = (engineResults[engine] = {});
  const withStorefront = engine === lighthouseEngine && storefrontDist !== null;
  const runLighthouse = wants('lighthouse') && withStorefront;
  const runSsr = wants('ssr') && withStorefront;
  if (wants('api') || wants('checkout') || runLighthouse || runSsr) {
    const dataDir = join(workDir, `${engine}-api`);
    mkdirSync(dataDir, { recursive: true });
    await phase(`${engine}: API, storefront and checkout`, () =>
      withEngineDatabase(engine, 'haat_bench_api', async (databaseUrl) => {
        const api = await startApiServer({ port: API_PORTS[engine], databaseUrl, dataDir });
        const checkoutRuns: CheckoutRun[] = [];
        try {
          const shops = await discoverDemoShops(api.url);
          const load = {
            apiUrl: api.url,
            serverCpuSeconds: api.cpuSeconds,
            connections: options.connections,
            durationSeconds: options.durationSeconds,
            warmupSeconds: options.warmupSeconds,
          };
          if (wants('api'))
            await phase(
              `${engine}: API endpoints`,
              async () => void (results.api = await benchEndpoints(shops, { ...load, onProgress: say })),
            );
          if (runSsr)
            await phase(
              `${engine}: server rendering`,
              async () => void (results.ssr = await ssrPages(shops, api, dataDir)),
            );
          if (runLighthouse) await phase('Lighthouse', () => lighthousePages(shops));
          if (wants('checkout'))
            await phase(
              `${engine}: checkout`,
              async () =>
                void checkoutRuns.push(
                  await benchCheckout({ ...load, scarceStock: SCARCE_STOCK, apiLogFile: api.logFile, databaseUrl }),
                ),
            );
        } finally {
          await api.stop();
        }
        for (const run of checkoutRuns) {
          const stock = await withSql(databaseUrl, dataDir, (sql) => checkStock(sql, run));
          results.checkout = {
            connections: options.connections,
            ordersPerSecond: run.throughput.requestsPerSecond,
            throughput: run.throughput,
            race: { ...run.race, stock: run.shop.scarceStock },
            stock,
            ...(run.busy ? { busy: run.busy } : {}),
          };
          say(
            `${engine} checkout: ${run.throughput.requestsPerSecond} orders/s, errors ${run.throughput.errors}; race ${run.race.placed}/${run.race.attempts}; stock check ${stock.ok ? 'ok' : 'FAILED'}` +
              (run.busy ? `; busy shop ${run.busy.throughput.requestsPerSecond} orders/s` : ''),
          );
        }
      }),
    );
  }
  if (wants('search')) {
    const dataDir = join(workDir, `${engine}-search`);
    mkdirSync(dataDir, { recursive: true });
    await phase(`${engine}: search scale`, () =>
      withEngineDatabase(engine, 'haat_bench_search', async (databaseUrl) => {
        const spec = {
          sizes: options.searchSizes,
          otherShops: options.otherShops,
          productsPerOtherShop: options.productsPerOtherShop,
        };
        const port = SEARCH_API_PORTS[engine];
        let api = await startApiServer({ port, databaseUrl, dataDir });
        if (!databaseUrl) {
          // PGlite: the API has migrated and seeded its files; write the data while it is stopped.
          await api.stop();
        }
        say(
          `${engine}: generating ${options.otherShops} shops x ${options.productsPerOtherShop} products + ${options.searchSizes.join(', ')}`,
        );
        const generated = await withSql(databaseUrl, dataDir, (sql) => generateSearchData(sql, spec));
        say(`${engine}: ${generated.products} products in ${generated.seconds} s`);
        if (!databaseUrl) api = await startApiServer({ port, databaseUrl, dataDir });
        try {
          const sizes = await benchSearchScale({
            apiUrl: api.url,
            serverCpuSeconds: api.cpuSeconds,
            sizes: options.searchSizes,
            connections: options.searchConnections,
            durationSeconds: options.durationSeconds,
            warmupSeconds: options.warmupSeconds,
            onProgress: say,
          });
          results.searchScale = {
            data: { ...spec, totalProducts: generated.products, generationSeconds: generated.seconds },
            sizes,
          };
        } finally {
          await api.stop();
        }
      }),
    );
  }
}

// A catalogue moving in, on each engine: a fresh API, a new shop, 5,000 rows through the admin's upload and its job.
if (wants('import')) {
  for (const engine of engines) {
    const dataDir = join(workDir, `${engine}-import`);
    mkdirSync(dataDir, { recursive: true });
    await phase(`${engine}: catalogue import of 5,000 rows`, () =>
      withEngineDatabase(engine, 'haat_bench_import', async (databaseUrl) => {
        const api = await startApiServer({ port: IMPORT_API_PORTS[engine], databaseUrl, dataDir });
        try {
          (engineResults[engine] ??= {}).catalogueImport = await benchCatalogueImport({
            apiUrl: api.url,
            apiLogFile: api.logFile,
            onProgress: (line) => say(`${engine} ${line}`),
          });
        } finally {
          await api.stop();
        }
      }),
    );
  }
}

// The reports' target is judged on PostgreSQL, where their year of orders is written while the API runs.
if (wants('reports') && engines.includes('postgres')) {
  const dataDir = join(workDir, 'postgres-reports');
  mkdirSync(dataDir, { recursive: true });
  await phase('postgres: reports on 100,000 orders', () =>
    withEngineDatabase('postgres', 'haat_bench_reports', async (databaseUrl) => {
      const api = await startApiServer({ port: REPORTS_API_PORT, databaseUrl, dataDir });
      try {
        (engineResults.postgres ??= {}).reports = await benchReports({
          apiUrl: api.url,
          apiLogFile: api.logFile,
          databaseUrl: databaseUrl!,
          serverCpuSeconds: api.cpuSeconds,
          connections: REPORT_CONNECTIONS,
          durationSeconds: options.durationSeconds,
          warmupSeconds: options.warmupSeconds,
          onProgress: say,
        });
      } finally {
        await api.stop();
      }
    }),
  );
}

const figures = { engines: engineResults, storefrontWeight, lighthouse, placeSearch };
// The server URL may carry a password: it stays out of the results.
const { postgresUrl: _postgresUrl, ...publicOptions } = options;
const results: BenchResults = {
  date: new Date().toISOString(),
  mode: options.quick ? 'quick' : 'full',
  options: publicOptions,
  machine: runMachine,
  versions: runVersions,
  calibration,
  ...figures,
  floorWeight,
  targets: evaluateTargets(figures),
  problems,
  loadAverageAtEnd: os.loadavg().map((load) => Math.round(load * 100) / 100),
  durationSeconds: Math.round((performance.now() - started) / 1000),
};
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`\n${renderReport(results)}\nwritten: ${resultsFile}\n`);
if (problems.length === 0) rmSync(workDir, { recursive: true, force: true });
else say(`API logs kept in ${workDir}`);
process.exitCode = problems.length === 0 ? 0 : 1;
