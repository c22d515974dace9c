/**
 * `pnpm db:backup <file>` and `pnpm db:restore <file>`: the embedded database (PGlite in DATA_DIR), with
 * the API stopped. With DATABASE_URL set, use pg_dump and pg_restore instead (docs in the README).
 */
import { resolve } from 'node:path';
import { loadStorageDirs } from '../config/env.ts';
import { backupEmbedded, restoreEmbedded } from './embedded-backup.ts';
import { DatabaseLockedError } from './pglite-lock.ts';

const [command, file] = process.argv.slice(2);
const { dataDir, databaseUrl } = loadStorageDirs();

function stop(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if ((command !== 'backup' && command !== 'restore') || !file) stop('usage: backup-command.ts backup|restore <file>');
if (databaseUrl)
  stop('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore (see the README).');

try {
  if (command === 'backup') {
    const { bytes, orders } = await backupEmbedded(dataDir, resolve(file));
    process.stdout.write(`Backed up ${dataDir} (${orders} orders) to ${resolve(file)}: ${bytes} bytes\n`);
  } else {
    const { keptAside, orders } = await restoreEmbedded(dataDir, resolve(file));
    process.stdout.write(
      `Restored ${resolve(file)} into ${dataDir}: ${orders} orders.${keptAside ? ` The previous database is kept in ${keptAside}.` : ''}\n`,
    );
  }
} catch (error) {
  if (error instanceof DatabaseLockedError)
    stop(`${error.message}\nStop the API first: backup and restore need the database to themselves.`);
  stop(error instanceof Error ? error.message : String(error));
}
