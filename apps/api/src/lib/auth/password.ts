/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1: 128 MiB and ~0.3 s a
 * hash). At most two hashes run at once, so a burst of logins cannot exhaust memory, and never one
 * per core, so a burst cannot take the CPU from every other request (one at a time on 2 cores).
 * Stored as `$scrypt$v=1$ln=17,r=8,p=1$<salt>$<hash>` (base64url), so parameters can change later.
 */
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Semaphore } from '../semaphore.ts';

const CURRENT = { ln: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = '$scrypt$v=1$';

export const hashingSlots = new Semaphore(Math.max(1, Math.min(2, availableParallelism() - 1)));

interface Params {
  ln: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: Params, keyLength: number): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 2 * 128 * N * params.r * params.p };
  return hashingSlots.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
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
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword('not a real password 0');
  const parsed = parse(stored ?? (await dummyHash));
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key) && stored !== undefined;
}

/** True when a hash was made with older parameters and should be replaced after a successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.ln !== CURRENT.ln || parsed.r !== CURRENT.r || parsed.p !== CURRENT.p;
}
