import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Another live process holds the embedded database's folder. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database is already in use by another process (pid ${pid}). ` +
        `Stop that process, or set DATA_DIR to another folder. (Lock file: ${lockPath})`,
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface DirectoryLock {
  release(): void;
}

/**
 * Takes the lock file of the embedded database: a file holding this process's pid, created
 * exclusively. A lock left by a process that no longer runs is taken over.
 */
export function acquireLock(lockPath: string): DirectoryLock {
  if (!tryCreate(lockPath)) {
    const holder = readPid(lockPath);
    // A live holder, this process included (PGlite opened twice on one folder corrupts it), keeps the lock.
    if (holder !== undefined && isRunning(holder)) throw new DatabaseLockedError(lockPath, holder);
    // Stale (or unreadable): take it over. If another process wins the race, it holds the lock.
    removeIfHeldBy(lockPath, holder);
    if (!tryCreate(lockPath)) throw new DatabaseLockedError(lockPath, readPid(lockPath) ?? -1);
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      removeIfHeldBy(lockPath, process.pid);
    },
  };
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx', 0o600);
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfHeldBy(lockPath: string, pid: number | undefined): void {
  if (readPid(lockPath) !== pid) return;
  try {
    unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
