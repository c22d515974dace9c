/**
 * `node --import tsx static-server-main.ts DIR PORT`: serves a production build as the product is
 * served (tooling/setup/static-build.mjs). A process of its own, so Lighthouse's work never delays
 * an answer.
 */
import { createServer } from 'node:http';
import { staticBuildHandler } from '@haat/setup/static-build';

const [dir, port] = process.argv.slice(2);
if (!dir || !port || !/^\d+$/u.test(port)) {
  console.error('usage: static-server-main.ts DIR PORT');
  process.exit(2);
}
const assets = staticBuildHandler(dir);
createServer((request, response) => assets(request, response)).listen(Number(port), '127.0.0.1', () => {
  console.info(`serving ${dir} on http://127.0.0.1:${port}/`);
});
process.on('SIGTERM', () => process.exit(0));
