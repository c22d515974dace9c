// The relay of the API's pictures on the shop's own origin (image-proxy.mjs, decision 127), between a real server
// that uses it and a real upstream that stands for the API's `/images/…`.
import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createImageProxy, isImageRequest } from './image-proxy.mjs';

const PICTURE = Buffer.from('RIFF....WEBPVP8 a picture');
const ETAG = '"pic-1"';

let upstreamSeen: { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders }[] = [];
let upstreamAnswer: 'picture' | 'error' = 'picture';
let slowClosedNow = () => {};
const slowClosed = new Promise<void>((resolve) => (slowClosedNow = resolve));

const upstream = createServer((req, res) => {
  upstreamSeen.push({ method: req.method, url: req.url, headers: req.headers });
  if (req.url === '/images/slow.webp') {
    req.socket.on('close', () => slowClosedNow());
    return;
  }
  if (upstreamAnswer === 'error') {
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"boom"}');
    return;
  }
  if (req.url !== '/images/shops/1/products/7/ab12cd34-card.webp') {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
    return;
  }
  const common = { etag: ETAG, 'cache-control': 'public, max-age=31536000, immutable' };
  if (req.headers['if-none-match'] === ETAG) {
    res.writeHead(304, common).end();
    return;
  }
  res
    .writeHead(200, {
      ...common,
      'content-type': 'image/webp',
      'content-length': String(PICTURE.length),
      'set-cookie': 'upstream=1',
      'x-powered-by': 'the API',
    })
    .end(req.method === 'HEAD' ? undefined : PICTURE);
});

let storefront: Server;
let base = '';

const listen = async (server: Server) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  const proxy = createImageProxy(`${await listen(upstream)}/`);
  storefront = createServer((req, res) => {
    if (isImageRequest(req.url)) proxy(req, res);
    else res.writeHead(200).end('a page');
  });
  base = await listen(storefront);
});

afterAll(() => {
  storefront.close();
  upstream.close();
});

beforeEach(() => {
  upstreamSeen = [];
  upstreamAnswer = 'picture';
});

/** A GET whose path goes out exactly as written (fetch would resolve `..` and its escapes first). */
async function rawGet(path: string): Promise<{ status: number | undefined; body: string }> {
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    request(`${base}/`, { path }, resolve).on('error', reject).end(),
  );
  let body = '';
  for await (const chunk of response) body += String(chunk);
  return { status: response.statusCode, body };
}

const picturePath = '/images/shops/1/products/7/ab12cd34-card.webp';

describe("the storefront's /images/ relay", () => {
  it("serves the API's picture with its type, length and caching headers, and nothing else of the API's", async () => {
    const response = await fetch(`${base}${picturePath}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PICTURE);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-length')).toBe(String(PICTURE.length));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe(ETAG);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(upstreamSeen.map(({ method, url }) => [method, url])).toEqual([['GET', picturePath]]);
  });

  it('passes the browser revalidation on, and answers 304 when the API does', async () => {
    const response = await fetch(`${base}${picturePath}`, { headers: { 'if-none-match': ETAG, cookie: 'sid=secret' } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(ETAG);
    expect(upstreamSeen[0]?.headers['if-none-match']).toBe(ETAG);
    expect(upstreamSeen[0]?.headers['cookie'], "the shopper's cookies stay with the storefront").toBeUndefined();
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${base}${picturePath}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(PICTURE.length));
    expect(await response.text()).toBe('');
    expect(upstreamSeen.map(({ method }) => method)).toEqual(['HEAD']);
  });

  it("drops the query: the API sees only the picture's path", async () => {
    const response = await fetch(`${base}${picturePath}?v=2&x=../../api`);
    expect(response.status).toBe(200);
    expect(upstreamSeen.map(({ url }) => url)).toEqual([picturePath]);
  });

  it("answers 404 for a picture the API does not have, without the API's body", async () => {
    const response = await fetch(`${base}/images/shops/1/products/7/missing.webp`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found');
  });

  it.each([
    '/images/../api/shop/shops',
    '/images/%2e%2e/api/shop/shops',
    '/images/shops/..%2fsecret.webp',
    '/images/shops/1/logo.webp%00.html',
    '/images/shops/1/page.html',
    '/images/shops/1/',
    '/images/',
    '/images',
  ])('answers 404 for %s, sent as it is, and asks the API nothing', async (path) => {
    expect(await rawGet(path)).toEqual({ status: 404, body: 'Not Found' });
    expect(upstreamSeen).toEqual([]);
  });

  it('leaves paths that only look alike to the pages', async () => {
    expect(await rawGet('//images/x.webp')).toEqual({ status: 200, body: 'a page' });
    expect(await rawGet('/imagesx/x.webp')).toEqual({ status: 200, body: 'a page' });
    expect(upstreamSeen).toEqual([]);
  });

  it('refuses a method other than GET or HEAD with 405, and asks the API nothing', async () => {
    const response = await fetch(`${base}${picturePath}`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(upstreamSeen).toEqual([]);
  });

  it('stops asking the API when the shopper leaves before the picture has come', async () => {
    const leaving = new AbortController();
    const asked = fetch(`${base}/images/slow.webp`, { signal: leaving.signal }).catch((error: unknown) => error);
    await expect.poll(() => upstreamSeen.length).toBe(1);
    leaving.abort();
    expect(await asked).toBeInstanceOf(Error);
    await slowClosed;
  });

  it('answers 502 when the API fails', async () => {
    upstreamAnswer = 'error';
    const response = await fetch(`${base}${picturePath}`);
    expect(response.status).toBe(502);
  });

  it('answers 502 when the API cannot be reached', async () => {
    const unreachable = createServer();
    const address = await listen(unreachable);
    unreachable.close();
    await once(unreachable, 'close');
    const proxy = createImageProxy(address);
    const server = createServer((req, res) => proxy(req, res));
    const at = await listen(server);
    try {
      const response = await fetch(`${at}${picturePath}`);
      expect(response.status).toBe(502);
    } finally {
      server.close();
    }
  });
});
