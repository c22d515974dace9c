import { describe, expect, it } from 'vitest';
import { OptionsError, parseOptions } from './options.ts';

const noEnv = {};

describe('parseOptions', () => {
  it('defaults to the full run on every suite and both engines', () => {
    expect(parseOptions([], noEnv, null)).toEqual({
      quick: false,
      durationSeconds: 10,
      warmupSeconds: 3,
      connections: 50,
      searchConnections: [1, 10],
      searchSizes: [1_000, 10_000, 100_000],
      otherShops: 1_000,
      productsPerOtherShop: 100,
      lighthouseRuns: 3,
      suites: ['weight', 'api', 'search', 'checkout', 'lighthouse', 'ssr', 'reports', 'import', 'places'],
      engines: ['pglite', 'postgres'],
      postgresUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
    });
  });

  it('talks to a local server through its Unix socket unless a URL is given', () => {
    expect(parseOptions([], noEnv, '/var/run/postgresql').postgresUrl).toBe(
      'postgres://postgres@localhost/postgres?host=%2Fvar%2Frun%2Fpostgresql',
    );
    expect(parseOptions([], { DATABASE_URL: 'postgres://u@db/x' }, '/var/run/postgresql').postgresUrl).toBe(
      'postgres://u@db/x',
    );
  });

  it('--quick shortens runs, explicit values still win', () => {
    const quick = parseOptions(['--quick', '--duration=4'], noEnv);
    expect(quick).toMatchObject({
      quick: true,
      durationSeconds: 4,
      warmupSeconds: 1,
      lighthouseRuns: 1,
      otherShops: 200,
    });
  });

  it('reads lists and the PostgreSQL server from the environment', () => {
    const options = parseOptions(['--only=api,search,ssr', '--engines=postgres', '--search-sizes=500,500,2000'], {
      TEST_DATABASE_URL: 'postgresql://u@db:5432/test',
    });
    expect(options).toMatchObject({
      suites: ['api', 'search', 'ssr'],
      engines: ['postgres'],
      searchSizes: [500, 2000],
    });
    expect(options.postgresUrl).toBe('postgresql://u@db:5432/test');
  });

  it.each([
    [['--duration=0'], '--duration must be a whole number of seconds from 1 to 600, got "0"'],
    [['--warmup=-1'], '--warmup must be a whole number of seconds from 0 to 600, got "-1"'],
    [['--connections=1.5'], '--connections must be a whole number from 1 to 1000, got "1.5"'],
    [
      ['--only=api,speed'],
      '--only takes a comma-separated list of weight, api, search, checkout, lighthouse, ssr, reports, import, places; unknown: speed',
    ],
    [['--engines=mysql'], '--engines takes a comma-separated list of pglite, postgres; unknown: mysql'],
    [['--postgres-url=mysql://x'], '--postgres-url must be a postgres:// URL, got "mysql://x"'],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseOptions(argv, noEnv)).toThrow(new OptionsError(message));
  });

  it('refuses unknown options and stray arguments', () => {
    expect(() => parseOptions(['--fast'], noEnv)).toThrow(OptionsError);
    expect(() => parseOptions(['api'], noEnv)).toThrow(OptionsError);
  });
});
