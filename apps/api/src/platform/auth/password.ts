/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1: 128 MiB and ~0.3 s a
 * hash), off the event loop on threads of the lowest CPU priority (hashing-threads.ts). A pool of slots, one per core but
 * one unless PASSWORD_HASH_CONCURRENCY says otherwise, bounds memory and CPU; logins from clients the
 * account already knows wait ahead of the others (login-guard.ts), so a flood of guesses queues
 * behind the right person, not in front of them.
 * Stored as `$scrypt$v=1$ln=17,r=8,p=1$<salt>$<hash>` (base64url), so parameters can change later.
 */
import { randomBytes, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Semaphore } from '../semaphore.ts';
import { scryptOnHashingThread } from './hashing-threads.ts';

const CURRENT = { ln: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = '$scrypt$v=1$';

/** One slot per core but one, so hashes never take every core from the requests around them. */
export const DEFAULT_HASHING_SLOTS = Math.max(1, availableParallelism() - 1);

/** One more slot that only checks of clients an account knows may use (login-guard.ts). */
const KNOWN_CLIENT_SLOTS = 1;

export let hashingSlots = new Semaphore(DEFAULT_HASHING_SLOTS, KNOWN_CLIENT_SLOTS);

/** Sets the pool's size at start (PASSWORD_HASH_CONCURRENCY). */
export function setHashingConcurrency(slots: number): void {
  hashingSlots = new Semaphore(Math.max(1, slots), KNOWN_CLIENT_SLOTS);
}

interface Params {
  ln: number;
  r: number;
  p: number;
}

function derive(
  password: string,
  salt: Buffer,
  params: Params,
  keyLength: number,
  turn: HashTurn = {},
): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 2 * 128 * N * params.r * params.p };
  return hashingSlots.run(() => scryptOnHashingThread(password.normalize('NFC'), salt, keyLength, options), turn);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, CURRENT, KEY_LENGTH);
  return `${PREFIX}ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash extends Params {
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  if (!stored.startsWith(PREFIX)) return undefined;
  const [params, salt, key] = stored.slice(PREFIX.length).split('$');
  const match = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/u.exec(params ?? '');
  if (!match || !salt || !key) return undefined;
  const [ln, r, p] = match.slice(1).map(Number) as [number, number, number];
  if (ln < 10 || ln > 20 || r < 1 || p < 1) return undefined;
  return { ln, r, p, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash, compared in constant time. Pass `undefined`
 * when no account exists: the same work is done, so timing does not reveal which accounts exist.
 */
/** Where a check waits for a hashing slot: `urgent` (a client the account knows) first, else by `lane` (a shop or an owner) in turn. */
export interface HashTurn {
  urgent?: boolean;
  lane?: string;
}

export async function verifyPassword(
  password: string,
  stored: string | undefined,
  turn: HashTurn = {},
): Promise<boolean> {
  dummyHash ??= hashPassword('not a real password 0');
  const parsed = parse(stored ?? (await dummyHash));
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length, turn);
  return timingSafeEqual(key, parsed.key) && stored !== undefined;
}

/** True when a hash was made with older parameters and should be replaced after a successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.ln !== CURRENT.ln || parsed.r !== CURRENT.r || parsed.p !== CURRENT.p;
}
