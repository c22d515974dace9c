import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as shopEndpoints from '@haat/api-contract/shop';
import { createSharedCache, sharedMaxAgeSeconds } from './shared-cache.ts';
import { createShopClient } from './shop-client.ts';
import { productDetail, shop } from './testing/fixtures.ts';
import { fail, ok, startTestServer, type Reply, type TestServer } from './testing/test-server.ts';

/** What the API sends with a public answer (apps/api/src/platform/http/http-cache.ts). */
const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

describe('sharedMaxAgeSeconds', () => {
  it('is the s-maxage of a public answer, else its max-age', () => {
    expect(sharedMaxAgeSeconds(PUBLIC, 'Authorization')).toBe(30);
    expect(sharedMaxAgeSeconds('public, max-age=60')).toBe(60);
    expect(sharedMaxAgeSeconds('max-age=60, s-maxage="5"')).toBe(5);
  });

  it('is 0 for answers a shared cache must not keep', () => {
    for (const cacheControl of [
      null,
      '',
      'private, no-store',
      'public, no-cache, s-maxage=30',
      'public',
      'max-age=0',
    ]) {
      expect(sharedMaxAgeSeconds(cacheControl)).toBe(0);
    }
    expect(sharedMaxAgeSeconds(PUBLIC, 'Authorization, Accept-Language')).toBe(0);
    expect(sharedMaxAgeSeconds(PUBLIC, '*')).toBe(0);
  });
});

describe('createSharedCache', () => {
  it('keeps an answer for its s-maxage from when it came, shares a request under way and forgets failures', async () => {
    let clock = 1_000_000;
    const cache = createSharedCache(() => clock);
    let loads = 0;
    const headers = new Headers({ 'cache-control': PUBLIC });
    const load = async (keepFor: (headers: Headers) => void) => {
      loads += 1;
      keepFor(headers);
      return loads;
    };
    const [first, second] = await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect([first, second, loads]).toEqual([1, 1, 1]);
    clock += 29_999;
    expect(await cache.get('a', load)).toBe(1);
    clock += 1;
    expect(await cache.get('a', load)).toBe(2);

    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load)).toBe(3);
    expect(await cache.get('c', async () => 'not kept')).toBe('not kept');
    expect(await cache.get('c', async () => 'asked again')).toBe('asked again');
  });
});

describe('a shop client with a shared cache', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await server.close();
  });

  const answer = (data: unknown, cacheControl = PUBLIC): Reply => ({
    ...(ok(data) as object),
    headers: { 'cache-control': cacheControl, vary: 'Authorization' },
  });
  const count = (pathname: string) => server.requests.filter((request) => request.url.pathname === pathname).length;

  it('asks the API once for the endpoints it keeps, and every time for the others', async () => {
    server.on('GET', '/api/shop/online-shop/rupa-fashion', answer(shop));
    server.on('GET', '/api/shop/product/blue-saree', answer(productDetail));
    const client = createShopClient({
      baseUrl: `${server.origin}/api/shop`,
      sharedCache: { cache: createSharedCache(), endpoints: [shopEndpoints.getShop] },
    });
    for (let round = 0; round < 3; round += 1) {
      expect(await client.call(shopEndpoints.getShop, { params: { slug: 'rupa-fashion' } })).toEqual(shop);
      await client.call(shopEndpoints.getProduct, { params: { product_slug: 'blue-saree' }, query: { shop_id: 1 } });
    }
    expect(count('/api/shop/online-shop/rupa-fashion')).toBe(1);
    expect(count('/api/shop/product/blue-saree')).toBe(3);
  });

  it('keeps no private answer, no failure, and nothing for a caller with a token', async () => {
    server.on('GET', '/api/shop/online-shop/private', answer(shop, 'private, no-store'));
    server.on('GET', '/api/shop/online-shop/gone', fail(404, 'Shop not found'));
    server.on('GET', '/api/shop/online-shop/rupa-fashion', answer(shop));
    const keeping = createShopClient({
      baseUrl: `${server.origin}/api/shop`,
      sharedCache: { cache: createSharedCache(), endpoints: [shopEndpoints.getShop] },
    });
    let token: string | null = 'customer-token';
    const signedIn = createShopClient({
      baseUrl: `${server.origin}/api/shop`,
      sharedCache: { cache: createSharedCache(), endpoints: [shopEndpoints.getShop] },
      getCustomerToken: () => token,
    });
    for (let round = 0; round < 2; round += 1) {
      await keeping.call(shopEndpoints.getShop, { params: { slug: 'private' } });
      await expect(keeping.call(shopEndpoints.getShop, { params: { slug: 'gone' } })).rejects.toMatchObject({
        status: 404,
      });
      await signedIn.call(shopEndpoints.getShop, { params: { slug: 'rupa-fashion' } });
    }
    expect(count('/api/shop/online-shop/private')).toBe(2);
    expect(count('/api/shop/online-shop/gone')).toBe(2);
    expect(count('/api/shop/online-shop/rupa-fashion')).toBe(2);
    token = null;
    await signedIn.call(shopEndpoints.getShop, { params: { slug: 'rupa-fashion' } });
    await signedIn.call(shopEndpoints.getShop, { params: { slug: 'rupa-fashion' } });
    expect(count('/api/shop/online-shop/rupa-fashion')).toBe(3);
  });
});
