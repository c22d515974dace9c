import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownDomainSchema, type DomainRecord, type OwnDomain } from '@haat/domain/schemas';
import { customDomains } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createCustomDomain, createShop } from '../../../test/fixtures.ts';
import { DOMAIN_ALREADY_USED, DOMAIN_CONTACT_SUPPORT } from './shops.domains.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function domainCount() {
  const [row] = await ctx.db.select({ n: count() }).from(customDomains);
  return row!.n;
}

describe('GET and POST /api/admin/v3/online-shop/domain', () => {
  it('is null before the shop has a domain; POST connects one, normalised, and GET answers it', async () => {
    const admin = await signedInOwner(ctx);
    const none = await admin.call<DomainRecord | null>('GET', '/online-shop/domain');
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();

    const res = await admin.call<OwnDomain>('POST', '/online-shop/domain', {
      body: { domain: ' Shop.Rahim-Traders.COM.:443 ' },
    });
    expect(res.status).toBe(201);
    const record = v.parse(ownDomainSchema, res.body.data);
    expect(record).toMatchObject({
      domain: 'shop.rahim-traders.com',
      slug: admin.shop.slug,
      shop_id: admin.shop.id,
      verified: false,
      ssl_status: 'pending',
      txt_record: { name: '_haat-challenge.shop.rahim-traders.com', value: expect.stringMatching(/^haat-[\w-]{32}$/u) },
      cname_target: `shops.${ctx.config.marketHostSuffix}`,
      last_checked_at: null,
      check_error: null,
    });
    expect((await admin.call<OwnDomain>('GET', '/online-shop/domain')).body.data).toEqual(record);

    // Not proven yet: nothing serves it.
    expect(
      (await ctx.request('GET', '/api/admin/v2/getDomainInfo', { query: { domain: 'SHOP.rahim-traders.com' } })).status,
    ).toBe(404);
  });

  it('is 409 "contact support" for a shop whose domain is verified', async () => {
    const admin = await signedInOwner(ctx);
    await createCustomDomain(ctx, { shop: admin.shop, domain: 'first.example.com' });
    const before = await domainCount();
    const res = await admin.call('POST', '/online-shop/domain', { body: { domain: 'second.example.com' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, message: DOMAIN_CONTACT_SUPPORT });
    expect(await domainCount()).toBe(before);
  });

  it('is 409 "already used" for another shop\'s verified domain, whatever its case', async () => {
    const other = await createShop(ctx);
    await createCustomDomain(ctx, { shop: other, domain: 'taken.example.com' });
    const admin = await signedInOwner(ctx);
    const res = await admin.call('POST', '/online-shop/domain', { body: { domain: 'TAKEN.Example.com' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(DOMAIN_ALREADY_USED);
    expect((await admin.call('GET', '/online-shop/domain')).body.data).toBeNull();
  });

  it('is 422 for something that is not a domain of its own: garbage, an IP, the market host', async () => {
    const admin = await signedInOwner(ctx);
    const suffix = ctx.config.marketHostSuffix;
    for (const domain of [
      'not a domain',
      'localhost',
      '127.0.0.1',
      `myshop.${suffix}`,
      suffix,
      'http://x.com/path',
      '',
    ]) {
      const res = await admin.call('POST', '/online-shop/domain', { body: { domain } });
      expect(res.status, domain).toBe(422);
      expect(res.body.errors, domain).toEqual({ domain: ['validation.domain_invalid'] });
    }
    const missing = await admin.call('POST', '/online-shop/domain', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ domain: ['validation.domain_invalid'] });
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    expect((await ctx.request('GET', '/api/admin/v3/online-shop/domain')).status).toBe(401);
    expect((await admin.call('GET', '/online-shop/domain', { query: { shop_id: other.id } })).status).toBe(403);
    const before = await domainCount();
    expect(
      (
        await admin.call('POST', '/online-shop/domain', {
          body: { domain: 'x.example.com' },
          query: { shop_id: other.id },
        })
      ).status,
    ).toBe(403);
    expect(await domainCount()).toBe(before);
  });
});
