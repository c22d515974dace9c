import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A random secret kept in a file readable only by its owner (mode 0600): read when it exists,
 * otherwise generated once. Two processes starting together both end up with the first one's.
 */
export function readOrCreateSecretFile(path: string): string {
  const existing = readSecret(path);
  if (existing) return existing;
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = readSecret(path);
  if (!created) throw new Error(`Could not read the secret in ${path}`);
  return created;
}

function readSecret(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
