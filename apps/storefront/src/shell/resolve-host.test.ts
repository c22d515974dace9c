import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDomainInfoCache } from '@haat/api-client/domain-info';
import { fail, ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { resolveHost } from './resolve-host.ts';

const record = {
  id: 1,
  domain: 'boighor.test',
  slug: 'boighor',
  shop_id: 3,
  verified: true,
  ssl_status: 'verified',
  created_at: '2026-11-20T08:30:00.000Z',
  updated_at: '2026-11-20T08:30:00.000Z',
};

let api: TestApi;
beforeEach(async () => {
  clearDomainInfoCache();
  api = await startTestApi();
});
afterEach(() => api.close());

describe('resolveHost', () => {
  it('needs no call on the market host or a shop subdomain', async () => {
    expect(await resolveHost('localhost', 'haat.localhost')).toEqual({ status: 'ready', mode: { kind: 'market' } });
    expect(await resolveHost('boighor.haat.localhost', 'haat.localhost')).toEqual({
      status: 'ready',
      mode: { kind: 'own', slug: 'boighor', origin: 'subdomain' },
    });
    expect(api.requests).toHaveLength(0);
  });

  it('answers a host no shop can have as not found, without a call', async () => {
    for (const host of ['deep.boighor.haat.localhost', 'intranet']) {
      expect(await resolveHost(host, 'haat.localhost')).toEqual({ status: 'unknown-domain', hostname: host });
    }
    expect(api.requests).toHaveLength(0);
  });

  it('resolves a custom domain through getDomainInfo, once per hour', async () => {
    api.on('GET', '/api/admin/v2/getDomainInfo', ok(record));
    const first = await resolveHost('BoiGhor.test', 'haat.localhost');
    expect(first).toEqual({ status: 'ready', mode: { kind: 'own', slug: 'boighor', origin: 'custom-domain' } });
    await resolveHost('boighor.test', 'haat.localhost');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url.searchParams.get('domain')).toBe('boighor.test');
  });

  it('treats an unknown domain as not found and logs a failed lookup', async () => {
    api.on('GET', '/api/admin/v2/getDomainInfo', fail(404, 'Unknown domain'));
    expect(await resolveHost('nobody.test', 'haat.localhost')).toEqual({
      status: 'unknown-domain',
      hostname: 'nobody.test',
    });
    clearDomainInfoCache();
    api.on('GET', '/api/admin/v2/getDomainInfo', fail(503, 'Down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = await resolveHost('nobody.test', 'haat.localhost');
    expect(failed.status).toBe('failed');
    expect(warn).toHaveBeenCalledWith('Failed to resolve domain nobody.test:', expect.anything());
  });
});
