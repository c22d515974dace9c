import { randomUUID } from 'node:crypto';
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

/** This process among all that ever had its pid (a container's API is pid 1 after every restart). */
const INSTANCE = randomUUID();

interface Holder {
  pid: number;
  /** When the holding process started (Linux: /proc/<pid>/stat), to tell a reused pid apart. */
  started: string | undefined;
  instance: string | undefined;
}

/**
 * Takes the lock file of the embedded database: a file holding this process's pid, start time and
 * instance id, created exclusively. A lock left by a process that no longer runs is taken over, and
 * so is one whose pid now belongs to another process: after a crash in a container the API starts
 * again as pid 1, the pid its own stale lock names.
 */
export function acquireLock(lockPath: string): DirectoryLock {
  if (!tryCreate(lockPath)) {
    const holder = readHolder(lockPath);
    // A live holder, this process included (PGlite opened twice on one folder corrupts it), keeps the lock.
    if (holder !== undefined && isHeld(holder)) throw new DatabaseLockedError(lockPath, holder.pid);
    // Stale (or unreadable): take it over. If another process wins the race, it holds the lock.
    removeIfHeldBy(lockPath, holder?.pid);
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
    writeSync(fd, `${process.pid}\n${processStart(process.pid) ?? ''}\n${INSTANCE}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readHolder(lockPath: string): Holder | undefined {
  try {
    const [pidLine = '', started, instance] = readFileSync(lockPath, 'utf8').split('\n');
    const pid = Number.parseInt(pidLine.trim(), 10);
    if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
    return { pid, started: started?.trim() || undefined, instance: instance?.trim() || undefined };
  } catch {
    return undefined;
  }
}

function readPid(lockPath: string): number | undefined {
  return readHolder(lockPath)?.pid;
}

/** Whether the process that wrote the lock is still running. */
function isHeld(holder: Holder): boolean {
  // This process writes its instance id, so a lock with its pid and another id (or none) is an earlier life's.
  if (holder.pid === process.pid) return holder.instance === INSTANCE;
  if (!isRunning(holder.pid)) return false;
  const started = processStart(holder.pid);
  return holder.started === undefined || started === undefined || started === holder.started;
}

/** A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat); undefined off Linux. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
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
