/**
 * Command-line options of `pnpm bench`. Defaults are the full run; `--quick` shortens every phase
 * so the whole bench can be smoke-run in a few minutes. A bad option stops with a clear message.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** Where Debian's PostgreSQL listens on its Unix socket. */
const SOCKET_DIR = '/var/run/postgresql';

export const suiteNames = [
  'weight',
  'api',
  'search',
  'checkout',
  'lighthouse',
  'ssr',
  'reports',
  'import',
  'places',
] as const;
export type SuiteName = (typeof suiteNames)[number];
export const engineNames = ['pglite', 'postgres'] as const;
export type EngineName = (typeof engineNames)[number];

export interface BenchOptions {
  quick: boolean;
  /** Seconds measured per API endpoint, search size and checkout run. */
  durationSeconds: number;
  /** Seconds of load before each measured run, not counted. */
  warmupSeconds: number;
  /** Concurrent connections for the API endpoints and checkout. */
  connections: number;
  /** Connection counts for the search-scale runs (1 = the cost of one search, more = under load). */
  searchConnections: number[];
  /** Products of the one measured shop, one data set each. */
  searchSizes: number[];
  /** Shops (and products in each) generated around the measured shops. */
  otherShops: number;
  productsPerOtherShop: number;
  lighthouseRuns: number;
  suites: SuiteName[];
  engines: EngineName[];
  /** PostgreSQL server the bench creates its `haat_bench_*` databases on. */
  postgresUrl: string;
}

export class OptionsError extends Error {
  override name = 'OptionsError';
}

export const USAGE = `usage: pnpm bench [options]
  --quick                  short runs (2 s, 1 s warm-up, 1 Lighthouse run, smaller search data)
  --duration=SECONDS       measured seconds per run (default 10; quick 2)
  --warmup=SECONDS         warm-up seconds before each run (default 3; quick 1)
  --connections=N          connections for API endpoints, server rendering and checkout (default 50)
  --search-connections=N,M connections for the search-scale runs (default 1,10)
  --search-sizes=N,M,...   products in the measured shop (default 1000,10000,100000)
  --other-shops=N          shops generated around it (default 1000; quick 200)
  --products-per-other-shop=N (default 100; quick 50)
  --lighthouse-runs=N      runs per page, the median is reported (default 3; quick 1)
  --only=SUITE,...         ${suiteNames.join(', ')} (default: all)
  --engines=ENGINE,...     ${engineNames.join(', ')} (default: both)
  --postgres-url=URL       server for the haat_bench_* databases (default: the server of $TEST_DATABASE_URL
                           or $DATABASE_URL, else the local server's Unix socket in ${SOCKET_DIR} when
                           there is one, else postgres://postgres@127.0.0.1:5432/postgres)`;

function positiveInteger(name: string, value: string, max: number): number {
  if (!/^\d+$/u.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new OptionsError(`--${name} must be a whole number from 1 to ${max}, got "${value}"`);
  }
  return Number(value);
}

function wholeSeconds(name: string, value: string, min: number): number {
  if (!/^\d+$/u.test(value) || Number(value) < min || Number(value) > 600) {
    throw new OptionsError(`--${name} must be a whole number of seconds from ${min} to 600, got "${value}"`);
  }
  return Number(value);
}

function list<T extends string>(name: string, value: string, allowed: readonly T[]): T[] {
  const items = value.split(',').map((item) => item.trim());
  const unknown = items.filter((item) => !(allowed as readonly string[]).includes(item));
  if (unknown.length > 0 || items.length === 0) {
    throw new OptionsError(
      `--${name} takes a comma-separated list of ${allowed.join(', ')}; unknown: ${unknown.join(', ') || '(empty)'}`,
    );
  }
  return [...new Set(items)] as T[];
}

function integers(name: string, value: string, max: number): number[] {
  return [...new Set(value.split(',').map((item) => positiveInteger(name, item.trim(), max)))];
}

type Env = Record<string, string | undefined>;

/** The local server's socket folder when it has one: the API then talks to it without TCP (≈ 13% more orders/s). */
export function localSocketDir(): string | null {
  return existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`) ? SOCKET_DIR : null;
}

function defaultPostgresUrl(env: Env, socketDir: string | null): string {
  // Turborepo passes only the variables turbo.json lists for the bench task.
  const fromEnv = env['TEST_DATABASE_URL'] || env['DATABASE_URL'];
  if (fromEnv) return fromEnv;
  if (socketDir) return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  return 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function parseOptions(argv: string[], env: Env = process.env, socketDir = localSocketDir()): BenchOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        quick: { type: 'boolean', default: false },
        duration: { type: 'string' },
        warmup: { type: 'string' },
        connections: { type: 'string' },
        'search-connections': { type: 'string' },
        'search-sizes': { type: 'string' },
        'other-shops': { type: 'string' },
        'products-per-other-shop': { type: 'string' },
        'lighthouse-runs': { type: 'string' },
        only: { type: 'string' },
        engines: { type: 'string' },
        'postgres-url': { type: 'string' },
      },
    });
  } catch (error) {
    throw new OptionsError((error as Error).message);
  }
  const values = parsed.values;
  const quick = values.quick ?? false;
  const postgresUrl = values['postgres-url'] ?? defaultPostgresUrl(env, socketDir);
  if (!/^postgres(?:ql)?:\/\//u.test(postgresUrl) || !URL.canParse(postgresUrl)) {
    throw new OptionsError(`--postgres-url must be a postgres:// URL, got "${postgresUrl}"`);
  }
  return {
    quick,
    durationSeconds: values.duration === undefined ? (quick ? 2 : 10) : wholeSeconds('duration', values.duration, 1),
    warmupSeconds: values.warmup === undefined ? (quick ? 1 : 3) : wholeSeconds('warmup', values.warmup, 0),
    connections: values.connections === undefined ? 50 : positiveInteger('connections', values.connections, 1000),
    searchConnections:
      values['search-connections'] === undefined
        ? [1, 10]
        : integers('search-connections', values['search-connections'], 1000),
    searchSizes:
      values['search-sizes'] === undefined
        ? [1_000, 10_000, 100_000]
        : integers('search-sizes', values['search-sizes'], 1_000_000),
    otherShops:
      values['other-shops'] === undefined
        ? quick
          ? 200
          : 1_000
        : positiveInteger('other-shops', values['other-shops'], 100_000),
    productsPerOtherShop:
      values['products-per-other-shop'] === undefined
        ? quick
          ? 50
          : 100
        : positiveInteger('products-per-other-shop', values['products-per-other-shop'], 10_000),
    lighthouseRuns:
      values['lighthouse-runs'] === undefined
        ? quick
          ? 1
          : 3
        : positiveInteger('lighthouse-runs', values['lighthouse-runs'], 15),
    suites: values.only === undefined ? [...suiteNames] : list('only', values.only, suiteNames),
    engines: values.engines === undefined ? [...engineNames] : list('engines', values.engines, engineNames),
    postgresUrl,
  };
}
