/**
 * A PostgreSQL cluster of its own in a temporary folder, made with the server binaries of the
 * machine (Debian's /usr/lib/postgresql/<version>/bin, or PG_BIN), for drills that stop and
 * restart the database. initdb and the server refuse to run as root, so as root every command runs
 * as the `postgres` user (runuser), which then owns the folder.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.ts';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** Fast shutdown: sessions are ended, the server stops cleanly. `immediate`: like a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts the stopped server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops the server and deletes its folder. */
  destroy(): Promise<void>;
  /** The cluster's folder (its data in `data/`), owned by the user the server runs as. */
  dir: string;
  dataDir: string;
  /** Runs a PostgreSQL binary (pg_basebackup, pg_dump, …) as the user the server runs as. */
  exec(binary: string, args: string[]): Promise<{ stdout: string }>;
}

export interface ThrowawayOptions {
  /** Server settings besides the drills' defaults (e.g. WAL archiving). */
  settings?: Record<string, string>;
  /** Fills the data folder instead of initdb (e.g. from a base backup); runs as the server's user. */
  prepare?: (dataDir: string, exec: ThrowawayPostgres['exec']) => Promise<void>;
}

interface Runner {
  binDir: string;
  /** The command prefix that runs a binary as a non-root user. */
  prefix: string[];
  owner: { uid: number; gid: number } | undefined;
}

function findBinDir(): string | undefined {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/u.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

function idOf(user: string, flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, user], { encoding: 'utf8' });
  const id = Number.parseInt(result.stdout, 10);
  return result.status === 0 && Number.isSafeInteger(id) ? id : undefined;
}

/** How to run the server binaries here, or why they cannot run. */
function runner(): Runner | { missing: string } {
  const binDir = findBinDir();
  if (!binDir) return { missing: 'no PostgreSQL server binaries (/usr/lib/postgresql/*/bin or PG_BIN)' };
  if (process.getuid?.() !== 0) return { binDir, prefix: [], owner: undefined };
  const uid = idOf('postgres', '-u');
  const gid = idOf('postgres', '-g');
  if (uid === undefined || gid === undefined)
    return { missing: 'running as root and there is no postgres user to run the server as' };
  if (!existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser'))
    return { missing: 'running as root without runuser' };
  return { binDir, prefix: ['runuser', '-u', 'postgres', '--'], owner: { uid, gid } };
}

/** Null when this machine can run a throwaway cluster; otherwise the reason it cannot. */
export function throwawayPostgresUnavailable(): string | null {
  const found = runner();
  return 'missing' in found ? found.missing : null;
}

/** A new cluster, started, on a free port of the drills' range. */
export async function createThrowawayPostgres(options: ThrowawayOptions = {}): Promise<ThrowawayPostgres> {
  const port = await freePort();
  const found = runner();
  if ('missing' in found) throw new Error(`Cannot create a PostgreSQL cluster: ${found.missing}`);
  const { binDir, prefix, owner } = found;
  const dir = await mkdtemp(join(tmpdir(), 'haat-drill-pg-'));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');

  const exec = async (binary: string, args: string[]) => {
    const [command, ...rest] = [...prefix, join(binDir, binary), ...args];
    try {
      return await run(command!, rest, { cwd: dir, timeout: 60_000 });
    } catch (error) {
      const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
      throw new Error(`${binary} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`, { cause: error });
    }
  };

  if (options.prepare) await options.prepare(dataDir, exec);
  else {
    await exec('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
  }
  if (options.settings) {
    const auto = join(dataDir, 'postgresql.auto.conf');
    const lines = Object.entries(options.settings).map(
      ([name, value]) => `${name} = '${value.replaceAll("'", "''")}'\n`,
    );
    await appendFile(auto, lines.join(''));
    if (owner) await chown(auto, owner.uid, owner.gid);
  }
  // Loopback TCP only, the socket in the cluster's own folder; small, quick to start and stop.
  const serverOptions = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=60`;
  const start = async () => {
    await exec('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await exec('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = true;
  return {
    url,
    port,
    dir,
    dataDir,
    exec,
    async stop(mode) {
      await stop(mode);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop('immediate').catch(() => undefined);
      running = false;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
