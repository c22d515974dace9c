/**
 * Rate limits on sensitive calls (login, registration, OTP, reset, orders, chat, tracking), counted both
 * per account (e.g. shop + mobile) and per client address. On PostgreSQL they are counted in the database
 * (rate_limit_counters, through rate-limiter-flexible's Drizzle store), so every API instance counts against
 * the same budget; the embedded database serves one process, whose memory is then the one place that counts.
 */
import type { Context } from 'hono';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimitCounters } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { CERTIFICATE_THROTTLE, CertificateThrottle, type CertificateThrottleRule } from './certificate-throttle.ts';
import { clientAddress, clientNetwork } from './client-address.ts';
import { HttpError } from './errors.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again later';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
}

export interface RateLimitPolicy {
  byAccount: RateLimitRule;
  byClient: RateLimitRule;
  /** Attempts from one network range (/24 IPv4, /48 IPv6: clientNetwork), for calls that send an SMS. */
  byNetwork?: RateLimitRule;
  /**
   * Attempts on one shop from any client and account (registrations): a flood spread over many
   * addresses and numbers gets 429 before it reaches the costly password hash, so one shop's flood
   * does not take the CPU (and, scrypt being memory-hard, the memory bandwidth) from other shops.
   */
  byShop?: RateLimitRule;
}

/** A counter of `rule` under `keyPrefix`: in PostgreSQL when `db` is given, otherwise in this process's memory. */
function counter(keyPrefix: string, rule: RateLimitRule, db: Database | undefined): RateLimiterAbstract {
  const options = { keyPrefix, points: rule.points, duration: rule.windowSeconds };
  // Expired rows are deleted by the purge job, not by a timer in every limiter of every instance.
  return db
    ? new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimitCounters, clearExpiredByTimeout: false })
    : new RateLimiterMemory(options);
}

export class RateLimit {
  readonly #byAccount: RateLimiterAbstract;
  readonly #byClient: RateLimiterAbstract;
  readonly #byNetwork: RateLimiterAbstract | undefined;
  readonly #byShop: RateLimiterAbstract | undefined;

  constructor(
    readonly name: string,
    policy: RateLimitPolicy,
    readonly trustProxy: number,
    db?: Database,
  ) {
    this.#byAccount = counter(`${name}:account`, policy.byAccount, db);
    this.#byClient = counter(`${name}:client`, policy.byClient, db);
    this.#byNetwork = policy.byNetwork ? counter(`${name}:network`, policy.byNetwork, db) : undefined;
    this.#byShop = policy.byShop ? counter(`${name}:shop`, policy.byShop, db) : undefined;
  }

