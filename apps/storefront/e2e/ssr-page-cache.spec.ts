// The storefront server's page cache (decision 105) over plain HTTP: a catalogue page is rendered once and sent again
// from memory with a nonce of its own, per language and kind of client; personal pages are never kept.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2eBuildDir } from './global-setup.ts';
import { get, type HttpAnswer } from './fixtures/http.ts';
import { demoShops, expect, STOREFRONT_PORT, test } from './fixtures/index.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function nonceOf(answer: HttpAnswer): string {
  const nonce = /'nonce-([^']+)'/u.exec(String(answer.headers['content-security-policy']))?.[1];
  expect(nonce, 'a nonce in the policy').toBeDefined();
  return nonce!;
}

/** The page's inline scripts all carry the policy's nonce; the page with that nonce taken out. */
function withoutNonce(answer: HttpAnswer): string {
  const nonce = nonceOf(answer);
  const inline = [...answer.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/gu)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  return answer.body.replaceAll(nonce, '');
}

/** A shop home no other test asks for, so its first request renders. */
const freshPath = () => `/shop/rongdhonu?page-cache=${Date.now()}-${Math.random().toString(36).slice(2)}`;

test('a catalogue page is rendered once, then sent from the cache with a new nonce and the same page', async () => {
  const path = freshPath();
  const headers = { 'User-Agent': BROWSER, 'Accept-Encoding': 'gzip, deflate, br' };
  const first = await get(path, { headers });
  expect(first.status).toBe(200);
  expect(first.headers['x-cache']).toBe('MISS');
  expect(first.headers['content-encoding']).toBe('br');
  expect(first.body).toContain(demoShops.rongdhonu.name);

  const second = await get(path, { headers });
  expect(second.status).toBe(200);
  expect(second.headers['x-cache']).toBe('HIT');
  expect(second.headers['content-encoding'], 'hits are sent in gzip made without compressing').toBe('gzip');
  expect(nonceOf(second)).not.toBe(nonceOf(first));
  expect(withoutNonce(second)).toBe(withoutNonce(first));
  expect(second.headers['etag']).toBe(first.headers['etag']);
  expect(second.headers['cache-control']).toBe('public, s-maxage=30, stale-while-revalidate=30');
  expect(String(second.headers['content-security-policy']).replace(nonceOf(second), '')).toBe(
    String(first.headers['content-security-policy']).replace(nonceOf(first), ''),
  );

  const nonces = new Set([nonceOf(first), nonceOf(second)]);
  for (const encoding of ['br', 'identity']) {
    const again = await get(path, { headers: { ...headers, 'Accept-Encoding': encoding } });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(withoutNonce(again)).toBe(withoutNonce(first));
    nonces.add(nonceOf(again));
  }
  expect(nonces.size, 'a nonce never repeats').toBe(4);

  const revalidated = await get(path, { headers: { ...headers, 'If-None-Match': String(first.headers['etag']) } });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers['x-cache']).toBe('HIT');
  expect(revalidated.headers['content-security-policy']).toBeUndefined();
  expect(revalidated.body).toBe('');
});

test('a page in English and in Bengali, and for a crawler, are kept apart', async () => {
  const path = freshPath();
  const bengali = await get(path, { headers: { 'User-Agent': BROWSER } });
  expect(bengali.headers['x-cache']).toBe('MISS');
  expect(bengali.body).toContain('<html lang="bn"');

  const english = await get(path, { headers: { 'User-Agent': BROWSER, Cookie: 'lang=en' } });
  expect(english.headers['x-cache']).toBe('MISS');
  expect(english.body).toContain('<html lang="en"');
  const englishAgain = await get(path, { headers: { 'User-Agent': BROWSER, Cookie: '_ga=GA1.1.2; lang=en' } });
  expect(englishAgain.headers['x-cache']).toBe('HIT');
  expect(englishAgain.body).toContain('<html lang="en"');
  const bengaliAgain = await get(path, { headers: { 'User-Agent': BROWSER } });
  expect(bengaliAgain.headers['x-cache']).toBe('HIT');
  expect(bengaliAgain.body).toContain('<html lang="bn"');

  const crawler = await get(path, { headers: { 'User-Agent': CRAWLER } });
  expect(crawler.headers['x-cache']).toBe('MISS');
  expect((await get(path, { headers: { 'User-Agent': CRAWLER } })).headers['x-cache']).toBe('HIT');
});

test('personal pages and failures are never kept', async () => {
  for (const path of [
    '/rongdhonu/cart',
    '/rongdhonu/checkout',
    '/rongdhonu/dashboard/my_orders',
    '/shop/no-such-shop',
  ]) {
    for (let round = 0; round < 2; round += 1) {
      const answer = await get(path, { headers: { 'User-Agent': BROWSER } });
      expect(answer.headers['x-cache'], path).toBeUndefined();
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
    }
  }
});

test('requests for the same page at the same time render it once', async () => {
  const path = freshPath();
  const answers = await Promise.all(Array.from({ length: 5 }, () => get(path, { headers: { 'User-Agent': BROWSER } })));
  const states = answers.map((answer) => answer.headers['x-cache']).sort();
  expect(states).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
  expect(new Set(answers.map(nonceOf)).size).toBe(5);
});

test.describe('with a one-second page cache', () => {
  const port = STOREFRONT_PORT + 3;
  let server: ChildProcess;

  test.beforeAll(async () => {
    server = spawn('node', ['server.mjs'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, STOREFRONT_BUILD_DIR: e2eBuildDir, PORT: String(port), PAGE_CACHE_SECONDS: '1' },
      stdio: 'ignore',
    });
    await expect(async () => expect((await get('/favicon.svg', { port })).status).toBe(200)).toPass({
      timeout: 20_000,
    });
  });

  test.afterAll(() => {
    server.kill('SIGTERM');
  });

  test('a page is rendered again once its time is up', async () => {
    const path = freshPath();
    expect((await get(path, { port })).headers['x-cache']).toBe('MISS');
    expect((await get(path, { port })).headers['x-cache']).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await get(path, { port })).headers['x-cache']).toBe('MISS');
  });
});

test('a link clicked on Facebook or in an ad is the page already rendered: click tracking is not part of the key', async () => {
  const headers = { 'User-Agent': BROWSER, 'Accept-Encoding': 'gzip' };
  // The page does not depend on the parameters: rendered with them, its HTML does not carry them.
  const tracked = await get(`${freshPath()}&fbclid=IwAR0first&utm_source=facebook`, { headers });
  expect(tracked.headers['x-cache']).toBe('MISS');
  expect(tracked.body).not.toContain('IwAR0first');
  expect(tracked.body).not.toContain('utm_source');

  const path = freshPath();
  const plain = await get(path, { headers });
  expect(plain.headers['x-cache']).toBe('MISS');
  const clicked = await get(`${path}&fbclid=IwAR0second&utm_source=facebook&utm_medium=social`, { headers });
  expect(clicked.status).toBe(200);
  expect(clicked.headers['x-cache']).toBe('HIT');
  expect(clicked.headers['etag']).toBe(plain.headers['etag']);
  expect(withoutNonce(clicked)).toBe(withoutNonce(plain));

  const otherQuery = await get(`${path}&colour=red`, { headers });
  expect(otherQuery.headers['x-cache'], 'any other parameter is another page').toBe('MISS');
});
