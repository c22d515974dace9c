import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSchema, type AdminShopResponse, type Shop, type ShopSettingsBodyInput } from '@haat/domain/schemas';
import { shops } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createShop } from '../../../test/fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

function settings(overrides: Partial<ShopSettingsBodyInput> = {}): ShopSettingsBodyInput {
  return {
    name: 'Rahim Traders',
    bn_name: 'রহিম ট্রেডার্স',
    address: 'Shop 4, New Market, Dhaka',
    public_number: '01711-000111',
    facebook: 'https://facebook.com/rahimtraders',
    twitter: '',
    instagram: null,
    youtube: 'https://youtube.com/@rahim',
    tiktok: undefined,
    meta_title: 'Rahim Traders: rice and lentils',
    meta_description: 'Fresh rice delivered in Dhaka',
    public: false,
    online_shop_settings: {
      seo_data: 'rice, dal',
      gtm: 'gtm-ab12cd',
      pixel_id: '1234567890',
      pixel_test_event: null,
      default_chat_channel: 'whatsapp',
      whatsapp_chat: '01711000111',
      facebook_chat: 'https://www.facebook.com/rahimtraders',
    },
    ...overrides,
  };
}

describe('PUT /api/admin/v3/online-shop', () => {
  it('saves every setting, normalised, and answers the shop (seen by the admin and the storefront alike)', async () => {
    const admin = await signedInOwner(ctx);
    const res = await admin.call<Shop>('PUT', '/online-shop', { body: settings() });

    expect(res.status).toBe(200);
    const shop = v.parse(shopSchema, res.body.data);
    expect(shop).toMatchObject({
      id: admin.shop.id,
      name: 'Rahim Traders',
      bn_name: 'রহিম ট্রেডার্স',
      address: 'Shop 4, New Market, Dhaka',
      public_number: '01711-000111',
      facebook: 'https://facebook.com/rahimtraders',
      twitter: null,
      instagram: null,
      youtube: 'https://youtube.com/@rahim',
      tiktok: null,
      public: false,
      online_shop_settings: {
        seo_data: 'rice, dal',
        gtm: 'GTM-AB12CD',
        pixel_id: '1234567890',
        pixel_test_event: null,
        default_chat_channel: 'whatsapp',
        whatsapp_chat: '01711000111',
        facebook_chat: 'rahimtraders',
      },
    });

    const adminView = await admin.call<AdminShopResponse>('GET', '/online-shop');
    expect(adminView.body.data.shop).toEqual(shop);
    const storefront = await ctx.request<Shop>('GET', `/api/shop/online-shop/${admin.shop.slug}`);
    expect(storefront.body.data).toEqual(shop);
  });

  it('refuses script in tracking ids and links with a message id per field, and changes nothing', async () => {
    const admin = await signedInOwner(ctx);
    const [before] = await ctx.db.select().from(shops).where(eq(shops.id, admin.shop.id));
    const res = await admin.call('PUT', '/online-shop', {
      body: settings({
        name: '',
        facebook: 'javascript:alert(1)',
        online_shop_settings: {
          gtm: "GTM-1'});alert(document.cookie);//",
          pixel_id: '<script>alert(1)</script>',
          default_chat_channel: 'messenger',
        },
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['validation.name_required'],
      facebook: ['validation.url'],
      'online_shop_settings.gtm': ['validation.gtm_invalid'],
      'online_shop_settings.pixel_id': ['validation.pixel_invalid'],
      'online_shop_settings.facebook_chat': ['validation.required'],
    });
    const [after] = await ctx.db.select().from(shops).where(eq(shops.id, admin.shop.id));
    expect(after).toEqual(before);
  });

  it('is 422 for wrong types and a missing settings object', async () => {
    const admin = await signedInOwner(ctx);
    const res = await admin.call('PUT', '/online-shop', {
      body: { ...settings(), public: 'yes', online_shop_settings: undefined },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      public: ['validation.invalid_format'],
      online_shop_settings: ['validation.required'],
    });
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    expect((await ctx.request('PUT', '/api/admin/v3/online-shop', { body: settings() })).status).toBe(401);
    const res = await admin.call('PUT', '/online-shop', { body: settings(), query: { shop_id: other.id } });
    expect(res.status).toBe(403);
    const [untouched] = await ctx.db.select({ name: shops.name }).from(shops).where(eq(shops.id, other.id));
    expect(untouched!.name).toBe(other.name);
  });
});
