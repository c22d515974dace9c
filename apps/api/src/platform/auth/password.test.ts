import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HASHING_SLOTS,
  hashingSlots,
  hashPassword,
  needsRehash,
  setHashingConcurrency,
  verifyPassword,
} from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('secret123');
    expect(await verifyPassword('secret123', hash)).toBe(true);
    expect(await verifyPassword('secret124', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('stores a versioned scrypt string at OWASP parameters with a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('same password 1'), hashPassword('same password 1')]);
    expect(a).toMatch(/^\$scrypt\$v=1\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/u);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it('treats Unicode passwords by their normal form', async () => {
    const hash = await hashPassword('পাসওয়ার্ড১২৩');
    expect(await verifyPassword('পাসওয়ার্ড১২৩'.normalize('NFD'), hash)).toBe(true);
  });

  it('refuses when there is no account or the stored hash is malformed', async () => {
    expect(await verifyPassword('secret123', undefined)).toBe(false);
    expect(await verifyPassword('secret123', 'plain-text')).toBe(false);
    expect(await verifyPassword('secret123', '$scrypt$v=1$ln=99,r=8,p=1$AAAA$AAAA')).toBe(false);
    expect(needsRehash('$scrypt$v=1$ln=14,r=8,p=1$AAAA$AAAA')).toBe(true);
  });

  it('runs one hash per slot of the pool (one per core but one by default), the others waiting', async () => {
    expect(hashingSlots.limit).toBe(Math.max(1, availableParallelism() - 1));
    setHashingConcurrency(1);
    try {
      let peak = 0;
      const watcher = setInterval(() => {
        peak = Math.max(peak, hashingSlots.running);
      }, 5);
      const hashes = Promise.all(Array.from({ length: 3 }, (_, i) => hashPassword(`password ${i}`)));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(hashingSlots.waiting).toBeGreaterThan(0);
      await hashes;
      clearInterval(watcher);
      expect(peak).toBe(1);
    } finally {
      setHashingConcurrency(DEFAULT_HASHING_SLOTS);
    }
  });

  it('lets an urgent check (a client the account knows) ahead of the queue', async () => {
    setHashingConcurrency(1);
    try {
      const stored = await hashPassword('right123');
      const finished: string[] = [];
      const queued = Array.from({ length: 3 }, (_, i) =>
        verifyPassword(`wrong${i}`, stored).then(() => finished.push(`guess ${i}`)),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
      const owner = verifyPassword('right123', stored, { urgent: true }).then((ok) => finished.push(`owner ${ok}`));
      await Promise.all([...queued, owner]);
      expect(finished.indexOf('owner true')).toBeLessThanOrEqual(1);
    } finally {
      setHashingConcurrency(DEFAULT_HASHING_SLOTS);
    }
  });

  it.runIf(process.platform === 'linux')(
    'hashes on threads of the lowest CPU priority, so pages are served first under load',
    async () => {
      /** The niceness of each of this process's threads (field 19 of /proc/self/task/<id>/stat). */
      const niceness = () =>
        readdirSync('/proc/self/task').map((id) =>
          Number(readFileSync(`/proc/self/task/${id}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]),
        );
      await hashPassword('any password 1');
      const threads = niceness();
      expect(threads.filter((nice) => nice === 19).length).toBeGreaterThanOrEqual(1);
      expect(threads).toContain(0); // the event loop's thread keeps its priority
    },
  );
});
