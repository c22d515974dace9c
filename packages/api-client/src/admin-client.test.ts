import * as adminEndpoints from '@haat/api-contract/admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminClient, type AdminClientOptions } from './admin-client.ts';
import { clearDomainInfoCache } from './domain-info.ts';
import { ApiError } from './errors.ts';
import { apkLead, domainRecord, order, paginator, product, shop } from './testing/fixtures.ts';
import { fail, ok, startTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  clearDomainInfoCache();
});
afterEach(async () => {
  await server.close();
});

const client = (options: Partial<AdminClientOptions> = {}) =>
  createAdminClient({
    v2BaseUrl: `${server.origin}/api/admin/v2`,
    v3BaseUrl: `${server.origin}/api/admin/v3`,
    getToken: () => 'admin-token',
    getShopId: () => 7,
    ...options,
  });

describe('createAdminClient', () => {
  it("downloads a file answer with the token and shop_id: its bytes (BOM kept) and the server's file name", async () => {
    server.on('GET', '/api/admin/v3/customers-export', {
      text: '\uFEFFmobile,name\r\n',
      contentType: 'text/csv; charset=utf-8',
      headers: { 'Content-Disposition': 'attachment; filename="customers-2026-06-01.csv"' },
    });
    const file = await client().download(adminEndpoints.exportCustomers, { query: { search: 'rahim' } });
    expect(file.filename).toBe('customers-2026-06-01.csv');
    expect([...new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(server.requests[0]?.headers['authorization']).toBe('Bearer admin-token');
    expect(server.requests[0]?.rawUrl).toBe('/api/admin/v3/customers-export?shop_id=7&search=rahim');
  });

  it('rejects a refused download with the error envelope', async () => {
    server.on('GET', '/api/admin/v3/customers-export', fail(422, 'Invalid', { search: ['validation.max_length'] }));
    await expect(client().download(adminEndpoints.exportCustomers)).rejects.toMatchObject({
      status: 422,
      errors: { search: ['validation.max_length'] },
    });
  });

  it('unwraps GET /online-shop to { shop, apk_lead }', async () => {
    server.on('GET', '/api/admin/v3/online-shop', ok({ shop, apk_lead: apkLead }));
    expect(await client().call(adminEndpoints.getOnlineShop)).toEqual({ shop, apk_lead: apkLead });
  });

  it('sends the Bearer token and shop_id from the getters on every call', async () => {
    server.on('GET', '/api/admin/v3/orders', ok(paginator([order])));
    const storage = { token: 'first-token', shopId: 7 };
    const admin = client({ getToken: () => storage.token, getShopId: () => storage.shopId });
    await admin.call(adminEndpoints.listOrders, { query: { tab: 'completed', page: 2 } });
    storage.token = 'second-token';
    storage.shopId = 8;
    await admin.call(adminEndpoints.listOrders);
    expect(server.requests.map((request) => [request.headers['authorization'], request.rawUrl])).toEqual([
      ['Bearer first-token', '/api/admin/v3/orders?shop_id=7&tab=completed&page=2'],
      ['Bearer second-token', '/api/admin/v3/orders?shop_id=8'],
    ]);
  });

  it('leaves out what the getters do not have', async () => {
    server.on('GET', '/api/admin/v3/dashboard', fail(401, 'Unauthenticated.'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      client({ getToken: () => null, getShopId: () => null }).call(adminEndpoints.getDashboard),
    ).rejects.toBeInstanceOf(ApiError);
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
    expect(server.requests[0]?.rawUrl).toBe('/api/admin/v3/dashboard');
  });

  it('on a 401 warns, calls onUnauthorized and still rejects', async () => {
    server.on('GET', '/api/admin/v3/online-shop', fail(401, 'Token expired'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onUnauthorized = vi.fn();
    const error: unknown = await client({ onUnauthorized })
      .call(adminEndpoints.getOnlineShop)
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Request failed with status 401: Token expired',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/unauthori[sz]ed/i));
  });

  it('owner sign-in goes without token or shop_id, and its 401 ends no session', async () => {
    server.on('POST', '/api/admin/v3/auth/login', fail(401, 'invalid login information'));
    const onUnauthorized = vi.fn();
    await expect(
      client({ onUnauthorized }).call(adminEndpoints.login, { body: { mobile: '01712345678', password: 'x' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
    expect(server.requests[0]?.rawUrl).toBe('/api/admin/v3/auth/login');
  });

  it('changes an order status with PATCH and { status }', async () => {
    server.on('PATCH', '/api/admin/v3/orders/40/status', ok({ ...order, status: 'accepted' }));
    const changed = await client().call(adminEndpoints.updateOrderStatus, {
      params: { id: 40 },
      body: { status: 'accepted' },
    });
    expect(changed.status).toBe('accepted');
    expect(JSON.parse(server.requests[0]?.body.toString() ?? '')).toEqual({ status: 'accepted' });
  });

  it('a 409 for an illegal transition names the status', async () => {
    server.on('PATCH', '/api/admin/v3/orders/40/status', fail(409, 'Cannot change pending to delivered'));
    await expect(
      client().call(adminEndpoints.updateOrderStatus, { params: { id: 40 }, body: { status: 'delivered' } }),
    ).rejects.toThrow(/409/u);
  });

  it('uploads an image as multipart/form-data with the file under "image"', async () => {
    server.on('POST', '/api/admin/v3/online-shop/banner', ok({ ...shop, banner_url: '/images/banners/7.webp' }));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const image = new File([bytes], 'banner.png', { type: 'image/png' });
    const answer = await client().call(adminEndpoints.uploadBanner, { form: { image } });
    expect(answer.banner_url).toBe('/images/banners/7.webp');

    const [request] = server.requests;
    expect(request?.headers['authorization']).toBe('Bearer admin-token');
    expect(request?.url.searchParams.get('shop_id')).toBe('7');
    const contentType = request?.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/u);
    // Read the part back with the platform's own multipart parser.
    const form = await new Response(new Uint8Array(request?.body ?? []), {
      headers: { 'content-type': contentType },
    }).formData();
    const received = form.get('image');
    expect(received).toBeInstanceOf(File);
    expect((received as File).name).toBe('banner.png');
    expect((received as File).type).toBe('image/png');
    expect(new Uint8Array(await (received as File).arrayBuffer())).toEqual(bytes);
  });

  it('uploads a product image to its product', async () => {
    server.on('POST', '/api/admin/v3/products/11/image', ok(product));
    const image = new File(['x'], 'saree.jpg', { type: 'image/jpeg' });
    expect(await client().call(adminEndpoints.uploadProductImage, { params: { id: 11 }, form: { image } })).toEqual(
      product,
    );
    expect(server.requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data/u);
  });

  it('resolves a domain through v2 without the admin token', async () => {
    server.on('GET', '/api/admin/v2/getDomainInfo', ok(domainRecord));
    expect(await client().getDomainInfo('rupa.example')).toEqual(domainRecord);
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
    expect(server.requests[0]?.rawUrl).toBe('/api/admin/v2/getDomainInfo?domain=rupa.example');
  });
});
