import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, DatabaseLockedError } from './pglite-lock.ts';

let dir: string;
let lockPath: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-lock-'));
  lockPath = join(dir, 'pglite.lock');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  const holderPid = async () => (await readFile(lockPath, 'utf8')).split('\n')[0];

  it('holds this process id until released', async () => {
    const lock = acquireLock(lockPath);
    expect(await holderPid()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses while another live process holds it, naming that process', async () => {
    await writeFile(lockPath, `${process.ppid}\n`);
    expect(() => acquireLock(lockPath)).toThrow(DatabaseLockedError);
    expect(() => acquireLock(lockPath)).toThrow(new RegExp(`in use by another process \\(pid ${process.ppid}\\)`, 'u'));
    expect((await readFile(lockPath, 'utf8')).trim()).toBe(String(process.ppid));
  });

  it('refuses a second open within the same process', () => {
    const lock = acquireLock(lockPath);
    expect(() => acquireLock(lockPath)).toThrow(DatabaseLockedError);
    lock.release();
  });

  it('takes over a lock left by a process that has exited', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    await writeFile(lockPath, gone.stdout.toString());
    const lock = acquireLock(lockPath);
    expect(await holderPid()).toBe(String(process.pid));
    lock.release();
  });

  it('the crash in a container: a lock left by an earlier process with this very pid (pid 1 again) is taken over', async () => {
    await writeFile(lockPath, `${process.pid}\n12345\nan-earlier-life-of-this-pid\n`);
    const lock = acquireLock(lockPath);
    expect(await holderPid()).toBe(String(process.pid));
    lock.release();
    // The old one-line form names only the pid: with this process's pid, it is stale too.
    await writeFile(lockPath, `${process.pid}\n`);
    acquireLock(lockPath).release();
  });

  it('takes over a lock whose pid now belongs to another process that started later', async () => {
    await writeFile(lockPath, `${process.ppid}\n1\nsomeone-long-gone\n`);
    const lock = acquireLock(lockPath);
    expect(await holderPid()).toBe(String(process.pid));
    lock.release();
  });

  it('never removes a lock that another process took meanwhile', async () => {
    const lock = acquireLock(lockPath);
    await writeFile(lockPath, `${process.ppid}\n`);
    lock.release();
    expect((await readFile(lockPath, 'utf8')).trim()).toBe(String(process.ppid));
  });
});
