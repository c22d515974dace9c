/**
 * How many new certificates the edge may ask for (docs/edge.md): Caddy asks `domain-allowed` before it issues an
 * on-demand certificate and before it loads one from its storage, and current Caddy has no issuance rate limit of
 * its own (its `interval`/`burst` options were removed in 2.9). So the API answers "allowed" for at most
 * `perMinute` domains it has not allowed in the last `knownDays` a minute; a domain it allowed lately (its
 * certificate is in Caddy's storage, or being renewed) is allowed at once, so a restarted edge loads every shop's
 * certificate without waiting. Counted in PostgreSQL (rate_limit_counters) when given, so every API instance
 * answers from the same budget; in this process's memory otherwise.
 */
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { LRUCache } from 'lru-cache';
import { rateLimitCounters } from '../db/schema.ts';
import type { Database } from '../db/types.ts';

export interface CertificateThrottleRule {
  /** New domains allowed a minute, all instances together. */
  perMinute: number;
  /** How long an allowed domain stays known (longer than a certificate's 90 days' renewal at 60). */
  knownDays: number;
}

/** Let's Encrypt allows 300 new orders per account per 3 hours; 10 a minute stays well within, as before (2.6's burst). */
export const CERTIFICATE_THROTTLE: CertificateThrottleRule = { perMinute: 10, knownDays: 90 };

function limiter(keyPrefix: string, points: number, duration: number, db: Database | undefined): RateLimiterAbstract {
  const options = { keyPrefix, points, duration };
  return db
    ? new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimitCounters, clearExpiredByTimeout: false })
    : new RateLimiterMemory(options);
}

/** The known domains in this process: a memory limiter's timers cannot span 90 days (setTimeout's limit is 24.8). */
function knownInMemory(days: number) {
  const known = new LRUCache<string, true>({ max: 100_000, ttl: days * 24 * 60 * 60 * 1000 });
  return {
    get: (hostname: string) => Promise.resolve(known.get(hostname) ?? null),
    consume: (hostname: string) => Promise.resolve(void known.set(hostname, true)),
  };
}

export class CertificateThrottle {
  readonly #new: RateLimiterAbstract;
  readonly #known: Pick<RateLimiterAbstract, 'get' | 'consume'> | ReturnType<typeof knownInMemory>;

  constructor(rule: CertificateThrottleRule = CERTIFICATE_THROTTLE, db?: Database) {
    this.#new = limiter('certificate:new', rule.perMinute, 60, db);
    this.#known = db
      ? limiter('certificate:known', Number.MAX_SAFE_INTEGER, rule.knownDays * 24 * 60 * 60, db)
      : knownInMemory(rule.knownDays);
  }

  /** Whether the edge may get (or load) a certificate for `hostname`, a domain the API allows, now. */
  async allow(hostname: string): Promise<boolean> {
    if (await this.#known.get(hostname)) return true;
    try {
      await this.#new.consume('all');
    } catch (reason) {
      if (reason instanceof RateLimiterRes) return false;
      throw reason;
    }
    await this.#known.consume(hostname);
    return true;
  }
}
