/**
 * The API's configuration: the only reader of `process.env` (docs/architecture.md). Every variable is
 * validated at start; a bad value stops the process with one line per problem.
 */
import { createHmac } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { decodeKeyMaterial } from '../crypto/secret-box.ts';
import { readOrCreateSecretFile } from './secret-file.ts';
import {
  BKASH_URL,
  BULKSMSBD_URL,
  META_GRAPH_URL,
  PATHAO_URL,
  REDX_URL,
  SSL_WIRELESS_URL,
  SSLCOMMERZ_URL,
  STEADFAST_URL,
} from './service-urls.ts';

export const nodeEnvs = ['development', 'production', 'test'] as const;
export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];
export type LogLevel = (typeof logLevels)[number];

export const JWT_SECRET_MIN_LENGTH = 32;

/** `log` writes messages to the log (development); the others send them (integrations/sms/create-sms.ts). */
export const SMS_GATEWAYS = ['log', 'http', 'bulksmsbd', 'sslwireless'] as const;

/**
 * Development settings that production refuses unless `ALLOW_IN_PRODUCTION` names each one: the embedded
 * database (no replication, one process), local image storage (one machine's disk) and the log SMS sender
 * (codes written to the log instead of reaching phones).
 */
export const PRODUCTION_OPT_INS = ['embedded-database', 'local-images', 'log-sms'] as const;
export type ProductionOptIn = (typeof PRODUCTION_OPT_INS)[number];

/** Every variable arrives as a string; unset and blank both mean "not configured". */
const optionalString = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value || undefined),
);

const integerVar = (fallback: number, min: number, max: number) =>
  v.pipe(
    optionalString,
    v.transform((value) => (value === undefined ? fallback : /^\d+$/u.test(value) ? Number(value) : Number.NaN)),
    v.safeInteger(`must be a whole number between ${min} and ${max}`),
    v.minValue(min, `must be a whole number between ${min} and ${max}`),
    v.maxValue(max, `must be a whole number between ${min} and ${max}`),
  );

const picklistVar = <const T extends readonly string[]>(options: T, fallback: T[number]) =>
  v.pipe(
    optionalString,
    v.transform((value) => value ?? fallback),
    v.picklist(options, `must be one of: ${options.join(', ')}`),
  );

const URL_MESSAGE = 'must be an absolute URL such as https://example.com';
const urlVar = v.pipe(
  v.string(),
  v.url(URL_MESSAGE),
  v.transform((value) => value.replace(/\/+$/u, '')),
);
const optionalUrl = v.pipe(optionalString, v.union([v.undefined(), urlVar], URL_MESSAGE));

