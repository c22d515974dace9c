// The storefront's and the admin's production server: `node serve-build.mjs <dir>` serves a Vite build
// (static-build.mjs) on PORT (default 3000) until SIGTERM. Each bundle in deploy/out holds it beside dist/.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { staticBuildHandler } from './static-build.mjs';

const dir = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const handler = staticBuildHandler(dir);
// `/livez`: the process answers (the image's and compose's health check); everything else is the build.
const server = createServer((request, response) => {
  if (request.url === '/livez') response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  else handler(request, response);
});
server.listen(port, host, () =>
  console.info(JSON.stringify({ level: 'info', msg: 'listening', dir, url: `http://${host}:${port}/` })),
);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
