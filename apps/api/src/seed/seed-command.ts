/**
 * `pnpm seed`: migrates the configured database (DATABASE_URL, or PGlite in DATA_DIR), seeds the
 * demo shops when it has no shop yet, and exits.
 */
import { openDatabase } from '../platform/db/client.ts';
import { DatabaseLockedError } from '../platform/db/pglite-lock.ts';
import { loadConfigOrExit } from '../platform/config/env.ts';
import { createLogger, errorFields } from '../platform/observability/logger.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { seedDemoData } from './seed.ts';

const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: 2,
  onPoolError: (error) => logger.warn('idle database connection failed', errorFields(error)),
}).catch((error: unknown) => {
  if (!(error instanceof DatabaseLockedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});

try {
  await database.migrate();
  const summary = await seedDemoData(database.db, createStorage(config), {
    credentialsKeys: config.credentialsKeys,
    links: config,
  });
  if (summary.seeded) logger.info('demo data seeded', { ...summary });
  else logger.info('demo data not seeded: the database already has shops');
} finally {
  await database.close();
}
