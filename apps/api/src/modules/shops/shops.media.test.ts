import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@haat/domain/schemas';
import { shops } from '../../platform/db/schema.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createShop } from '../../../test/fixtures.ts';
import { imageForm, testImage } from '../../../test/images.ts';
import { IMAGE_SAVE_FAILED } from '../../platform/storage/image-upload.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function fetchImage(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const cardUrl = (url: string) => url.replace(/\.webp$/u, '-card.webp');
const mediumUrl = (url: string) => url.replace(/\.webp$/u, '-960.webp');

describe('POST and DELETE /api/admin/v3/online-shop/banner', () => {
  it('stores the banner as WebP at exactly 1920x560 with card and 960 px variants, and answers the shop', async () => {
    const admin = await signedInOwner(ctx);
    const res = await admin.call<Shop>('POST', '/online-shop/banner', { body: imageForm(await testImage(3000, 1400)) });

    expect(res.status).toBe(200);
    const url = res.body.data.banner_url!;
    expect(url).toMatch(
      new RegExp(`^${ctx.baseUrl}/images/shops/${admin.shop.id}/banner/[0-9a-f]+-w1920\\.webp$`, 'u'),
    );
    const full = await fetchImage(url);
    expect(full.status).toBe(200);
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: 'webp', width: 1920, height: 560 });
    const card = await fetchImage(cardUrl(url));
    expect(await sharp(card.bytes).metadata()).toMatchObject({ format: 'webp', width: 480 });
    expect(res.body.data.banner_medium_url).toBe(mediumUrl(url));
    const medium = await fetchImage(mediumUrl(url));
    expect(await sharp(medium.bytes).metadata()).toMatchObject({ format: 'webp', width: 960, height: 280 });
  });

  it('deletes the old files once the new banner is saved, and all of them on DELETE', async () => {
    const admin = await signedInOwner(ctx);
    const first = await admin.call<Shop>('POST', '/online-shop/banner', {
      body: imageForm(await testImage(800, 300, 'jpeg'), { type: 'image/jpeg' }),
    });
    const firstUrl = first.body.data.banner_url!;
    const second = await admin.call<Shop>('POST', '/online-shop/banner', {
      body: imageForm(await testImage(1920, 560)),
    });
    const secondUrl = second.body.data.banner_url!;
    expect(secondUrl).not.toBe(firstUrl);
    await ctx.jobsSettled();
    expect((await fetchImage(firstUrl)).status).toBe(404);
    expect((await fetchImage(cardUrl(firstUrl))).status).toBe(404);
    expect((await fetchImage(mediumUrl(firstUrl))).status).toBe(404);
    expect((await fetchImage(secondUrl)).status).toBe(200);

    const removed = await admin.call<Shop>('DELETE', '/online-shop/banner');
    expect(removed.status).toBe(200);
    expect(removed.body.data.banner_url).toBeNull();
    expect(removed.body.data.banner_medium_url).toBeNull();
    await ctx.jobsSettled();
    expect((await fetchImage(secondUrl)).status).toBe(404);
    expect((await fetchImage(mediumUrl(secondUrl))).status).toBe(404);
    const [row] = await ctx.db.select({ key: shops.bannerKey }).from(shops).where(eq(shops.id, admin.shop.id));
    expect(row!.key).toBeNull();
  });

  it('is 422 without an image or with a file that is not one, and keeps the current banner', async () => {
    const admin = await signedInOwner(ctx);
    const saved = await admin.call<Shop>('POST', '/online-shop/banner', {
      body: imageForm(await testImage(1920, 560)),
    });

    const missing = await admin.call('POST', '/online-shop/banner', { body: new FormData() });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ image: ['validation.required'] });
    const json = await admin.call('POST', '/online-shop/banner', { body: { image: 'https://example.com/x.png' } });
    expect(json.status).toBe(422);
    const text = await admin.call('POST', '/online-shop/banner', {
      body: imageForm(new TextEncoder().encode('<svg onload="alert(1)">'), { filename: 'x.png' }),
    });
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ image: ['validation.invalid_format'] });

    const current = await admin.call<{ shop: Shop }>('GET', '/online-shop');
    expect(current.body.data.shop.banner_url).toBe(saved.body.data.banner_url);
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    const body = imageForm(await testImage(100, 100));
    expect((await ctx.request('POST', '/api/admin/v3/online-shop/banner', { body })).status).toBe(401);
    expect((await admin.call('POST', '/online-shop/banner', { body, query: { shop_id: other.id } })).status).toBe(403);
    expect((await admin.call('DELETE', '/online-shop/banner', { query: { shop_id: other.id } })).status).toBe(403);
  });
});

describe('POST and DELETE /api/admin/v3/online-shop/logo', () => {
  it('stores the logo as WebP (at most 512 px) with a card variant, and removes it', async () => {
    const admin = await signedInOwner(ctx);
    const res = await admin.call<Shop>('POST', '/online-shop/logo', { body: imageForm(await testImage(1000, 1000)) });
    expect(res.status).toBe(200);
    const url = res.body.data.logo_url!;
    expect(res.body.data.banner_url).toBeNull();
    const full = await fetchImage(url);
    expect(full.type).toBe('image/webp');
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect((await fetchImage(cardUrl(url))).status).toBe(200);

    const removed = await admin.call<Shop>('DELETE', '/online-shop/logo');
    expect(removed.body.data.logo_url).toBeNull();
    await ctx.jobsSettled();
    expect((await fetchImage(url)).status).toBe(404);
  });

  it('is 401 without a token', async () => {
    expect((await ctx.request('DELETE', '/api/admin/v3/online-shop/logo')).status).toBe(401);
  });
});

describe('when image storage fails', () => {
  let broken: TestContext;
  beforeAll(async () => {
    const storage: ImageStorage = {
      put: () => Promise.reject(new Error('bucket unreachable')),
      get: () => Promise.reject(new Error('bucket unreachable')),
      delete: () => Promise.resolve(),
      url: (key) => `https://images.example.invalid/${key}`,
    };
    broken = await createTestContext({ deps: { storage } });
  });
  afterAll(async () => {
    await broken?.close();
  });

  it('answers 500 "try again later" and leaves the shop as it was', async () => {
    const admin = await signedInOwner(broken);
    const res = await admin.call('POST', '/online-shop/logo', { body: imageForm(await testImage(200, 200)) });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: 500, message: IMAGE_SAVE_FAILED });
    const [row] = await broken.db.select({ key: shops.logoKey }).from(shops).where(eq(shops.id, admin.shop.id));
    expect(row!.key).toBeNull();
  });
});
