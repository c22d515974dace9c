import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domainRecordSchema,
  pageSchema,
  shopSchema,
  type DomainRecord,
  type Page,
  type Shop,
} from '@haat/domain/schemas';
import { shops } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomDomain, createProduct, createShop, createShopPage, insertOwner } from '../../../test/fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/shop/online-shop/:slug', () => {
  it('answers the shop with owner, custom domain and featured product, in the wire shape', async () => {
    const owner = await insertOwner(ctx, { name: 'Rahim Uddin', email: 'rahim@example.com', mobile: '01711000001' });
    const shop = await createShop(ctx, {
      ownerId: owner.id,
      slug: 'rahim-store',
      name: 'Rahim Store',
      bnName: 'রহিম স্টোর',
      theme: 2,
      publicNumber: '01711000002',
      bannerKey: 'shops/1/banner-abc',
      settings: { gtm: 'GTM-ABC123', default_chat_channel: 'whatsapp', whatsapp_chat: '01711000002' },
    });
    const product = await createProduct(ctx, {
      shop,
      name: 'Miniket Rice',
      selling_price: 80,
      discount: 10,
      discount_type: 'PERCENT',
    });
    await ctx.db.update(shops).set({ featuredProductId: product.id }).where(eq(shops.id, shop.id));
    await createCustomDomain(ctx, { shop, domain: 'rahim.example.com' });

    const res = await ctx.request<Shop>('GET', '/api/shop/online-shop/rahim-store');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, message: expect.any(String) });
    const data = v.parse(shopSchema, res.body.data);
    expect(data).toMatchObject({
      id: shop.id,
      slug: 'rahim-store',
      name: 'Rahim Store',
      bn_name: 'রহিম স্টোর',
      theme: 2,
      public: true,
      public_number: '01711000002',
      logo_url: null,
      banner_url: `${ctx.baseUrl}/images/shops/1/banner-abc.webp`,
      // A banner stored before the 960 px size was kept.
      banner_medium_url: null,
      custom_domain: { domain: 'rahim.example.com' },
      // Neither the owner's email nor their mobile: the shop's pages show its public number (decision 193).
      user: { name: 'Rahim Uddin', email: null, mobile_number: null },
      online_shop_settings: {
        gtm: 'GTM-ABC123',
        pixel_id: null,
        seo_data: null,
        default_chat_channel: 'whatsapp',
        whatsapp_chat: '01711000002',
        facebook_chat: null,
        pixel_test_event: null,
      },
      featured_product: {
        id: product.id,
        name: 'Miniket Rice',
        selling_price: 80,
        discount: 10,
        discount_type: 'PERCENT',
      },
    });
    // Nullable fields are sent as null, never left out.
    expect(Object.keys(res.body.data as object)).toEqual(expect.arrayContaining(['address', 'meta_title', 'tiktok']));
    expect(res.body.data.address).toBeNull();
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
  });

  it('answers an unpublished shop too (the storefront shows its unpublished page)', async () => {
    await createShop(ctx, { slug: 'closed-shop', public: false });
    const res = await ctx.request<Shop>('GET', '/api/shop/online-shop/closed-shop');
    expect(res.status).toBe(200);
    expect(res.body.data.public).toBe(false);
    expect(res.body.data.featured_product).toBeNull();
    expect(res.body.data.custom_domain).toBeNull();
    // Its panel gives the owner's mobile to call; the email stays private.
    expect(res.body.data.user).toEqual({
      name: expect.any(String),
      email: null,
      mobile_number: expect.stringMatching(/^01\d{9}$/u),
    });
  });

  it('matches the slug without case', async () => {
    await createShop(ctx, { slug: 'case-shop' });
    const res = await ctx.request<Shop>('GET', '/api/shop/online-shop/Case-Shop');
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe('case-shop');
  });

  it('is 404 in the error envelope when no shop has the slug', async () => {
    const res = await ctx.request('GET', '/api/shop/online-shop/no-such-shop');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'Shop not found' });
  });
});

