/**
 * `pnpm start:demo`: the API as `pnpm start` runs it (src/server.ts), with the demo shops seeded
 * into an empty database before it listens, then links to every demo shop printed.
 */
import { startServer } from '../server.ts';
import { demoLinks, formatDemoLinks } from './demo-links.ts';
import { seedDemoData } from './seed.ts';

const { deps, url } = await startServer({
  async prepare({ db, storage, logger, config }) {
    const summary = await seedDemoData(db, storage, { credentialsKeys: config.credentialsKeys, links: config });
    if (summary.seeded) logger.info('demo data seeded', { ...summary });
    else logger.info('demo data not seeded: the database already has shops');
  },
});

process.stdout.write(formatDemoLinks(await demoLinks(deps.db, deps.config), url));
if (deps.config.devRoutes) {
  process.stdout.write(
    `Development mode (NODE_ENV=${deps.config.nodeEnv}, as the demo start asks): /api/dev routes are on and one-time codes\n` +
      'are written to the log. Never expose this API to the internet; production runs with NODE_ENV=production.\n\n',
  );
}
