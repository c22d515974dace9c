/**
 * Domain claims against a real DNS server started by the test: a domain is served only once its
 * shop proves it (TXT or CNAME), a claim never blocks the real owner, and a lapsed proof is noticed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnDomain } from '@haat/domain/schemas';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { startTestDnsServer, type TestDnsServer } from '../../../test/dns-server.ts';
import { customDomains, shops } from '../../platform/db/schema.ts';
import { createLogger } from '../../platform/observability/logger.ts';
import { DOMAIN_ALREADY_USED, RECHECK_FAILURES_TO_UNVERIFY, recheckVerifiedDomains } from './shops.domains.service.ts';

let dns: TestDnsServer;
let ctx: TestContext;
beforeAll(async () => {
  dns = await startTestDnsServer();
  ctx = await createTestContext({ env: { DNS_RESOLVER: dns.address } });
});
afterAll(async () => {
  await ctx?.close();
  await dns?.close();
});

const claim = (admin: AdminCaller, domain: string) =>
  admin.call<OwnDomain>('POST', '/online-shop/domain', { body: { domain } });
const verify = (admin: AdminCaller) => admin.call<OwnDomain>('POST', '/online-shop/domain/verify');
const served = async (domain: string) => ({
  info: (await ctx.request('GET', '/api/admin/v2/getDomainInfo', { query: { domain } })).status,
  allowed: (await ctx.request('GET', '/api/admin/v2/domain-allowed', { query: { domain } })).status,
});
const dnsConfig = () => ({ servers: [dns.address], cnameTarget: ctx.config.domains.cnameTarget });

describe('proving a domain through DNS', () => {
  it('the attack: a shop cannot claim another’s domain; the owner who proves it gets it', async () => {
    const attacker = await signedInOwner(ctx);
    const owner = await signedInOwner(ctx);
    const domain = 'rahims-shop.test';

    const claimed = await claim(attacker, domain);
    expect(claimed.status).toBe(201);
    expect(claimed.body.data.verified).toBe(false);
    expect(await served(domain)).toEqual({ info: 404, allowed: 404 });
    const tried = await verify(attacker);
    expect(tried.body.data).toMatchObject({ verified: false, check_error: 'not_found' });
    expect(tried.body.data.last_checked_at).not.toBeNull();

    // The real owner claims it too (the attacker's claim does not block it) and publishes the TXT record.
    const mine = await claim(owner, domain);
    expect(mine.status).toBe(201);
    dns.setTxt(mine.body.data.txt_record.name, mine.body.data.txt_record.value);
    const proven = await verify(owner);
    expect(proven.status).toBe(200);
    expect(proven.body.data).toMatchObject({ verified: true, ssl_status: 'verified', check_error: null });
    expect(await served(domain)).toEqual({ info: 200, allowed: 200 });
    const info = await ctx.request<{ shop_id: number }>('GET', '/api/admin/v2/getDomainInfo', { query: { domain } });
    expect(info.body.data.shop_id).toBe(owner.shop.id);

    // The attacker's claim is gone, and claiming it again is refused.
    expect((await attacker.call('GET', '/online-shop/domain')).body.data).toBeNull();
    const again = await claim(attacker, domain);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DOMAIN_ALREADY_USED);
    dns.remove(mine.body.data.txt_record.name);
  });

  it('the attacker’s own TXT record with its token does not prove the victim’s claim, and the wrong value says so', async () => {
    const attacker = await signedInOwner(ctx);
    const victim = await signedInOwner(ctx);
    const theirs = await claim(attacker, 'victim-shop.test');
    const mine = await claim(victim, 'victim-shop.test');
    dns.setTxt(theirs.body.data.txt_record.name, theirs.body.data.txt_record.value);
    expect((await verify(victim)).body.data).toMatchObject({ verified: false, check_error: 'wrong_value' });
    expect(mine.body.data.txt_record.value).not.toBe(theirs.body.data.txt_record.value);
    dns.remove(theirs.body.data.txt_record.name);
  });

  it('a CNAME to the platform host proves the domain too', async () => {
    const owner = await signedInOwner(ctx);
    await claim(owner, 'www.cname-shop.test');
    dns.setCname('www.cname-shop.test', `${ctx.config.domains.cnameTarget}.`);
    expect((await verify(owner)).body.data).toMatchObject({ verified: true });
    expect(await served('www.cname-shop.test')).toEqual({ info: 200, allowed: 200 });
  });

  it('a DNS server that does not answer is a clear "dns_error" and changes nothing else', async () => {
    const owner = await signedInOwner(ctx);
    const claimed = await claim(owner, 'slow-dns.test');
    dns.setTxt(claimed.body.data.txt_record.name, claimed.body.data.txt_record.value);
    dns.silence(true);
    try {
      const res = await verify(owner);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ verified: false, check_error: 'dns_error' });
    } finally {
      dns.silence(false);
    }
    expect((await verify(owner)).body.data.verified).toBe(true);
  });

  it('an unpublished shop’s verified domain gets no certificate', async () => {
    const owner = await signedInOwner(ctx);
    const claimed = await claim(owner, 'closed-shop.test');
    dns.setTxt(claimed.body.data.txt_record.name, claimed.body.data.txt_record.value);
    await verify(owner);
    await ctx.db.update(shops).set({ public: false }).where(eq(shops.id, owner.shop.id));
    expect((await served('closed-shop.test')).allowed).toBe(404);
  });

  it('the periodic re-check un-verifies a domain whose proof is gone for several checks in a row', async () => {
    const owner = await signedInOwner(ctx);
    const claimed = await claim(owner, 'lapsed-shop.test');
    dns.setTxt(claimed.body.data.txt_record.name, claimed.body.data.txt_record.value);
    await verify(owner);
    dns.remove(claimed.body.data.txt_record.name);
    const logger = createLogger('silent');
    for (let i = 1; i < RECHECK_FAILURES_TO_UNVERIFY; i += 1) {
      await recheckVerifiedDomains(ctx.db, dnsConfig(), logger);
      expect((await served('lapsed-shop.test')).info, `after ${i} failed checks`).toBe(200);
    }
    await recheckVerifiedDomains(ctx.db, dnsConfig(), logger);
    expect(await served('lapsed-shop.test')).toEqual({ info: 404, allowed: 404 });
    const [row] = await ctx.db.select().from(customDomains).where(eq(customDomains.shopId, owner.shop.id));
    expect(row).toMatchObject({ verified: false, checkError: 'not_found' });
  });

  it('is 404 to verify without a claim', async () => {
    const owner = await signedInOwner(ctx);
    expect((await verify(owner)).status).toBe(404);
  });
});
