/**
 * deploy/backup's scripts as the drills run them: as root, the cluster's commands run as the `postgres` user, who may
 * not enter the checkout (a clone in root's home, mode 700, or in a `mktemp -d` folder). So the scripts are copied
 * into a folder of their own that anyone may read, and run from there, as an operator's cron would run its copy.
 */
import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const BACKUP_SOURCE = fileURLToPath(new URL('../../../../../deploy/backup/', import.meta.url));

export interface BackupScripts {
  dir: string;
  /** Runs one script with `args` and `env`, as the server's user when this is root; its last line of output. */
  run(name: string, args: string[], env?: Record<string, string>, timeoutMs?: number): Promise<string>;
  remove(): Promise<void>;
}

const asPostgres = (): string[] => (process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : []);

export async function backupScripts(source = BACKUP_SOURCE): Promise<BackupScripts> {
  const dir = await mkdtemp(join(tmpdir(), 'haat-backup-scripts-'));
  for (const name of await readdir(source)) {
    if (!name.endsWith('.sh')) continue;
    await copyFile(join(source, name), join(dir, name));
    await chmod(join(dir, name), 0o755);
  }
  await chmod(dir, 0o755);
  return {
    dir,
    async run(name, args, env = {}, timeoutMs = 120_000) {
      const [command, ...rest] = [
        ...asPostgres(),
        'env',
        ...Object.entries(env).map(([key, value]) => `${key}=${value}`),
        'bash',
        join(dir, name),
        ...args,
      ];
      const { stdout } = await run(command!, rest, { timeout: timeoutMs });
      return stdout.trim().split('\n').at(-1)!;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
