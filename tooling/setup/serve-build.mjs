// The storefront's and the admin's production server: `node serve-build.mjs <dir>` serves a Vite build
// (static-build.mjs) on PORT (default 3000) until SIGTERM. Each bundle in deploy/out holds it beside dist/.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { staticBuildHandler } from './static-build.mjs';

const dir = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const server = createServer(staticBuildHandler(dir));
server.listen(port, host, () =>
  console.info(JSON.stringify({ level: 'info', msg: 'listening', dir, url: `http://${host}:${port}/` })),
);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
