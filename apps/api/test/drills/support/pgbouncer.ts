/**
 * Debian's PgBouncer in transaction mode in front of a drill's PostgreSQL, as docs/scaling.md sets it up: the API's
 * pool goes through it (DATABASE_URL) and its sessions (LISTEN/NOTIFY, the migration lock, the job queue) go around
 * it (DATABASE_DIRECT_URL). PgBouncer refuses to run as root, so as root it runs as the `postgres` user, from a
 * folder that user owns.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.ts';

const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

export interface PgBouncer {
  /** `databaseUrl` with PgBouncer's host and port. */
  url: string;
  /** Its version line, for the drill's report. */
  version: string;
  stop(): Promise<void>;
}

function postgresUser(): { uid: number; gid: number } | undefined {
  const id = (flag: string) => Number.parseInt(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout, 10);
  const [uid, gid] = [id('-u'), id('-g')];
  return Number.isSafeInteger(uid) && Number.isSafeInteger(gid) ? { uid, gid } : undefined;
}

/** Null when PgBouncer can run here; otherwise why not. */
export function pgBouncerUnavailable(): string | null {
  if (!existsSync(PGBOUNCER)) return `no pgbouncer at ${PGBOUNCER} (tooling/setup/system-deps.sh installs it)`;
  if (process.getuid?.() === 0 && !postgresUser()) return 'running as root without a postgres user to run pgbouncer as';
  return null;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** PgBouncer in transaction mode for `databaseUrl`'s server, listening on a free port. */
export async function startPgBouncer(databaseUrl: string): Promise<PgBouncer> {
  const target = new URL(databaseUrl);
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'haat-drill-pgbouncer-'));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : undefined;
  if (owner) await chown(dir, owner.uid, owner.gid);
  const ini = join(dir, 'pgbouncer.ini');
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432} user=${decodeURIComponent(target.username || 'postgres')}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // The drills' clusters trust loopback connections; the user comes from [databases].
      'auth_type = any',
      'pool_mode = transaction',
      'max_client_conn = 500',
      'default_pool_size = 20',
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  if (owner) await chown(ini, owner.uid, owner.gid);
  const command = asRoot ? ['runuser', '-u', 'postgres', '--', PGBOUNCER, ini] : [PGBOUNCER, ini];
  const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let waited = 0; !(await accepts(port)); waited += 50) {
    if (child.exitCode !== null || waited > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`pgbouncer did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.href,
    version: spawnSync(PGBOUNCER, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? 'pgbouncer',
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
