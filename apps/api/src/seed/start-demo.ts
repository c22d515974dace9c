/**
 * `pnpm start:demo`: the API as `pnpm start` runs it (src/server.ts), with the demo shops seeded
 * into an empty database before it listens, then links to every demo shop printed.
 */
import { startServer } from '../server.ts';
import { startDemoCouriers } from './demo-courier.ts';
import { startDemoGateways } from './demo-payments.ts';
import { demoLinks, formatDemoLinks } from './demo-links.ts';
import { seedDemoData } from './seed.ts';

const courierNames = { steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' } as const;

// Before the configuration is read: it takes each stand-in's URL as the courier's or the gateway's base URL.
const demoCouriers = await startDemoCouriers();
const demoGateways = await startDemoGateways();

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
if (demoCouriers.length > 0) {
  const names = demoCouriers.map(({ courier }) => courierNames[courier]).join(', ');
  process.stdout.write(
    `${names} bookings go to local stand-ins that answer as each courier's documentation says;\n` +
      'set STEADFAST_BASE_URL, PATHAO_BASE_URL or REDX_BASE_URL to book with a real account instead.\n\n',
  );
}
if (demoGateways.bkash || demoGateways.sslcommerz) {
  process.stdout.write(
    `Payments go to local stand-ins of bKash (${demoGateways.bkash?.baseUrl ?? 'BKASH_BASE_URL'}) and SSLCommerz ` +
      `(${demoGateways.sslcommerz?.baseUrl ?? 'SSLCOMMERZ_BASE_URL'}): pay with bKash's sandbox wallet 01770618575,\n` +
      'OTP 123456, PIN 12121. Set BKASH_BASE_URL / SSLCOMMERZ_BASE_URL to use the real sandboxes instead.\n\n',
  );
}
