/**
 * `node --import tsx static-server-main.ts DIR PORT`: serves a production build as the product is
 * served (tooling/setup/start.mjs): sirv with the SPA fallback, immutable hashed assets, index.html
 * revalidated. A process of its own, so Lighthouse's work never delays an answer.
 */
import { createServer } from 'node:http';
import sirv from 'sirv';

const [dir, port] = process.argv.slice(2);
if (!dir || !port || !/^\d+$/u.test(port)) {
  console.error('usage: static-server-main.ts DIR PORT');
  process.exit(2);
}
const assets = sirv(dir, {
  single: true,
  etag: true,
  setHeaders(response, pathname) {
    response.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});
createServer((request, response) => assets(request, response)).listen(Number(port), '127.0.0.1', () => {
  console.info(`serving ${dir} on http://127.0.0.1:${port}/`);
});
process.on('SIGTERM', () => process.exit(0));