  /**
   * Counts one attempt for the request's client address (and its network range, when the policy has a
   * rule for it) and, when given, for the account; then,
   * when the policy has a per-shop rule and `shopId` is given, for the shop. The shop counts only
   * attempts the other limits let through, so one address cannot spend a shop's budget alone.
   * Over a limit: throws 429 with Retry-After (seconds).
   */
  async consume(c: Context, account?: string, shopId?: number): Promise<void> {
    const byShop = shopId === undefined ? undefined : this.#byShop;
    const shopKey = String(shopId);
    if (byShop) {
      // A shop whose budget is spent refuses at once: a flood from many addresses then costs no
      // per-address or per-account record (each kept for the whole window).
      const spent = await byShop.get(shopKey);
      if (spent && spent.remainingPoints <= 0) throw tooMany([spent]);
    }
    const address = clientAddress(c, this.trustProxy);
    const attempts = [this.#byClient.consume(address)];
    if (this.#byNetwork) attempts.push(this.#byNetwork.consume(clientNetwork(address)));
    if (account !== undefined) attempts.push(this.#byAccount.consume(account));
    const results = await Promise.allSettled(attempts);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    // A store that failed (the database is down) is not a refusal: that error goes on (503).
    const failure = refused.find((reason) => !(reason instanceof RateLimiterRes));
    if (failure !== undefined) throw failure as Error;
    if (refused.length > 0) throw tooMany(refused as RateLimiterRes[]);
    if (!byShop) return;
    try {
      await byShop.consume(shopKey);
    } catch (reason) {
      if (!(reason instanceof RateLimiterRes)) throw reason;
      throw tooMany([reason]);
    }
  }

  /** Forgets an account's attempts (e.g. after a successful login). */
  async resetAccount(account: string): Promise<void> {
    await this.#byAccount.delete(account);
  }
}

function tooMany(refusals: RateLimiterRes[]): HttpError {
  const waitMs = Math.max(...refusals.map((reason) => reason.msBeforeNext));
  return new HttpError(429, TOO_MANY_ATTEMPTS, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}

const minutes = (n: number) => n * 60;

/** The policies in force; each call site picks one by name. */
export const RATE_LIMIT_POLICIES = {
  /** Password checks; `account` is (account, client address), so nobody can spend another address's tries (login-guard.ts). */
  login: {
    byAccount: { points: 5, windowSeconds: minutes(15) },
    byClient: { points: 30, windowSeconds: minutes(15) },
  },
  register: {
    byAccount: { points: 5, windowSeconds: minutes(60) },
    byClient: { points: 10, windowSeconds: minutes(60) },
    // Every new account costs a password hash: a flood from many addresses into one shop stops here.
    byShop: { points: 30, windowSeconds: 60 },
  },
  /** Codes by SMS to an account or a shopper (reset, tracking, checkout); a range holds many shoppers behind a NAT. */
  otp: {
    byAccount: { points: 3, windowSeconds: minutes(15) },
    byClient: { points: 10, windowSeconds: minutes(15) },
    byNetwork: { points: 40, windowSeconds: minutes(15) },
  },
  /** Sign-up codes: a shop's new customers may share an address (a family, a mobile network's NAT). */
  registerCode: {
    byAccount: { points: 3, windowSeconds: minutes(15) },
    byClient: { points: 30, windowSeconds: minutes(60) },
    byNetwork: { points: 90, windowSeconds: minutes(60) },
  },
  reset: {
    byAccount: { points: 10, windowSeconds: minutes(15) },
    byClient: { points: 30, windowSeconds: minutes(15) },
  },
  /**
   * The sign-up form's live check of a shop address, per client address only (no account yet): generous for a
   * person typing (one check per pause), a wall for a script walking through names.
   */
  slugCheck: {
    byAccount: { points: 120, windowSeconds: minutes(15) },
    byClient: { points: 120, windowSeconds: minutes(15) },
  },
  /** DNS checks of a shop's own domain, per shop (each asks the resolvers). */
  domainCheck: {
    byAccount: { points: 20, windowSeconds: minutes(15) },
    byClient: { points: 60, windowSeconds: minutes(15) },
  },
  /** Order placement, per client address (hoarding and floods). */
  order: {
    byAccount: { points: 30, windowSeconds: minutes(10) },
    byClient: { points: 30, windowSeconds: minutes(10) },
  },
  /** Chat messages, per customer and per client address. */
  chat: { byAccount: { points: 20, windowSeconds: 60 }, byClient: { points: 60, windowSeconds: 60 } },
  /** Checkout's discount preview: per client address, and per shop and code when a code is typed (decision 221). */
  discountPreview: {
    byAccount: { points: 60, windowSeconds: minutes(10) },
    byClient: { points: 120, windowSeconds: minutes(10) },
  },
  /** Order tracking by code or mobile (against enumeration); counted per client address only. */
  track: {
    byAccount: { points: 60, windowSeconds: minutes(15) },
    byClient: { points: 60, windowSeconds: minutes(15) },
  },
} satisfies Record<string, RateLimitPolicy>;

/** Other rules for some policies (tests that need a small budget or a window that outlasts a slow machine). */
export type RateLimitOverrides = Partial<Record<keyof typeof RATE_LIMIT_POLICIES, RateLimitPolicy>> & {
  certificates?: CertificateThrottleRule;
};

export type RateLimits = { [K in keyof typeof RATE_LIMIT_POLICIES]: RateLimit } & {
  /** New certificates the edge may ask for (the `domain-allowed` ask). */
  certificates: CertificateThrottle;
};

/**
 * The limits in force, counted in `shared` (the PostgreSQL database all instances use) or, without it, in this
 * process (the embedded database: one process). Each app or test file starts with clean counters.
 */
export function createRateLimits(
  trustProxy: number,
  shared: Database | undefined,
  overrides: RateLimitOverrides = {},
): RateLimits {
  const { certificates = CERTIFICATE_THROTTLE, ...policyOverrides } = overrides;
  const policies = { ...RATE_LIMIT_POLICIES, ...policyOverrides };
  const entries = Object.entries(policies).map(([name, policy]) => [
    name,
    new RateLimit(name, policy, trustProxy, shared),
  ]);
  return { ...Object.fromEntries(entries), certificates: new CertificateThrottle(certificates, shared) } as RateLimits;
}
