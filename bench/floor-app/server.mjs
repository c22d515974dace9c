// React Router's floor's server: each page whole, in brotli at the storefront's quality (3), on FLOOR_PORT.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { createRequestHandler } from 'react-router';

const build = await import(pathToFileURL(join(process.env.FLOOR_APP_BUILD_DIR, 'server', 'index.js')).href);
const handle = createRequestHandler(build, 'production');
const brotli = { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 };

createServer(async (req, res) => {
  try {
    const response = await handle(new Request(`http://${req.headers.host}${req.url}`, { headers: req.headers }));
    const page = Buffer.from(await response.arrayBuffer());
    const body = zlib.brotliCompressSync(page, {
      params: { ...brotli, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length },
    });
    res.writeHead(response.status, {
      'content-type': response.headers.get('content-type') ?? 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'content-length': String(body.length),
    });
    res.end(body);
  } catch (error) {
    console.error(error);
    res.writeHead(500).end();
  }
}).listen(Number(process.env.FLOOR_PORT), '127.0.0.1');
