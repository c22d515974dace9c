// The storefront's production server (stateless: run any number): static assets from build/client (precompressed,
// hashed files cached for a year), the API's pictures relayed at `/images/…` (image-proxy.mjs), every other request
// rendered by React Router. Catalogue pages get a weak ETag
// (304 when it matches) and are compressed whole, and are kept a few seconds by the page cache (page-cache.mjs,
// decision 105: sent again with a fresh nonce without rendering); other pages stream, compressed as they go.
// Logs are JSON lines and metrics are Prometheus's on their own port (observability.mjs).
//   node server.mjs            (STOREFRONT_BUILD_DIR, PORT, default 3000; TRUST_PROXY=1 behind a TLS-terminating proxy;
//                               PAGE_CACHE_SECONDS, default 10, 0 off; PAGE_CACHE_MB, default 64;
//                               METRICS_PORT, default 0 off, METRICS_HOST, default 127.0.0.1; LOG_LEVEL, default info)
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isbot } from 'isbot';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import sirv from 'sirv';
import { acceptsGzip, encodingFor, etagMatches, gatewayFormReturn, hostRefusal } from './edge.mjs';
import { createImageProxy, isImageRequest } from './image-proxy.mjs';
import { createMetrics, logger, pathOf, requestIdOf, serveMetrics } from './observability.mjs';
import {
  createPageCache,
  cutAtNonce,
  etagOf,
  gzipWith,
  htmlWith,
  languageCookie,
  newNonce,
  nonceOf,
  pageEntry,
  pageKey,
  storable,
} from './page-cache.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
// STOREFRONT_BUILD_DIR: another build (the e2e run's); build/ beside this file otherwise.
const buildDir = process.env.STOREFRONT_BUILD_DIR ?? here('./build');
const build = await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href);
const handle = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
const trustProxy = process.env.TRUST_PROXY === '1';
const metrics = createMetrics();
const pageCache = createPageCache({
  seconds: Number(process.env.PAGE_CACHE_SECONDS ?? 10),
  maxBytes: Number(process.env.PAGE_CACHE_MB ?? 64) * 1024 * 1024,
});

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

/** The request's full URL; the protocol from the trusted proxy when there is one. */
function urlOf(req) {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        .trim()
    : '';
  const protocol = forwarded === 'https' ? 'https' : 'http';
  return new URL(req.url ?? '/', `${protocol}://${req.headers.host ?? 'localhost'}`);
}

