/**
 * Who may try a password, and how fast. Knowing an owner's public mobile number must give an
 * attacker nothing, so wrong passwords never lock an account:
 * - failures count per (account, client address): one address gets 5 tries at an account per 15 min,
 *   and 30 tries in all (the `login` rate limit);
 * - a client that signed in to the account before (its address, remembered 30 days) is "known": its
 *   check is never held back, and it has a hashing slot of its own above the pool (password.ts), so it
 *   never waits behind a flood;
 * - unknown clients wait for a hashing slot in a lane per shop (customers) or per owner account, and
 *   lanes take turns (semaphore.ts): a flood on one shop delays another shop's login by at most one
 *   hash. A lane holds at most LANE_CHECKS checks, and once an account (or a shop's customer logins) has
 *   had many failures, one unknown check at a time there, followed by a pause of nine times as long as it
 *   took (at least a second from its start): a flood's hashes then take at most a tenth of a core however
 *   slow a hash is on a busy machine, and its guesses slow to one a second or fewer. Beyond that: 429 with
 *   a Retry-After of the pause left, so a flood slows the attacker, and never locks the account.
 * The rate limits it builds on are counted in the database, for all API instances together. Its own state
 * is each instance's: the lanes share out that instance's CPU, the failure counts that put an account on
 * alert narrow that instance's lanes (reading a shared count on every attempt would put a database round
 * trip before each refusal of a flood), and being known only spares a client the lanes' wait, it lifts no limit.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { clientAddress } from '../http/client-address.ts';
import { HttpError } from '../http/errors.ts';
import { TOO_MANY_ATTEMPTS } from '../http/rate-limit.ts';
import type { HashTurn } from './password.ts';

const MINUTE = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Failures that put an account, or a shop's customer logins, on alert. */
export const ACCOUNT_ALERT_FAILURES = 10;
export const SHOP_ALERT_FAILURES = 10;
/** Unknown clients' checks one shop (or one owner account) may have waiting or running at once. */
export const LANE_CHECKS = 4;
/** Once on alert, an account's (or a shop's customer logins') unknown clients get one check per this many ms at most. */
export const ALERTED_CHECK_INTERVAL_MS = 1_000;
/**
 * ... and their checks may take this share of the time at most: after each one, a pause nine times as long as it
 * took. A hash at the lowest priority on a busy machine takes about a second, not 0.3 s, and at one check a second a
 * flood then kept a core hashing throughout (decisions 203, 206).
 */
export const ALERTED_HASHING_SHARE = 0.1;

export interface LoginScope {
  /** The account tried, e.g. `7:01711000001` (shop and mobile) or `owner:01711000001`. */
  account: string;
  /** The shop whose customer logins this is, if any. */
  shopId?: number;
}

export interface LoginTicket {
  /** Where the check waits for a hashing slot (pass to verifyPassword). */
  turn: HashTurn;
  /** Call once the password was checked: right, wrong, or neither (e.g. the account has no shop). */
  settle(outcome: 'right' | 'wrong' | 'other'): Promise<void>;
}

export class LoginGuard {
  readonly #failures = new RateLimiterMemory({ keyPrefix: 'login-failures', points: 1_000_000, duration: 15 * MINUTE });
  readonly #knownClients = new LRUCache<string, true>({ max: 200_000, ttl: 30 * DAY_MS });
  /** Unknown clients' checks in flight (or queued for the hash) per lane. */
  readonly #inFlight = new Map<string, number>();
  /** When each alerted scope may admit its next unknown client's check (epoch ms). */
  readonly #nextAlertedCheck = new LRUCache<string, number>({ max: 100_000 });

  constructor(readonly trustProxy: number) {}

