import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_CORS_ORIGINS, envSchema, loadConfig } from './env.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-env-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has working development defaults when development is asked for', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      devRoutes: true,
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      databasePoolMax: 10,
      dataDir,
      images: { driver: 'local', dir: join(dataDir, 'images') },
      publicApiUrl: 'http://localhost:4000',
      sms: { driver: 'log' },
      marketHostSuffix: 'haat.localhost',
      corsOrigins: DEVELOPMENT_CORS_ORIGINS,
      trustProxy: 0,
      logLevel: 'info',
    });
  });

  it('generates the development JWT secret once, kept owner-only in DATA_DIR', async () => {
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('generates the development credentials key once and validates given ones', async () => {
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).credentialsKeys;
    expect(first?.current.length).toBeGreaterThanOrEqual(43);
    expect((await stat(join(dataDir, 'credentials-key'))).mode & 0o777).toBe(0o600);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).credentialsKeys).toEqual(first);
    const key = 'a'.repeat(64);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ALLOW_IN_PRODUCTION: 'embedded-database,local-images,log-sms',
    };
    expect(loadConfig({ ...production, DATA_DIR: dataDir }).credentialsKeys).toBeUndefined();
    expect(
      loadConfig({
        ...production,
        DATA_DIR: dataDir,
        CREDENTIALS_KEY: key,
        CREDENTIALS_KEY_PREVIOUS: ` ${'b'.repeat(64)} ,`,
      }).credentialsKeys,
    ).toEqual({
      current: key,
      previous: ['b'.repeat(64)],
    });
    expect(problems({ NODE_ENV: 'development', CREDENTIALS_KEY: 'short', CREDENTIALS_KEY_PREVIOUS: key })).toEqual([
      'CREDENTIALS_KEY: must be at least 32 random bytes, written as 64 hex digits or in base64',
    ]);
    expect(problems({ NODE_ENV: 'development', CREDENTIALS_KEY_PREVIOUS: key })).toEqual([
      'CREDENTIALS_KEY_PREVIOUS: needs CREDENTIALS_KEY (the key that seals new values)',
    ]);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app@db:5432/haat',
      DATABASE_POOL_MAX: '25',
      DATA_DIR: dataDir,
      JWT_SECRET: 'p'.repeat(40),
      IMAGE_STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.example.com/',
      S3_BUCKET: 'images',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
      S3_PUBLIC_URL: 'https://cdn.example.com',
      PUBLIC_API_URL: 'https://api.example.com/',
      SMS_GATEWAY: 'http',
      SMS_GATEWAY_URL: 'https://sms.example.com/send',
      SMS_GATEWAY_TOKEN: 'tok',
      MARKET_HOST_SUFFIX: 'Haat.Example',
      CORS_ORIGINS: 'https://haat.example, https://*.haat.example/',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app@db:5432/haat',
      databasePoolMax: 25,
      jwtSecret: 'p'.repeat(40),
      images: {
        driver: 's3',
        endpoint: 'https://s3.example.com',
        bucket: 'images',
        region: 'auto',
        publicUrl: 'https://cdn.example.com',
      },
      publicApiUrl: 'https://api.example.com',
      sms: { driver: 'http', url: 'https://sms.example.com/send', token: 'tok' },
      marketHostSuffix: 'haat.example',
      corsOrigins: ['https://haat.example', 'https://*.haat.example'],
      trustProxy: 1,
      logLevel: 'warn',
    });
  });

  it('names every bad variable, one line each', () => {
    expect(
      problems({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/haat',
        IMAGE_STORAGE: 'ftp',
        TRUST_PROXY: '-1',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'PORT: must be a whole number between 0 and 65535',
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'IMAGE_STORAGE: must be one of: local, s3',
      'TRUST_PROXY: must be a whole number between 0 and 10',
      'LOG_LEVEL: must be one of: debug, info, warn, error, silent',
    ]);
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    const development = { NODE_ENV: 'development' };
    expect(problems({ ...development, DATABASE_REPLICA_URL: 'postgres://reader@replica/haat' })).toEqual([
      'DATABASE_REPLICA_URL: needs DATABASE_URL (the embedded database has no replicas)',
    ]);
    const primary = { ...development, DATABASE_URL: 'postgres://app@db/haat' };
    expect(problems({ ...primary, DATABASE_REPLICA_URL: 'http://replica' })).toEqual([
      'DATABASE_REPLICA_URL: must be a postgres:// or postgresql:// URL',
    ]);
    expect(problems({ ...primary, DATABASE_REPLICA_URL: 'postgres://reader@replica/haat' })).toEqual([]);
  });

  it('takes a direct URL (PgBouncer in front) only beside a PostgreSQL DATABASE_URL', () => {
    const development = { NODE_ENV: 'development' };
    expect(problems({ ...development, DATABASE_DIRECT_URL: 'postgres://app@db/haat' })).toEqual([
      'DATABASE_DIRECT_URL: needs DATABASE_URL (the embedded database has no pooler)',
    ]);
    const pooled = { ...development, DATABASE_URL: 'postgres://app@pgbouncer:6432/haat' };
    expect(problems({ ...pooled, DATABASE_DIRECT_URL: 'mysql://db' })).toEqual([
      'DATABASE_DIRECT_URL: must be a postgres:// or postgresql:// URL',
    ]);
    expect(problems({ ...pooled, DATABASE_DIRECT_URL: 'postgres://app@db:5432/haat' })).toEqual([]);
  });

  it('requires a strong JWT_SECRET in production and the settings of the chosen drivers', () => {
    const optedIn = { ALLOW_IN_PRODUCTION: 'embedded-database,local-images,log-sms' };
    expect(problems({ NODE_ENV: 'production', ...optedIn })).toEqual([
      'JWT_SECRET: is required in production (at least 32 random characters)',
    ]);
    expect(problems({ NODE_ENV: 'development', JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET: must be at least 32 characters',
    ]);
    expect(
      problems({
        NODE_ENV: 'development',
        JWT_SECRET: 'x'.repeat(32),
        IMAGE_STORAGE: 's3',
        S3_BUCKET: 'b',
        SMS_GATEWAY: 'http',
      }),
    ).toEqual([
      'S3_ENDPOINT: is required when IMAGE_STORAGE=s3',
      'S3_ACCESS_KEY_ID: is required when IMAGE_STORAGE=s3',
      'S3_SECRET_ACCESS_KEY: is required when IMAGE_STORAGE=s3',
      'S3_PUBLIC_URL: is required when IMAGE_STORAGE=s3',
      'SMS_GATEWAY_URL: is required when SMS_GATEWAY=http',
    ]);
  });

  it('configures BulkSMSBD and SSL Wireless with their own endpoints unless told another', () => {
    const development = { NODE_ENV: 'development', DATA_DIR: dataDir };
    expect(
      loadConfig({ ...development, SMS_GATEWAY: 'bulksmsbd', SMS_GATEWAY_TOKEN: 'key', SMS_SENDER_ID: '8809617000000' })
        .sms,
    ).toEqual({
      driver: 'bulksmsbd',
      url: 'https://bulksmsbd.net/api/smsapi',
      apiKey: 'key',
      senderId: '8809617000000',
    });
    expect(
      loadConfig({
        ...development,
        SMS_GATEWAY: 'sslwireless',
        SMS_GATEWAY_URL: 'http://127.0.0.1:9/send-sms/',
        SMS_GATEWAY_TOKEN: 't',
        SMS_SENDER_ID: 'HAAT',
      }).sms,
    ).toEqual({ driver: 'sslwireless', url: 'http://127.0.0.1:9/send-sms', apiToken: 't', sid: 'HAAT' });
    expect(problems({ NODE_ENV: 'development', SMS_GATEWAY: 'sslwireless' })).toEqual([
      'SMS_GATEWAY_TOKEN: is required when SMS_GATEWAY=sslwireless',
      'SMS_SENDER_ID: is required when SMS_GATEWAY=sslwireless',
    ]);
    expect(problems({ NODE_ENV: 'development', SMS_GATEWAY: 'twilio' })).toEqual([
      'SMS_GATEWAY: must be one of: log, http, bulksmsbd, sslwireless',
    ]);
  });

  it('points the couriers at their production APIs unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).couriers).toEqual({
      steadfast: 'https://portal.packzy.com/api/v1',
      pathao: 'https://api-hermes.pathao.com',
      redx: 'https://openapi.redx.com.bd/v1.0.0-beta',
      timeoutMs: 15_000,
      pollMinutes: 60,
    });
    expect(
      loadConfig({
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PATHAO_BASE_URL: 'https://courier-api-sandbox.pathao.com/',
      }).couriers.pathao,
    ).toBe('https://courier-api-sandbox.pathao.com');
    expect(problems({ NODE_ENV: 'development', REDX_BASE_URL: 'sandbox.redx.com.bd' })).toEqual([
      'REDX_BASE_URL: must be an absolute URL such as https://example.com',
    ]);
  });

  it('points the payment gateways at their sandboxes unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).paymentGateways).toEqual({
      bkash: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
      sslcommerz: 'https://sandbox.sslcommerz.com',
    });
    expect(
      loadConfig({
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta/',
        SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com',
      }).paymentGateways,
    ).toEqual({ bkash: 'https://tokenized.pay.bka.sh/v1.2.0-beta', sslcommerz: 'https://securepay.sslcommerz.com' });
    expect(problems({ NODE_ENV: 'development', BKASH_BASE_URL: 'tokenized.pay.bka.sh' })).toEqual([
      'BKASH_BASE_URL: must be an absolute URL such as https://example.com',
    ]);
  });

  it('allows no cross-origin callers in production unless CORS_ORIGINS says so', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ALLOW_IN_PRODUCTION: 'embedded-database,local-images,log-sms',
    };
    expect(loadConfig({ ...production, DATA_DIR: dataDir }).corsOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir }).logLevel).toBe('silent');
  });

  it('runs as in production when NODE_ENV is unset: no development routes, no generated secret', () => {
    expect(problems({})).toEqual([
      'JWT_SECRET: is required in production (at least 32 random characters)',
      'DATABASE_URL: is required in production (or opt in with ALLOW_IN_PRODUCTION=embedded-database)',
      'IMAGE_STORAGE: must be s3 in production (or opt in with ALLOW_IN_PRODUCTION=local-images)',
      'SMS_GATEWAY: must name a real gateway in production (or opt in with ALLOW_IN_PRODUCTION=log-sms)',
    ]);
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      ALLOW_IN_PRODUCTION: 'embedded-database, local-images,log-sms',
      DATA_DIR: dataDir,
    });
    expect(config).toMatchObject({ nodeEnv: 'production', devRoutes: false });
  });

  it('refuses each development setting in production unless it is opted into by name', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(problems({ ...base, ALLOW_IN_PRODUCTION: 'embedded-database,local-images' })).toEqual([
      'SMS_GATEWAY: must name a real gateway in production (or opt in with ALLOW_IN_PRODUCTION=log-sms)',
    ]);
    expect(problems({ ...base, ALLOW_IN_PRODUCTION: 'everything' })).toEqual([
      'ALLOW_IN_PRODUCTION: must list only: embedded-database, local-images, log-sms',
    ]);
    expect(
      problems({
        ...base,
        DATABASE_URL: 'postgres://app@db/haat',
        IMAGE_STORAGE: 's3',
        S3_ENDPOINT: 'https://s3.example',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PUBLIC_URL: 'https://img.example',
        SMS_GATEWAY: 'http',
        SMS_GATEWAY_URL: 'https://sms.example/send',
      }),
    ).toEqual([]);
  });
});

describe('.env.example', () => {
  it('lists every variable the API reads, and none it does not', () => {
    const example = readFileSync(new URL('../../../../../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gmu)].map((match) => match[1]!));
    const read = Object.keys(envSchema.entries);
    expect(
      read.filter((name) => !listed.has(name)),
      'read by the API, missing from .env.example',
    ).toEqual([]);
    // The rest belong to the storefront and admin builds and to deploy/compose.yaml.
    const others = [...listed].filter((name) => !read.includes(name));
    expect(
      others.filter(
        (name) => !/^(VITE_|POSTGRES_)|^(MARKET_HOST|ADMIN_HOST|API_HOST|IMAGES_HOST|ACME_EMAIL)$/u.test(name),
      ),
      'in .env.example, read by nothing',
    ).toEqual([]);
  });
});
