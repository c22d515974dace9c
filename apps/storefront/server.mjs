// The storefront's production server (stateless: run any number): static assets from build/client (precompressed,
// hashed files cached for a year), every other request rendered by React Router. Catalogue pages get a weak ETag
// (304 when it matches) and are compressed whole; other pages stream, compressed as they go.
//   node server.mjs            (STOREFRONT_BUILD_DIR, PORT, default 3000; TRUST_PROXY=1 behind a TLS-terminating proxy)
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import sirv from 'sirv';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
// STOREFRONT_BUILD_DIR: another build (the e2e run's); build/ beside this file otherwise.
const buildDir = process.env.STOREFRONT_BUILD_DIR ?? here('./build');
const build = await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href);
const handle = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
const trustProxy = process.env.TRUST_PROXY === '1';

const assets = sirv(join(buildDir, 'client'), {
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(response, pathname) {
    response.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
    response.setHeader('X-Content-Type-Options', 'nosniff');
  },
});

/** The request as the Fetch API sees it; the protocol from the trusted proxy when there is one. */
function toRequest(req) {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        .trim()
    : '';
  const protocol = forwarded === 'https' ? 'https' : 'http';
  const url = new URL(req.url ?? '/', `${protocol}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
  });
}

/** brotli, gzip or nothing, as the client accepts. */
function encodingFor(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function compressor(encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
}

async function send(req, res, response) {
  const headers = Object.fromEntries(response.headers);
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length > 0) headers['set-cookie'] = setCookies;
  const isHtml = (headers['content-type'] ?? '').startsWith('text/html');
  const encoding = isHtml && response.body ? encodingFor(req) : null;
  if (isHtml) headers['vary'] = headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding';

  if (response.status === 200 && (headers['cache-control'] ?? '').startsWith('public') && response.body) {
    const body = Buffer.from(await response.arrayBuffer());
    // The same page with another nonce is the same page: the tag hashes it with the nonce taken out.
    const nonce = /'nonce-([^']+)'/u.exec(headers['content-security-policy'] ?? '')?.[1];
    const text = body.toString('utf8');
    const etag = `W/"${createHash('sha1')
      .update(nonce ? text.replaceAll(nonce, '') : text)
      .digest('base64url')}"`;
    headers['etag'] = etag;
    if (req.headers['if-none-match'] === etag) {
      // The cached copy keeps the policy whose nonce its scripts carry.
      delete headers['content-security-policy'];
      delete headers['content-length'];
      res.writeHead(304, headers).end();
      return;
    }
    const encoded =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? zlib.gzipSync(body)
          : body;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(encoded.length);
    res.writeHead(response.status, headers).end(req.method === 'HEAD' ? undefined : encoded);
    return;
  }

  if (encoding) {
    headers['content-encoding'] = encoding;
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body);
  await (encoding ? pipeline(body, compressor(encoding), res) : pipeline(body, res));
}

async function render(req, res) {
  try {
    const response = await handle(toRequest(req), new RouterContextProvider());
    await send(req, res, response);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  }
}

const server = createServer((req, res) => {
  assets(req, res, () => void render(req, res));
});

const port = Number(process.env.PORT ?? 3000);
server.listen(port, process.env.HOST, () => {
  console.info(`Storefront listening on http://localhost:${port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
