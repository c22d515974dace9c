// The API's uploaded pictures on the shop's own origin (decision 127): pages load `/images/…` from the host they
// came from, and this server relays each such request to the API's `/images/…`. A phone then fetches a shop's
// pictures over the connection it already has, not over a second one to the API's host that it must open first.
// Only GET and HEAD of a plain image path are relayed, with the browser's revalidation headers; the API's status
// and its content and caching headers come back as they are.
import http from 'node:http';
import https from 'node:https';

/** `/images/` then folders and a file name with an image extension: no `..`, no escapes, no query. */
const IMAGE_PATH = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:webp|jpe?g|png|gif|svg)$/u;
const RELAYED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since'];
const RELAYED_RESPONSE_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];
const UPSTREAM_TIMEOUT_MS = 10_000;

const notFound = (res) => res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');

/** Whether a request's URL is under `/images/`: this relay answers it, whatever it is. */
export const isImageRequest = (url) => url === '/images' || (url ?? '').startsWith('/images/');

/**
 * The relay to `upstream` (the API's origin as this server reaches it): answers a request that `isImageRequest`
 * matched. A path that is not a plain image path is a 404 and goes nowhere; a method other than GET or HEAD a 405;
 * the API's 200 and 304 are relayed, its 404 is a 404, and an API that cannot be reached or answers anything else
 * a 502.
 */
export function createImageProxy(upstream) {
  const base = new URL(upstream.replace(/\/*$/u, '/'));
  const transport = base.protocol === 'https:' ? https : http;
  // Kept-alive connections to the API: a page's pictures reuse them instead of each opening one.
  const agent = new transport.Agent({ keepAlive: true });
  return function proxyImage(req, res) {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
      return;
    }
    if (!IMAGE_PATH.test(path)) {
      notFound(res);
      return;
    }
    const headers = {};
    for (const name of RELAYED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const badGateway = () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Gateway');
      else res.destroy();
    };
    const outgoing = transport.request(new URL(path.slice(1), base), {
      method: req.method,
      headers,
      agent,
      timeout: UPSTREAM_TIMEOUT_MS,
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('the API did not answer in time')));
    outgoing.on('error', badGateway);
    outgoing.on('response', (incoming) => {
      const status = incoming.statusCode;
      if (status !== 200 && status !== 304) {
        incoming.resume();
        if (status === 404) notFound(res);
        else badGateway();
        return;
      }
      const relayed = { 'x-content-type-options': 'nosniff' };
      for (const name of RELAYED_RESPONSE_HEADERS) {
        const value = incoming.headers[name];
        if (typeof value === 'string') relayed[name] = value;
      }
      res.writeHead(status, relayed);
      incoming.on('error', () => res.destroy());
      incoming.pipe(res);
    });
    // A shopper who leaves before the picture has come stops the API's answer too.
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    outgoing.end();
  };
}
