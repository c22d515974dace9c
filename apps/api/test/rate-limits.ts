import { CertificateThrottle } from '../src/platform/http/certificate-throttle.ts';
import { RATE_LIMIT_POLICIES, RateLimit, type RateLimits } from '../src/platform/http/rate-limit.ts';

/**
 * Rate limits too high to reach, for test files that call limited routes many times from one
 * address and are not about rate limiting: `createTestContext({ deps: { rateLimits: unreachableRateLimits() } })`.
 */
export function unreachableRateLimits(trustProxy = 0): RateLimits {
  const rule = { points: 1_000_000, windowSeconds: 60 };
  const entries = Object.keys(RATE_LIMIT_POLICIES).map((name) => [
    name,
    new RateLimit(name, { byAccount: rule, byClient: rule }, trustProxy),
  ]);
  const certificates = new CertificateThrottle({ perMinute: 1_000_000, knownDays: 90 });
  return { ...Object.fromEntries(entries), certificates } as RateLimits;
}