describe('GET /api/shop/pages/:page', () => {
  it("answers the shop's page, and a default title with an empty body for a page not written yet", async () => {
    const shop = await createShop(ctx);
    await createShopPage(ctx, { shop, page: 'about-us', title: 'আমাদের সম্পর্কে', body: 'We sell rice.' });

    const about = await ctx.request<Page>('GET', '/api/shop/pages/about-us', { query: { shop_id: shop.id } });
    expect(about.status).toBe(200);
    expect(v.parse(pageSchema, about.body.data)).toEqual({ title: 'আমাদের সম্পর্কে', body: 'We sell rice.' });

    const refund = await ctx.request<Page>('GET', '/api/shop/pages/refund-policy', { query: { shop_id: shop.id } });
    expect(refund.status).toBe(200);
    expect(refund.body.data).toEqual({ title: 'Refund Policy', body: '' });
  });

  it("never answers another shop's page", async () => {
    const shop = await createShop(ctx);
    const other = await createShop(ctx);
    await createShopPage(ctx, { shop: other, page: 'privacy-policy', title: 'Other', body: 'Secret' });
    const res = await ctx.request<Page>('GET', '/api/shop/pages/privacy-policy', { query: { shop_id: shop.id } });
    expect(res.body.data.body).toBe('');
  });

  it('is 404 for an unknown page or shop, 422 for a bad shop_id', async () => {
    const shop = await createShop(ctx);
    expect((await ctx.request('GET', '/api/shop/pages/secret', { query: { shop_id: shop.id } })).status).toBe(404);
    expect((await ctx.request('GET', '/api/shop/pages/about-us', { query: { shop_id: 999_999 } })).body).toEqual({
      status: 404,
      message: 'Shop not found',
    });
    const bad = await ctx.request('GET', '/api/shop/pages/about-us', { query: { shop_id: 'abc' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ shop_id: ['validation.invalid_number'] });
    const missing = await ctx.request('GET', '/api/shop/pages/about-us');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ shop_id: ['validation.required'] });
  });
});

describe('GET /api/admin/v2/getDomainInfo', () => {
  it('resolves a custom domain ignoring case, port and trailing dot', async () => {
    const shop = await createShop(ctx, { slug: 'domain-shop' });
    const domain = await createCustomDomain(ctx, { shop, domain: 'myshop.example.org' });

    for (const asked of [
      'myshop.example.org',
      'MyShop.Example.ORG',
      'myshop.example.org:8443',
      'myshop.example.org.',
    ]) {
      const res = await ctx.request<DomainRecord>('GET', '/api/admin/v2/getDomainInfo', { query: { domain: asked } });
      expect(res.status, asked).toBe(200);
      expect(v.parse(domainRecordSchema, res.body.data)).toEqual({
        id: domain.id,
        domain: 'myshop.example.org',
        slug: 'domain-shop',
        shop_id: shop.id,
        verified: true,
        ssl_status: 'verified',
        created_at: domain.createdAt.toISOString(),
        updated_at: domain.updatedAt.toISOString(),
      });
    }
  });

  it('is 404 for an unknown domain and 422 without one', async () => {
    expect(
      (await ctx.request('GET', '/api/admin/v2/getDomainInfo', { query: { domain: 'nobody.example.net' } })).status,
    ).toBe(404);
    const res = await ctx.request('GET', '/api/admin/v2/getDomainInfo');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ domain: ['validation.required'] });
  });
});

describe('GET /api/admin/v2/domain-allowed', () => {
  it("allows a published shop's custom domain and market subdomain, and nothing else", async () => {
    const open = await createShop(ctx, { slug: 'open-shop' });
    const closed = await createShop(ctx, { slug: 'shut-shop', public: false });
    await createCustomDomain(ctx, { shop: open, domain: 'open.example.com' });
    await createCustomDomain(ctx, { shop: closed, domain: 'shut.example.com' });
    const suffix = ctx.config.marketHostSuffix;

    const allowed = async (domain: string) =>
      (await ctx.request('GET', '/api/admin/v2/domain-allowed', { query: { domain } })).status;

    expect(await allowed('open.example.com')).toBe(200);
    expect(await allowed('OPEN.example.com.:443')).toBe(200);
    expect(await allowed(`open-shop.${suffix}`)).toBe(200);
    expect(await allowed('shut.example.com')).toBe(404);
    expect(await allowed(`shut-shop.${suffix}`)).toBe(404);
    expect(await allowed(`nobody.${suffix}`)).toBe(404);
    expect(await allowed('unknown.example.com')).toBe(404);
    expect(await allowed('127.0.0.1')).toBe(404);
  });

  it('throttles new certificates: a minute allows a few new domains, and known ones at any time', async () => {
    const throttled = await createTestContext({ rateLimits: { certificates: { perMinute: 2, knownDays: 90 } } });
    try {
      const suffix = throttled.config.marketHostSuffix;
      for (const slug of ['cert-a', 'cert-b', 'cert-c']) await createShop(throttled, { slug });
      const allowed = async (domain: string) =>
        (await throttled.request('GET', '/api/admin/v2/domain-allowed', { query: { domain } })).status;

      expect(await allowed(`cert-a.${suffix}`)).toBe(200);
      expect(await allowed(`cert-b.${suffix}`)).toBe(200);
      // The third new domain this minute waits; made-up hosts never spent the budget.
      expect(await allowed(`cert-c.${suffix}`)).toBe(429);
      expect(await allowed('made-up.example.com')).toBe(404);
      // A domain allowed before (its certificate in the edge's storage, or being renewed) is allowed at once.
      expect(await allowed(`CERT-A.${suffix}`)).toBe(200);
      expect(await allowed(`cert-b.${suffix}`)).toBe(200);
    } finally {
      await throttled.close();
    }
  });
});
