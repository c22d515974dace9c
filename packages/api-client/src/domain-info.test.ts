import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOMAIN_CACHE_TTL_MS } from './constants.ts';
import { clearDomainInfoCache, getDomainInfo, isDomainAllowed } from './domain-info.ts';
import { domainRecord } from './testing/fixtures.ts';
import { fail, ok, startTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;
let clock = 0;
beforeEach(async () => {
  server = await startTestServer();
  clearDomainInfoCache();
  clock = Date.parse('2026-11-20T08:00:00Z');
});
afterEach(async () => {
  await server.close();
});

const lookup = (domain: string) =>
  getDomainInfo(domain, { v2BaseUrl: `${server.origin}/api/admin/v2`, now: () => clock });

describe('getDomainInfo', () => {
  it('resolves a known domain to its record', async () => {
    server.on('GET', '/api/admin/v2/getDomainInfo', ok(domainRecord));
    expect(await lookup('Rupa.Example:443')).toEqual(domainRecord);
    expect(server.requests[0]?.url.searchParams.get('domain')).toBe('rupa.example');
  });

  it('an answer without a slug counts as not found', async () => {
    const { slug: _slug, ...withoutSlug } = domainRecord;
    server.on('GET', '/api/admin/v2/getDomainInfo', (request) => {
      const domain = request.url.searchParams.get('domain');
      if (domain === 'empty.example') return ok({ ...domainRecord, slug: '' });
      if (domain === 'null.example') return ok(null);
      return ok(withoutSlug);
    });
    expect(await lookup('noslug.example')).toBeNull();
    expect(await lookup('empty.example')).toBeNull();
    expect(await lookup('null.example')).toBeNull();
  });

  it('an unknown domain (404) is null', async () => {
    server.on('GET', '/api/admin/v2/getDomainInfo', fail(404, 'Domain not found'));
    expect(await lookup('nobody.example')).toBeNull();
  });

  it('caches an answer for one hour per domain, null answers too', async () => {
    server.on('GET', '/api/admin/v2/getDomainInfo', (request) =>
      request.url.searchParams.get('domain') === 'rupa.example' ? ok(domainRecord) : fail(404, 'Domain not found'),
    );
    await lookup('rupa.example');
    await lookup('nobody.example');
    clock += DOMAIN_CACHE_TTL_MS - 1;
    expect(await lookup('rupa.example')).toEqual(domainRecord);
    expect(await lookup('nobody.example')).toBeNull();
    expect(server.requests).toHaveLength(2);

    clock += 1;
    expect(await lookup('rupa.example')).toEqual(domainRecord);
    expect(server.requests).toHaveLength(3);
  });

  it('holds at most its maximum of domains (10,000 in use), the least recently asked dropped first', async () => {
    const MAX = 100;
    const bounded = (domain: string) =>
      getDomainInfo(domain, { v2BaseUrl: `${server.origin}/api/admin/v2`, now: () => clock, maxEntries: MAX });
    server.on('GET', '/api/admin/v2/getDomainInfo', (request) =>
      request.url.searchParams.get('domain') === 'rupa.example' ? ok(domainRecord) : fail(404, 'Domain not found'),
    );
    await bounded('rupa.example');
    // Made-up hosts, as a scan sends them: each asked once, rupa.example asked again halfway.
    for (let index = 0; index < MAX; index += 1) {
      await bounded(`made-up-${index}.example`);
      if (index === MAX / 2) await bounded('rupa.example');
    }
    const asked = server.requests.length;
    expect(asked).toBe(MAX + 1);
    // Still cached (asked lately); the first made-up host was dropped.
    expect(await bounded('rupa.example')).toEqual(domainRecord);
    expect(server.requests).toHaveLength(asked);
    await bounded('made-up-0.example');
    expect(server.requests).toHaveLength(asked + 1);
  });

  it('shares one request between lookups made at the same time', async () => {
    server.on('GET', '/api/admin/v2/getDomainInfo', ok(domainRecord));
    const [first, second] = await Promise.all([lookup('rupa.example'), lookup('rupa.example')]);
    expect(first).toEqual(second);
    expect(server.requests).toHaveLength(1);
  });

  it('a failure rejects and is not cached', async () => {
    let answer = fail(500, 'Server error');
    server.on('GET', '/api/admin/v2/getDomainInfo', () => answer);
    await expect(lookup('rupa.example')).rejects.toMatchObject({ kind: 'http', status: 500 });
    answer = ok(domainRecord);
    expect(await lookup('rupa.example')).toEqual(domainRecord);
    expect(server.requests).toHaveLength(2);
  });

  it('a record of the wrong shape is a parse error', async () => {
    server.on('GET', '/api/admin/v2/getDomainInfo', ok({ ...domainRecord, shop_id: 'seven' }));
    await expect(lookup('rupa.example')).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('isDomainAllowed', () => {
  it('is true on 200 and false on 404', async () => {
    server.on('GET', '/api/admin/v2/domain-allowed', (request) =>
      request.url.searchParams.get('domain') === 'rupa.example' ? ok(null) : fail(404, 'Not allowed'),
    );
    const options = { v2BaseUrl: `${server.origin}/api/admin/v2` };
    expect(await isDomainAllowed('rupa.example', options)).toBe(true);
    expect(await isDomainAllowed('evil.example', options)).toBe(false);
  });
});