const POSTGRES_URL_MESSAGE = 'must be a postgres:// or postgresql:// URL';
const postgresUrl = v.pipe(
  v.string(),
  v.check((value) => /^postgres(?:ql)?:\/\//u.test(value), POSTGRES_URL_MESSAGE),
);

/** Every variable the API reads: exported so a test can hold .env.example to it. */
export const envSchema = v.object({
  // Unset runs as in production: development (dev routes, generated secrets, log SMS) is asked for by name.
  NODE_ENV: picklistVar(nodeEnvs, 'production'),
  PORT: integerVar(4000, 0, 65_535),
  HOST: v.pipe(
    optionalString,
    v.transform((value) => value ?? '0.0.0.0'),
  ),
  DATABASE_URL: v.pipe(optionalString, v.union([v.undefined(), postgresUrl], POSTGRES_URL_MESSAGE)),
  DATABASE_POOL_MAX: integerVar(10, 1, 1000),
  DATABASE_REPLICA_URL: v.pipe(optionalString, v.union([v.undefined(), postgresUrl], POSTGRES_URL_MESSAGE)),
  DATABASE_DIRECT_URL: v.pipe(optionalString, v.union([v.undefined(), postgresUrl], POSTGRES_URL_MESSAGE)),
  DATA_DIR: v.pipe(
    optionalString,
    v.transform((value) => resolve(value ?? './data')),
  ),
  JWT_SECRET: optionalString,
  CREDENTIALS_KEY: optionalString,
  CREDENTIALS_KEY_PREVIOUS: optionalString,
  IMAGE_STORAGE: picklistVar(['local', 's3'] as const, 'local'),
  IMAGE_DIR: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  PUBLIC_API_URL: optionalUrl,
  STOREFRONT_URL: optionalUrl,
  ADMIN_URL: optionalUrl,
  SMS_GATEWAY: picklistVar(SMS_GATEWAYS, 'log'),
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_TOKEN: optionalString,
  SMS_SENDER_ID: optionalString,
  STEADFAST_BASE_URL: optionalUrl,
  PATHAO_BASE_URL: optionalUrl,
  REDX_BASE_URL: optionalUrl,
  /** How long a courier call may take (ms). */
  COURIER_TIMEOUT_MS: integerVar(15_000, 100, 120_000),
  /** Minutes a booked parcel may go unheard of before the poll asks its courier (0: no poll). */
  COURIER_POLL_MINUTES: integerVar(60, 0, 24 * 60),
  /** bKash Tokenized Checkout and SSLCommerz (default: their sandboxes; production URLs when a shop goes live). */
  BKASH_BASE_URL: optionalUrl,
  SSLCOMMERZ_BASE_URL: optionalUrl,
  /** Meta's Graph API for the Conversions API (a contract server in tests). */
  META_GRAPH_URL: optionalUrl,
  MARKET_HOST_SUFFIX: v.pipe(
    optionalString,
    v.transform((value) => (value ?? 'haat.localhost').toLowerCase()),
    v.regex(/^[a-z0-9.-]+$/u, 'must be a host name such as haat.example'),
  ),
  CORS_ORIGINS: optionalString,
  TRUST_PROXY: integerVar(0, 0, 10),
  SHOP_CACHE_SECONDS: v.pipe(
    optionalString,
    v.union([v.undefined(), integerVar(0, 0, 3600)], 'must be a whole number between 0 and 3600'),
  ),
  METRICS_PORT: integerVar(0, 0, 65_535),
  METRICS_HOST: v.pipe(
    optionalString,
    v.transform((value) => value ?? '127.0.0.1'),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  SENTRY_DSN: optionalUrl,
  LOG_LEVEL: v.pipe(
    optionalString,
    v.union([v.undefined(), v.picklist(logLevels)], `must be one of: ${logLevels.join(', ')}`),
  ),
  OPEN_ORDERS_PER_MOBILE: integerVar(5, 0, 1000),
  PURGE_INTERVAL_MINUTES: integerVar(60, 0, 24 * 60),
  DNS_RESOLVER: optionalString,
  CUSTOM_DOMAIN_TARGET: optionalString,
  DOMAIN_RECHECK_MINUTES: integerVar(360, 0, 7 * 24 * 60),
  SMS_DAILY_CAP_PER_NUMBER: integerVar(5, 1, 1000),
  SMS_DAILY_CAP_PER_SHOP: integerVar(500, 1, 1_000_000),
  SMS_DAILY_CAP_PLATFORM: integerVar(20_000, 1, 100_000_000),
  ALTCHA_HMAC_KEY: optionalString,
  ALTCHA_COST: v.pipe(
    optionalString,
    v.union([v.undefined(), integerVar(0, 1, 1_000_000)], 'must be a whole number between 1 and 1000000'),
  ),
  ALTCHA_MAX_COUNTER: v.pipe(
    optionalString,
    v.union([v.undefined(), integerVar(0, 2, 1_000_000)], 'must be a whole number between 2 and 1000000'),
  ),
  PASSWORD_HASH_CONCURRENCY: integerVar(Math.max(1, availableParallelism() - 1), 1, 64),
  OPEN_ORDERS_PER_CLIENT: v.pipe(
    optionalString,
    v.union([v.undefined(), integerVar(0, 0, 100_000)], 'must be a whole number between 0 and 100000'),
  ),
  ALLOW_IN_PRODUCTION: v.pipe(
    optionalString,
    v.transform((value) =>
      (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
    v.check(
      (names) => names.every((name) => (PRODUCTION_OPT_INS as readonly string[]).includes(name)),
      `must list only: ${PRODUCTION_OPT_INS.join(', ')}`,
    ),
    v.transform((names) => names as ProductionOptIn[]),
  ),
});

type EnvVars = v.InferOutput<typeof envSchema>;

export type ImageStorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      publicUrl: string;
    };

export type SmsConfig =
  | { driver: 'log' }
  | { driver: 'http'; url: string; token: string | undefined }
  | { driver: 'bulksmsbd'; url: string; apiKey: string; senderId: string }
  | { driver: 'sslwireless'; url: string; apiToken: string; sid: string };

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Unset: the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** A read replica the public catalogue reads go to (docs/scaling.md); unset: the primary. */
  databaseReplicaUrl: string | undefined;
  /**
   * PostgreSQL itself when `databaseUrl` is PgBouncer in transaction mode: LISTEN/NOTIFY, the migration lock and the
   * job queue connect here (docs/scaling.md). Unset: `databaseUrl`.
   */
  databaseDirectUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  jwtSecret: string;
  /**
   * Seals the credentials shops store (platform/crypto/secret-box.ts): the current key and the keys of before a
   * rotation. Generated in development; undefined in production until CREDENTIALS_KEY is set.
   */
  credentialsKeys: { current: string; previous: string[] } | undefined;
  images: ImageStorageConfig;
  /** The API's public origin, for absolute image URLs. */
  publicApiUrl: string;
  /** Where the storefront and the admin are served (links printed by `start:demo`). */
  storefrontUrl: string;
  adminUrl: string;
  sms: SmsConfig;
  /** The couriers' API base URLs (production by default; a sandbox or a contract server otherwise). */
  couriers: {
    steadfast: string;
    pathao: string;
    redx: string;
    timeoutMs: number;
    /** Minutes a booked parcel may go unheard of before the poll asks its courier; also the poll's period (0: off). */
    pollMinutes: number;
  };
  /** The payment gateways' API base URLs (their sandboxes by default; production or a contract server otherwise). */
  paymentGateways: {
    bkash: string;
    sslcommerz: string;
  };
  /** Meta's Graph API base URL (the Conversions API's events go to `{url}/{pixel id}/events`). */
  metaGraphUrl: string;
  marketHostSuffix: string;
  /** Allowed browser origins: exact origins, `https://*.example.com` wildcards, or `*`. */
  corsOrigins: string[];
  /** How many reverse proxies in front of the API may append to X-Forwarded-For. */
  trustProxy: number;
  logLevel: LogLevel;
  /** How long a shop lookup answer is reused (0: never; tests default to 0). */
  shopCacheSeconds: number;
  /** Orders not yet sent (pending, accepted, processing) one number / one client address may have in a shop; 0: no limit. */
  openOrders: { perMobile: number; perClient: number };
  /** Custom domains: the resolvers that check their DNS proof, the CNAME target, and how often verified ones are re-checked. */
  domains: { resolvers: string[]; cnameTarget: string; recheckMinutes: number };
  /** One-time-code SMS a day: per destination number (all shops), per shop, and for the platform. */
  smsCaps: { perNumber: number; perShop: number; platform: number };
  /**
   * The proof of work (ALTCHA) an anonymous caller solves before a code SMS is spent (platform/auth/proof-of-work.ts):
   * the HMAC key that signs challenges, PBKDF2 iterations per try and the largest counter (a solver tries half to all of it).
   */
  proofOfWork: { hmacKey: string; cost: number; maxCounter: number };
  /** Password hashes run at once (scrypt, 128 MiB each); one per core but one by default. */
  passwordHashConcurrency: number;
  /** How often expired sessions, codes and idempotency keys are deleted (0: never). */
  purgeIntervalMinutes: number;
  /** `/api/dev/*` (what the log SMS sender sent): only in development and test, both asked for by name. */
  devRoutes: boolean;
  /** Prometheus `/metrics` on its own port (0: off), never the public one. */
  metrics: { port: number; host: string };
  /** OTLP/HTTP endpoint spans go to (undefined: tracing off). */
  otlpEndpoint: string | undefined;
  /** Where unexpected errors are reported (undefined: nowhere but the log). */
  sentryDsn: string | undefined;
}

/** A configuration that cannot start: `problems` has one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Source = Record<string, string | undefined>;

/** Validates the environment (default: process.env) into a Config; throws ConfigError. */
export function loadConfig(source: Source = process.env): Config {
  const present = Object.fromEntries(Object.keys(envSchema.entries).map((name) => [name, source[name] ?? '']));
  const result = v.safeParse(envSchema, present, { abortPipeEarly: true });
  if (!result.success) {
    throw new ConfigError(result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`));
  }
  const vars = result.output;
  const problems: string[] = [];
  const jwt = jwtSecret(vars, problems);
  const config: Config = {
    nodeEnv: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    databaseReplicaUrl: vars.DATABASE_REPLICA_URL,
    databaseDirectUrl: vars.DATABASE_DIRECT_URL,
    databasePoolMax: vars.DATABASE_POOL_MAX,
    dataDir: vars.DATA_DIR,
    jwtSecret: jwt,
    credentialsKeys: credentialsKeys(vars, problems),
    images: imageStorage(vars, problems),
    publicApiUrl: vars.PUBLIC_API_URL ?? `http://localhost:${vars.PORT}`,
    storefrontUrl: vars.STOREFRONT_URL ?? 'http://localhost:3000',
    adminUrl: vars.ADMIN_URL ?? 'http://localhost:3001',
    sms: smsGateway(vars, problems),
    couriers: {
      steadfast: vars.STEADFAST_BASE_URL ?? STEADFAST_URL,
      pathao: vars.PATHAO_BASE_URL ?? PATHAO_URL,
      redx: vars.REDX_BASE_URL ?? REDX_URL,
      timeoutMs: vars.COURIER_TIMEOUT_MS,
      pollMinutes: vars.COURIER_POLL_MINUTES,
    },
    paymentGateways: {
      bkash: (vars.BKASH_BASE_URL ?? BKASH_URL).replace(/\/+$/u, ''),
      sslcommerz: (vars.SSLCOMMERZ_BASE_URL ?? SSLCOMMERZ_URL).replace(/\/+$/u, ''),
    },
    metaGraphUrl: (vars.META_GRAPH_URL ?? META_GRAPH_URL).replace(/\/+$/u, ''),
    marketHostSuffix: vars.MARKET_HOST_SUFFIX,
    corsOrigins: corsOrigins(vars),
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    // Tests read what they just wrote unless they ask for the cache.
    shopCacheSeconds: vars.SHOP_CACHE_SECONDS ?? (vars.NODE_ENV === 'test' ? 0 : 10),
    // Tests place many orders from 127.0.0.1 unless they ask for the limit.
    openOrders: {
      perMobile: vars.OPEN_ORDERS_PER_MOBILE,
      perClient: vars.OPEN_ORDERS_PER_CLIENT ?? (vars.NODE_ENV === 'test' ? 0 : 20),
    },
    domains: {
      resolvers: (vars.DNS_RESOLVER ?? '')
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
      cnameTarget: (vars.CUSTOM_DOMAIN_TARGET ?? `shops.${vars.MARKET_HOST_SUFFIX}`).toLowerCase(),
      recheckMinutes: vars.DOMAIN_RECHECK_MINUTES,
    },
    smsCaps: {
      perNumber: vars.SMS_DAILY_CAP_PER_NUMBER,
      perShop: vars.SMS_DAILY_CAP_PER_SHOP,
      platform: vars.SMS_DAILY_CAP_PLATFORM,
    },
    proofOfWork: proofOfWork(vars, jwt),
    passwordHashConcurrency: vars.PASSWORD_HASH_CONCURRENCY,
    purgeIntervalMinutes: vars.PURGE_INTERVAL_MINUTES,
    // Asked for by name only: a test server or a staging copy run with NODE_ENV=test serves no one's codes.
    devRoutes: vars.NODE_ENV === 'development',
    metrics: { port: vars.METRICS_PORT, host: vars.METRICS_HOST },
    otlpEndpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT,
    sentryDsn: vars.SENTRY_DSN,
  };
  if (vars.DATABASE_DIRECT_URL !== undefined && vars.DATABASE_URL === undefined) {
    problems.push('DATABASE_DIRECT_URL: needs DATABASE_URL (the embedded database has no pooler)');
  }
  if (vars.DATABASE_REPLICA_URL !== undefined && vars.DATABASE_URL === undefined) {
    problems.push('DATABASE_REPLICA_URL: needs DATABASE_URL (the embedded database has no replicas)');
  }
  if (vars.NODE_ENV === 'production') problems.push(...productionRefusals(config, vars.ALLOW_IN_PRODUCTION));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The development settings a production configuration uses without naming them in ALLOW_IN_PRODUCTION. */
function productionRefusals(config: Config, allowed: readonly ProductionOptIn[]): string[] {
  const used: [ProductionOptIn, boolean, string][] = [
    ['embedded-database', config.databaseUrl === undefined, 'DATABASE_URL: is required in production'],
    ['local-images', config.images.driver === 'local', 'IMAGE_STORAGE: must be s3 in production'],
    ['log-sms', config.sms.driver === 'log', 'SMS_GATEWAY: must name a real gateway in production'],
  ];
  return used
    .filter(([name, inUse]) => inUse && !allowed.includes(name))
    .map(([name, , problem]) => `${problem} (or opt in with ALLOW_IN_PRODUCTION=${name})`);
}

/** Where the data lives, for commands that need nothing else (backup and restore of the embedded database). */
export function loadStorageDirs(source: Source = process.env): { dataDir: string; databaseUrl: string | undefined } {
  return {
    dataDir: resolve(source['DATA_DIR']?.trim() || './data'),
    databaseUrl: source['DATABASE_URL']?.trim() || undefined,
  };
}

/** For the entry point: a bad configuration prints one line per problem and exits with 1. */
export function loadConfigOrExit(source: Source = process.env): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const hint = source['NODE_ENV']
      ? ''
      : 'NODE_ENV is unset, so the API runs as in production; set NODE_ENV=development to work locally.\n';
    process.stderr.write(`Invalid configuration:\n${error.problems.map((line) => `  ${line}\n`).join('')}${hint}`);
    process.exit(1);
  }
}

/** Defaults: about a second on a mid-range phone; tests solve in a few iterations unless they ask for more. */
function proofOfWork(vars: EnvVars, jwt: string): Config['proofOfWork'] {
  const test = vars.NODE_ENV === 'test';
  return {
    // Unset: derived from the JWT secret under its own label, so no deployment needs a new secret to start.
    hmacKey: vars.ALTCHA_HMAC_KEY ?? createHmac('sha256', jwt).update('haat:altcha-hmac-key').digest('hex'),
    cost: vars.ALTCHA_COST ?? (test ? 1 : 1000),
    maxCounter: vars.ALTCHA_MAX_COUNTER ?? (test ? 10 : 600),
  };
}

function jwtSecret(vars: EnvVars, problems: string[]): string {
  const secret = vars.JWT_SECRET;
  if (secret !== undefined) {
    if (secret.length < JWT_SECRET_MIN_LENGTH)
      problems.push(`JWT_SECRET: must be at least ${JWT_SECRET_MIN_LENGTH} characters`);
    return secret;
  }
  if (vars.NODE_ENV === 'production') {
    problems.push(`JWT_SECRET: is required in production (at least ${JWT_SECRET_MIN_LENGTH} random characters)`);
    return '';
  }
  // Development: generated once, kept beside the embedded database so tokens survive restarts.
  return readOrCreateSecretFile(resolve(vars.DATA_DIR, 'jwt-secret'));
}

function credentialsKeys(vars: EnvVars, problems: string[]): Config['credentialsKeys'] {
  const previous = (vars.CREDENTIALS_KEY_PREVIOUS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const invalid = (key: string) => decodeKeyMaterial(key) === undefined;
  const shape = 'must be at least 32 random bytes, written as 64 hex digits or in base64';
  if (vars.CREDENTIALS_KEY !== undefined && invalid(vars.CREDENTIALS_KEY)) problems.push(`CREDENTIALS_KEY: ${shape}`);
  if (previous.some(invalid)) problems.push(`CREDENTIALS_KEY_PREVIOUS: each key ${shape}`);
  if (vars.CREDENTIALS_KEY !== undefined) return { current: vars.CREDENTIALS_KEY, previous };
  if (previous.length > 0)
    problems.push('CREDENTIALS_KEY_PREVIOUS: needs CREDENTIALS_KEY (the key that seals new values)');
  // Production starts without it until stored credentials ship (decision 81); sealing then refuses.
  if (vars.NODE_ENV === 'production') return undefined;
  // Development: generated once beside the embedded database, like the JWT secret.
  return { current: readOrCreateSecretFile(resolve(vars.DATA_DIR, 'credentials-key')), previous };
}

function imageStorage(vars: EnvVars, problems: string[]): ImageStorageConfig {
  if (vars.IMAGE_STORAGE === 'local') {
    return { driver: 'local', dir: resolve(vars.IMAGE_DIR ?? resolve(vars.DATA_DIR, 'images')) };
  }
  const required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;
  for (const name of required) {
    if (vars[name] === undefined) problems.push(`${name}: is required when IMAGE_STORAGE=s3`);
  }
  return {
    driver: 's3',
    endpoint: vars.S3_ENDPOINT ?? '',
    bucket: vars.S3_BUCKET ?? '',
    region: vars.S3_REGION ?? 'auto',
    accessKeyId: vars.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: vars.S3_SECRET_ACCESS_KEY ?? '',
    publicUrl: vars.S3_PUBLIC_URL ?? '',
  };
}

function smsGateway(vars: EnvVars, problems: string[]): SmsConfig {
  const gateway = vars.SMS_GATEWAY;
  if (gateway === 'log') return { driver: 'log' };
  if (gateway === 'http') {
    if (vars.SMS_GATEWAY_URL === undefined) problems.push('SMS_GATEWAY_URL: is required when SMS_GATEWAY=http');
    return { driver: 'http', url: vars.SMS_GATEWAY_URL ?? '', token: vars.SMS_GATEWAY_TOKEN };
  }
  // BulkSMSBD and SSL Wireless: their own endpoint unless SMS_GATEWAY_URL names another (a sandbox, a contract server).
  if (vars.SMS_GATEWAY_TOKEN === undefined) problems.push(`SMS_GATEWAY_TOKEN: is required when SMS_GATEWAY=${gateway}`);
  if (vars.SMS_SENDER_ID === undefined) problems.push(`SMS_SENDER_ID: is required when SMS_GATEWAY=${gateway}`);
  const token = vars.SMS_GATEWAY_TOKEN ?? '';
  const sender = vars.SMS_SENDER_ID ?? '';
  return gateway === 'bulksmsbd'
    ? { driver: 'bulksmsbd', url: vars.SMS_GATEWAY_URL ?? BULKSMSBD_URL, apiKey: token, senderId: sender }
    : { driver: 'sslwireless', url: vars.SMS_GATEWAY_URL ?? SSL_WIRELESS_URL, apiToken: token, sid: sender };
}

/** Development without CORS_ORIGINS allows any localhost origin (the Vite dev servers). */
export const DEVELOPMENT_CORS_ORIGINS = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://*.localhost:*',
  'http://localhost',
  'http://*.localhost',
];

function corsOrigins(vars: EnvVars): string[] {
  if (vars.CORS_ORIGINS !== undefined) {
    return vars.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/u, ''))
      .filter(Boolean);
  }
  return vars.NODE_ENV === 'production' ? [] : DEVELOPMENT_CORS_ORIGINS;
}