  /** Admits one password check, or throws 429 (with Retry-After). */
  async admit(c: Context, scope: LoginScope): Promise<LoginTicket> {
    const client = clientAddress(c, this.trustProxy);
    const known = this.#knownClients.has(`${scope.account}|${client}`);
    const lane = scope.shopId === undefined ? `owner:${scope.account}` : `shop:${scope.shopId}`;
    const held: string[] = [];
    let alerted: string[] = [];
    let admittedAt = 0;
    if (!known) {
      const lanes: [string, number][] = [[lane, LANE_CHECKS]];
      alerted = await this.#alertedScopes(scope);
      for (const alertedLane of alerted) lanes.push([alertedLane, 1]);
      if (lanes.some(([lane, capacity]) => (this.#inFlight.get(lane) ?? 0) >= capacity)) throw slowDown(1_000);
      const now = Date.now();
      const resumes = Math.max(0, ...alerted.map((alertedLane) => this.#nextAlertedCheck.get(alertedLane) ?? 0));
      if (resumes > now) throw slowDown(resumes - now);
      for (const alertedLane of alerted) this.#nextAlertedCheck.set(alertedLane, now + ALERTED_CHECK_INTERVAL_MS);
      admittedAt = now;
      for (const [lane] of lanes) {
        this.#inFlight.set(lane, (this.#inFlight.get(lane) ?? 0) + 1);
        held.push(lane);
      }
    }
    let settled = false;
    return {
      turn: { urgent: known, lane },
      settle: async (outcome) => {
        if (settled) return;
        settled = true;
        for (const lane of held) {
          const left = (this.#inFlight.get(lane) ?? 1) - 1;
          if (left > 0) this.#inFlight.set(lane, left);
          else this.#inFlight.delete(lane);
        }
        const settledAt = Date.now();
        const pause = ((settledAt - admittedAt) * (1 - ALERTED_HASHING_SHARE)) / ALERTED_HASHING_SHARE;
        for (const alertedLane of alerted) {
          const next = Math.max(this.#nextAlertedCheck.get(alertedLane) ?? 0, settledAt + pause);
          this.#nextAlertedCheck.set(alertedLane, next);
        }
        if (outcome === 'right') this.#knownClients.set(`${scope.account}|${client}`, true);
        if (outcome !== 'wrong') return;
        await this.#failures.penalty(`account:${scope.account}`, 1);
        if (scope.shopId !== undefined) await this.#failures.penalty(`shop:${scope.shopId}`, 1);
      },
    };
  }

  async #alertedScopes(scope: LoginScope): Promise<string[]> {
    const failures = async (key: string) => (await this.#failures.get(key))?.consumedPoints ?? 0;
    const alerted: string[] = [];
    if ((await failures(`account:${scope.account}`)) >= ACCOUNT_ALERT_FAILURES)
      alerted.push(`account:${scope.account}`);
    if (scope.shopId !== undefined && (await failures(`shop:${scope.shopId}`)) >= SHOP_ALERT_FAILURES)
      alerted.push(`alert:shop:${scope.shopId}`);
    return alerted;
  }
}

const slowDown = (waitMs: number) =>
  new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) });

/**
 * Runs one password check under the guard: the guard's lanes first (in memory: a flood's refusals cost no
 * database round trip), then the `login` rate limit (per account and address, and per address, shared by
 * every instance); a success clears that address's tries at the account.
 */
export async function guardedLogin<T>(
  c: Context<AppEnv>,
  scope: LoginScope,
  check: (ticket: LoginTicket) => Promise<T>,
): Promise<T> {
  const limits = c.get('rateLimits');
  const guard = c.get('loginGuard');
  const pair = `${scope.account}|${clientAddress(c, guard.trustProxy)}`;
  const ticket = await guard.admit(c, scope);
  try {
    await limits.login.consume(c, pair);
  } catch (error) {
    await ticket.settle('other');
    throw error;
  }
  try {
    const result = await check(ticket);
    await ticket.settle('right');
    await limits.login.resetAccount(pair);
    return result;
  } catch (error) {
    await ticket.settle(error instanceof HttpError && error.status === 401 ? 'wrong' : 'other');
    throw error;
  }
}