/** The request as the Fetch API sees it. */
function toRequest(req, url) {
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

/**
 * Brotli's quality for rendered pages: 3 compresses the 37 KB product page to 8.5 KB in a third of quality 5's time
 * (7.6 KB), which was a tenth of a render's CPU (decision 109). Static files are compressed at build time, at 11.
 */
const BROTLI_QUALITY = 3;

function compressor(encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
}

/** brotli for a page compressed at once. */
function compressWhole(body, encoding) {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : encoding === 'gzip'
      ? zlib.gzipSync(body)
      : body;
}

/**
 * A stored page sent again without rendering (`X-Cache: HIT`): 304 on its tag, else its HTML and CSP with a nonce of
 * this response's own. Browsers that take gzip get the page's stored gzip pieces around the nonce (no compression
 * now); others brotli or plain. `Age` lets a CDN in front count the page's s-maxage from when it was rendered.
 */
function sendStored(req, res, entry) {
  const headers = { ...entry.headers, etag: entry.etag, 'x-cache': 'HIT' };
  const age = Math.floor((Date.now() - entry.storedAt) / 1000);
  if (age > 0) headers['age'] = String(age);
  if (etagMatches(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const nonce = newNonce();
  if (entry.csp) headers['content-security-policy'] = entry.csp.join(nonce);
  const accepted = req.headers['accept-encoding'];
  let body;
  if (acceptsGzip(accepted)) {
    body = gzipWith(entry, nonce);
    headers['content-encoding'] = 'gzip';
  } else {
    const encoding = encodingFor(accepted);
    body = compressWhole(htmlWith(entry, nonce), encoding);
    if (encoding) headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(body.length);
  res.writeHead(entry.status, headers).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Sends a rendered answer. `key`: the page cache's key when this request may be stored; `settle` hands the stored
 * page (or null: not stored) to the requests waiting for the same key, as soon as it is known.
 */
async function send(req, res, response, key, settle) {
  const headers = Object.fromEntries(response.headers);
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length > 0) headers['set-cookie'] = setCookies;
  const isHtml = (headers['content-type'] ?? '').startsWith('text/html');
  const encoding = isHtml && response.body ? encodingFor(req.headers['accept-encoding']) : null;
  if (isHtml) headers['vary'] = headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding';

  if (response.status === 200 && (headers['cache-control'] ?? '').startsWith('public') && response.body) {
    const body = Buffer.from(await response.arrayBuffer());
    const nonce = nonceOf(headers['content-security-policy']);
    const html = cutAtNonce(body, nonce);
    const etag = etagOf(html);
    if (key !== null && storable(req.method, response.status, headers)) {
      const entry = Object.assign(pageEntry({ status: response.status, headers, html, nonce }), { etag });
      pageCache.pages.set(key, entry);
      settle(entry);
      headers['x-cache'] = 'MISS';
    }
    settle(null);
    headers['etag'] = etag;
    if (etagMatches(req.headers['if-none-match'], etag)) {
      // The cached copy keeps the policy whose nonce its scripts carry.
      delete headers['content-security-policy'];
      delete headers['content-length'];
      res.writeHead(304, headers).end();
      return;
    }
    const encoded = compressWhole(body, encoding);
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(encoded.length);
    res.writeHead(response.status, headers).end(req.method === 'HEAD' ? undefined : encoded);
    return;
  }

  settle(null);
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

/**
 * A GET or HEAD is answered from the page cache when it holds the page; when another request is rendering the same
 * key, this one waits for that page rather than rendering it again; otherwise it renders (and may store the page).
 */
async function render(req, res) {
  let settle = () => {};
  try {
    const url = urlOf(req);
    let key = null;
    if (pageCache && (req.method === 'GET' || req.method === 'HEAD')) {
      key = pageKey(url, languageCookie(req.headers.cookie), isbot(req.headers['user-agent'] ?? ''));
      const stored = pageCache.pages.get(key);
      if (stored) {
        res.pageCache = 'hit';
        sendStored(req, res, stored);
        return;
      }
      const rendering = pageCache.pending.get(key);
      if (rendering) {
        const page = await rendering;
        if (page) {
          res.pageCache = 'wait';
          sendStored(req, res, page);
          return;
        }
      } else {
        let resolve;
        const promise = new Promise((done) => {
          resolve = done;
        });
        pageCache.pending.set(key, promise);
        settle = (page) => {
          settle = () => {};
          if (pageCache.pending.get(key) === promise) pageCache.pending.delete(key);
          resolve(page);
        };
      }
    }
    const response = await handle(toRequest(req, url), new RouterContextProvider());
    res.pageCache = 'pass';
    await send(req, res, response, key, (page) => {
      if (page) res.pageCache = 'miss';
      settle(page);
    });
  } catch (error) {
    logger.error({ request_id: res.requestId, err: error }, 'render failed');
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  } finally {
    settle(null);
  }
}

const proxyImage = createImageProxy(build.entry.module.imagesUpstream);
let draining = false;

/** Counts and logs each answer once it is sent (observability.mjs: no query, cookie or address of the shopper). */
function observe(req, res, kind) {
  const started = performance.now();
  res.requestId = requestIdOf(req.headers['x-request-id']);
  res.setHeader('X-Request-Id', res.requestId);
  res.kind = kind;
  res.once('finish', () => {
    const seconds = (performance.now() - started) / 1000;
    const status = res.statusCode;
    metrics.requests.inc({ kind: res.kind, status: String(status) });
    if (res.kind === 'page') {
      metrics.render.observe({ cache: res.pageCache ?? 'none' }, seconds);
      if (res.pageCache) metrics.pageCache.inc({ result: res.pageCache });
    }
    if ((res.kind === 'page' || res.kind === 'image') && (status === 502 || status === 503 || status === 504))
      metrics.upstreamErrors.inc({ kind: res.kind });
    if (res.kind === 'probe') return;
    logger.info(
      {
        request_id: res.requestId,
        method: req.method,
        path: pathOf(req.url),
        status,
        ms: Math.round(seconds * 10_000) / 10,
        kind: res.kind,
        ...(res.pageCache ? { cache: res.pageCache } : {}),
      },
      'request',
    );
  });
}

/** The largest gateway form read (SSLCommerz's is about 2 KB). */
const GATEWAY_FORM_LIMIT = 32 * 1024;

/** A gateway's form POSTed back (edge.mjs gatewayFormReturn): read, then the browser is sent to the page by GET. */
async function redirectGatewayForm(req, res) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > GATEWAY_FORM_LIMIT) return void res.writeHead(413).end();
    chunks.push(chunk);
  }
  const location = gatewayFormReturn('POST', req.url ?? '/', Buffer.concat(chunks).toString('utf8'));
  res.writeHead(303, { Location: location, 'Cache-Control': 'private, no-store' }).end();
}

const server = createServer((req, res) => {
  // The health checks: `/livez` the process answers; `/readyz` it takes requests (503 once it drains after SIGTERM).
  if (req.url === '/livez' || req.url === '/readyz') {
    observe(req, res, 'probe');
    const down = req.url === '/readyz' && draining;
    return void res.writeHead(down ? 503 : 200, { 'Content-Type': 'text/plain' }).end(down ? 'draining' : 'ok');
  }
  const refusal = hostRefusal(req.headers.host);
  if (refusal) {
    observe(req, res, 'refused');
    return void res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(refusal);
  }
  if (req.method === 'POST' && gatewayFormReturn('POST', req.url ?? '/', '') !== null) {
    observe(req, res, 'page');
    void redirectGatewayForm(req, res);
    return;
  }
  if (isImageRequest(req.url)) {
    observe(req, res, 'image');
    proxyImage(req, res);
    return;
  }
  observe(req, res, 'asset');
  assets(req, res, () => {
    res.kind = 'page';
    void render(req, res);
  });
});

const port = Number(process.env.PORT ?? 3000);
server.listen(port, process.env.HOST, () => {
  logger.info({ url: `http://localhost:${port}` }, 'storefront listening');
});
const metricsServer = await serveMetrics(
  metrics.registry,
  Number(process.env.METRICS_PORT ?? 0),
  process.env.METRICS_HOST ?? '127.0.0.1',
);
if (metricsServer) {
  logger.info(
    { url: `http://${process.env.METRICS_HOST ?? '127.0.0.1'}:${process.env.METRICS_PORT}/metrics` },
    'metrics',
  );
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    draining = true;
    metricsServer?.close();
    server.close(() => process.exit(0));
  });
}
