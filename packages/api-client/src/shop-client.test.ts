import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, retryAfterSeconds } from './errors.ts';
import * as customerEndpoints from '@haat/api-contract/customer';
import * as shopEndpoints from '@haat/api-contract/shop';
import { createShopClient, type ShopClientOptions } from './shop-client.ts';
import { category, customerSession, order, paginator, product, shop } from './testing/fixtures.ts';
import { fail, ok, startTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const client = (options: Partial<ShopClientOptions> = {}) =>
  createShopClient({ baseUrl: `${server.origin}/api/shop`, ...options });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createShopClient', () => {
  it('unwraps the envelope to data, parsed as the domain entity (unknown fields dropped)', async () => {
    server.on('GET', '/api/shop/online-shop/rupa-fashion', ok({ ...shop, owner_password_hash: 'x' }));
    const answer = await client().call(shopEndpoints.getShop, { params: { slug: 'rupa-fashion' } });
    expect(answer).toEqual(shop);
    expect(answer).not.toHaveProperty('owner_password_hash');
    expect(server.requests[0]?.headers['accept']).toBe('application/json');
  });

  it('an answer of the wrong shape is an ApiError of kind parse, not a crash', async () => {
    const { slug: _slug, ...withoutSlug } = shop;
    server.on('GET', '/api/shop/online-shop/rupa-fashion', ok(withoutSlug));
    const error = await rejection(client().call(shopEndpoints.getShop, { params: { slug: 'rupa-fashion' } }));
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
    expect(error.message).toContain('slug');

    server.on('GET', '/api/shop/online-shop/html', {
      status: 200,
      text: '<html>proxy page</html>',
      contentType: 'text/html',
    });
    expect(await rejection(client().call(shopEndpoints.getShop, { params: { slug: 'html' } }))).toMatchObject({
      kind: 'parse',
    });

    server.on('GET', '/api/shop/online-shop/bare', { status: 200, json: shop });
    expect(await rejection(client().call(shopEndpoints.getShop, { params: { slug: 'bare' } }))).toMatchObject({
      kind: 'parse',
    });
  });

  it('a 404 is an ApiError whose message names the status and the server’s message', async () => {
    server.on('GET', '/api/shop/online-shop/nobody', fail(404, 'Shop not found'));
    const error = await rejection(client().call(shopEndpoints.getShop, { params: { slug: 'nobody' } }));
    expect(error).toMatchObject({ kind: 'http', status: 404, serverMessage: 'Shop not found' });
    expect(error.message).toBe('Request failed with status 404: Shop not found');
  });

  it('a 422 carries the field errors', async () => {
    server.on(
      'POST',
      '/api/shop/orders',
      fail(422, 'The given data was invalid.', { mobile: ['validation.mobile_invalid'] }),
    );
    const error = await rejection(
      client().call(shopEndpoints.placeOrder, { body: {} as never, headers: { 'idempotency-key': 'key-1' } }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 422, errors: { mobile: ['validation.mobile_invalid'] } });
  });

  it('a 429 carries the seconds its Retry-After asks to wait (none: null)', async () => {
    server.on('GET', '/api/shop/orders/track', {
      status: 429,
      json: { status: 429, message: 'Too many attempts' },
      headers: { 'Retry-After': '90' },
    });
    const track = () => client().call(shopEndpoints.trackOrders, { query: { shop_id: 1, query: 'HT-1' } });
    expect(await rejection(track())).toMatchObject({ status: 429, retryAfterSeconds: 90 });
    server.on('GET', '/api/shop/orders/track', fail(429, 'Too many attempts'));
    expect(await rejection(track())).toMatchObject({ status: 429, retryAfterSeconds: null });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 12:05:00 GMT', now)).toBe(300);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it('an error answer that is not JSON still names the status', async () => {
    server.on('GET', '/api/shop/online-shop/down', { status: 502, text: 'Bad gateway' });
    const error = await rejection(client().call(shopEndpoints.getShop, { params: { slug: 'down' } }));
    expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: null });
    expect(error.message).toContain('502');
  });

  it('sends the customer token as a Bearer header when there is one, read on every call', async () => {
    server.on('GET', '/api/shop/customer/me', ok(customerSession.customer));
    let token: string | null = null;
    const { call } = client({ getCustomerToken: () => token });
    await call(customerEndpoints.getMe);
    token = 'customer-token';
    await call(customerEndpoints.getMe);
    expect(server.requests.map((request) => request.headers['authorization'])).toEqual([
      undefined,
      'Bearer customer-token',
    ]);
  });

  it('on a 401 warns, calls onUnauthorized and still rejects', async () => {
    server.on('GET', '/api/shop/customer/me', fail(401, 'Unauthenticated.'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onUnauthorized = vi.fn();
    const error = await rejection(
      client({ onUnauthorized, getCustomerToken: () => 'expired' }).call(customerEndpoints.getMe),
    );
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/unauthori[sz]ed/i));
  });

  it('a 401 to a sign-in is a wrong password, not an ended session: no hook', async () => {
    server.on('POST', '/api/shop/auth/login', fail(401, 'invalid login information'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onUnauthorized = vi.fn();
    const login = client({ onUnauthorized, getCustomerToken: () => 'old' }).call(customerEndpoints.login, {
      body: { shop_id: 7, mobile: '01812345678', password: 'wrong1' },
    });
    expect(await rejection(login)).toMatchObject({ status: 401, serverMessage: 'invalid login information' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
  });

  it('lists categories of a shop', async () => {
    server.on('GET', '/api/shop/product/product_sub_categories', ok([category]));
    expect(await client().call(shopEndpoints.listCategories, { query: { shop_id: 7 } })).toEqual([category]);
    expect(server.requests[0]?.url.searchParams.get('shop_id')).toBe('7');
  });

  it('encodes a path parameter as one segment (Bengali, slash and question mark too)', async () => {
    const query = 'জামদানি শাড়ি/লাল?';
    server.on('GET', `/api/shop/products/search/${query}`, ok(paginator([product])));
    const page = await client().call(shopEndpoints.searchProducts, {
      params: { query },
      query: { shop_id: 7, per_page: 100 },
    });
    expect(page.data).toEqual([product]);
    const [request] = server.requests;
    expect(request?.url.pathname).toBe(`/api/shop/products/search/${encodeURIComponent(query)}`);
    expect(request?.rawUrl).not.toMatch(/[^\x21-\x7e]/u);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ shop_id: '7', per_page: '100' });
  });

  it('lists products with the query parameters it is given, leaving out unset ones', async () => {
    server.on('GET', '/api/shop/products', ok(paginator([product])));
    const page = await client().call(shopEndpoints.listProducts, {
      query: { shop_id: 7, sort: 'price_asc', page: 2, category_id: undefined },
    });
    expect(page.data).toEqual([product]);
    expect(Object.fromEntries(server.requests[0]?.url.searchParams ?? [])).toEqual({
      shop_id: '7',
      sort: 'price_asc',
      page: '2',
    });
  });

  it('places an order with its Idempotency-Key and the body as JSON', async () => {
    server.on('POST', '/api/shop/orders', ok(order, 201));
    const body = {
      shop_id: 7,
      items: [{ product_id: 11, quantity: 2 }],
      name: 'Karim',
      mobile: '01812345678',
      address: 'House 4, Road 2, Dhanmondi',
      delivery_package_id: 1,
    };
    expect(await client().call(shopEndpoints.placeOrder, { body, headers: { 'idempotency-key': 'idem-123' } })).toEqual(
      order,
    );
    const [request] = server.requests;
    expect(request?.headers['idempotency-key']).toBe('idem-123');
    expect(request?.headers['content-type']).toMatch(/^application\/json/u);
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual(body);
  });

  it('tracks orders and opens one with the mobile', async () => {
    const summaries = {
      kind: 'summaries',
      summaries: [{ status: order.status, total: order.total, created_at: order.created_at }],
    };
    server.on('GET', '/api/shop/orders/track', ok(summaries));
    server.on('GET', '/api/shop/orders/HT-7K3M9Q2X', ok(order));
    expect(await client().call(shopEndpoints.trackOrders, { query: { shop_id: 7, query: '01812345678' } })).toEqual(
      summaries,
    );
    expect(
      await client().call(shopEndpoints.getOrder, {
        params: { code: 'HT-7K3M9Q2X' },
        query: { shop_id: 7, mobile: '01812345678' },
      }),
    ).toEqual(order);
    expect(server.requests.map((request) => request.rawUrl)).toEqual([
      '/api/shop/orders/track?shop_id=7&query=01812345678',
      '/api/shop/orders/HT-7K3M9Q2X?shop_id=7&mobile=01812345678',
    ]);
  });

  it("sends the user's language as Accept-Language, read on every call", async () => {
    let language = 'bn';
    server.on('POST', '/api/shop/auth/register/code', ok(null));
    const shopper = client({ getLanguage: () => language });
    const body = { shop_id: 7, mobile: '01812345678', altcha: 'solved' };
    await shopper.call(customerEndpoints.sendRegisterCode, { body });
    language = 'en';
    await shopper.call(customerEndpoints.sendRegisterCode, { body });
    expect(server.requests.map((request) => request.headers['accept-language'])).toEqual(['bn', 'en']);
  });

  it('times out a server that never answers', async () => {
    server.on('GET', '/api/shop/online-shop/slow', 'hang');
    const started = Date.now();
    const error = await rejection(client({ timeout: 150 }).call(shopEndpoints.getShop, { params: { slug: 'slow' } }));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a server that is not there is a network error', async () => {
    const gone = server.origin;
    await server.close();
    server = await startTestServer();
    const error = await rejection(
      createShopClient({ baseUrl: `${gone}/api/shop` }).call(shopEndpoints.getShop, { params: { slug: 'x' } }),
    );
    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });

  it('retries nothing by default; with retries only GETs are retried, never a POST', async () => {
    server.on('GET', '/api/shop/online-shop/busy', fail(503, 'Busy'));
    server.on('POST', '/api/shop/orders', fail(503, 'Busy'));
    const busy = { params: { slug: 'busy' } };
    await rejection(client().call(shopEndpoints.getShop, busy));
    expect(server.requests).toHaveLength(1);

    const retrying = client({ retry: 1 });
    await rejection(
      retrying.call(shopEndpoints.placeOrder, { body: {} as never, headers: { 'idempotency-key': 'k' } }),
    );
    expect(server.requests).toHaveLength(2);
    await rejection(retrying.call(shopEndpoints.getShop, busy));
    expect(server.requests).toHaveLength(4);
  });

  it('calls of an endpoint without data resolve with null (a 204, or an envelope with null data)', async () => {
    server.on('POST', '/api/shop/auth/logout', { status: 204 });
    server.on('DELETE', '/api/shop/customer/addresses/3', ok(null));
    const { call } = client({ getCustomerToken: () => 'customer-token' });
    await expect(call(customerEndpoints.logout)).resolves.toBeNull();
    await expect(call(customerEndpoints.deleteAddress, { params: { id: 3 } })).resolves.toBeNull();
    expect(server.requests.map((request) => `${request.method} ${request.rawUrl}`)).toEqual([
      'POST /api/shop/auth/logout',
      'DELETE /api/shop/customer/addresses/3',
    ]);
  });
});
