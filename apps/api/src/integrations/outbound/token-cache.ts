/**
 * Access tokens of a service that issues them (Pathao's OAuth grant, bKash's token grant), kept per set of
 * credentials for the life of the process: a token is issued once and used until shortly before it expires,
 * then renewed with its refresh token, or issued afresh when that fails. Concurrent callers of one key share
 * one issuance. Tokens live only in memory: a restart issues new ones (decision 235).
 */
import { createHash } from 'node:crypto';

export interface CachedToken {
  accessToken: string;
  refreshToken: string | undefined;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** A token is renewed this long before it expires. */
const RENEW_MARGIN_MS = 5 * 60 * 1000;

export class TokenCache {
  readonly #tokens = new Map<string, CachedToken>();
  readonly #pending = new Map<string, Promise<CachedToken>>();

  constructor(readonly now: () => number = Date.now) {}

  /** The key for a set of credentials: a digest, so the map holds no secret in the clear. */
  static key(parts: readonly string[]): string {
    return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
  }

  /** A token still good for a while, if one is kept. */
  fresh(key: string): CachedToken | undefined {
    const token = this.#tokens.get(key);
    return token && token.expiresAt - RENEW_MARGIN_MS > this.now() ? token : undefined;
  }

  /** The kept token, fresh or not (its refresh token may still renew it). */
  kept(key: string): CachedToken | undefined {
    return this.#tokens.get(key);
  }

  /** Runs `issue` once for concurrent callers of one key and keeps what it gives. */
  async renew(key: string, issue: () => Promise<CachedToken>): Promise<CachedToken> {
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const promise = issue()
      .then((token) => {
        this.#tokens.set(key, token);
        return token;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, promise);
    return promise;
  }

  forget(key: string): void {
    this.#tokens.delete(key);
  }
}
