import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { serveProbe, type ProbeServer } from '../../../test/probe-server.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { invalid } from '../http/errors.ts';
import {
  BANNER_SIZE,
  CARD_WIDTH,
  deleteImage,
  imageUrls,
  linkPreviewKey,
  processImage,
  storeImage,
  MEDIUM_IMAGE_WIDTH,
  widthOf,
  type ImageKind,
  type ImageUrls,
} from './images.ts';
import type { ImageStorage } from './storage.ts';

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } })
    .toFormat(format)
    .toBuffer();

let ctx: TestContext;
let probe: ProbeServer;
beforeAll(async () => {
  ctx = await createTestContext();
  // An upload route as the admin modules will write it: multipart field `image`.
  const routes = new Hono<AppEnv>().post('/upload/:kind', async (c) => {
    const form = await c.req.formData();
    const file = form.get('image');
    if (!(file instanceof File)) throw invalid({ image: ['validation.required'] });
    const image = await processImage(new Uint8Array(await file.arrayBuffer()), c.req.param('kind') as ImageKind);
    const key = await storeImage(c.get('storage'), 'shops/1', image);
    return ok(c, { key, ...imageUrls(c.get('storage'), key) });
  });
  probe = await serveProbe(ctx, routes);
});
afterAll(async () => {
  await probe?.close();
  await ctx?.close();
});

async function upload(kind: ImageKind, body: Uint8Array, type = 'image/png') {
  const form = new FormData();
  form.set('image', new Blob([body], { type }), 'upload.bin');
  return probe.request<{ key: string } & ImageUrls>('POST', `/upload/${kind}`, { body: form });
}

async function fetchImage(url: string) {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, meta: response.ok ? await sharp(bytes).metadata() : undefined };
}

describe('image uploads', () => {
  it('store a banner as a 1920x560 WebP, a 480 px card and a 960 px size, served with long cache headers', async () => {
    const res = await upload('banner', await picture(2400, 1600, 'jpeg'), 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe(`${ctx.baseUrl}/images/${res.body.data.key}.webp`);

    const full = await fetchImage(res.body.data.url);
    expect(full.response.status).toBe(200);
    expect(full.response.headers.get('content-type')).toBe('image/webp');
    expect(full.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Storefronts on other origins embed them; the security headers come along as on every answer.
    expect(full.response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(full.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(full.meta).toMatchObject({ format: 'webp', ...BANNER_SIZE });

    const card = await fetchImage(res.body.data.card_url);
    expect(card.meta).toMatchObject({
      format: 'webp',
      width: CARD_WIDTH,
      height: Math.round((CARD_WIDTH * 560) / 1920),
    });

    // The size a phone shows it at, under the same key.
    expect(res.body.data.medium_url).toBe(`${ctx.baseUrl}/images/${res.body.data.key}-${MEDIUM_IMAGE_WIDTH}.webp`);
    const medium = await fetchImage(res.body.data.medium_url!);
    expect(medium.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(medium.meta).toMatchObject({
      format: 'webp',
      width: MEDIUM_IMAGE_WIDTH,
      height: Math.round((MEDIUM_IMAGE_WIDTH * 560) / 1920),
    });
    expect(medium.bytes.length).toBeLessThan(full.bytes.length);
  });

  it("keep a large product photo also 960 px wide, and record the full file's true width (decision 128)", async () => {
    const res = await upload('product', await picture(2400, 1600, 'jpeg'), 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.data.key).toMatch(/-w1600$/u);
    expect(res.body.data.width).toBe(1600);
    expect((await fetchImage(res.body.data.url)).meta).toMatchObject({ width: 1600, height: 1067 });
    expect(res.body.data.medium_url).toBe(`${ctx.baseUrl}/images/${res.body.data.key}-${MEDIUM_IMAGE_WIDTH}.webp`);
    const medium = await fetchImage(res.body.data.medium_url!);
    expect(medium.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(medium.meta).toMatchObject({ format: 'webp', width: MEDIUM_IMAGE_WIDTH, height: 640 });
  });

  it('keep no medium size of a photo that is no wider than it, nor of a logo', async () => {
    for (const [kind, width, height, stored] of [
      ['product', 960, 1280, 960],
      ['product', 700, 500, 700],
      // A tall photo fits the 1600 px box by its height: its full file is narrow.
      ['product', 1500, 3000, 800],
      ['logo', 2400, 1600, 512],
    ] as const) {
      const res = await upload(kind, await picture(width, height, 'jpeg'), 'image/jpeg');
      expect(res.status).toBe(200);
      expect(res.body.data.width).toBe(stored);
      expect((await fetchImage(res.body.data.url)).meta?.width).toBe(stored);
      expect(res.body.data.medium_url).toBeNull();
      expect((await fetch(`${ctx.baseUrl}/images/${res.body.data.key}-${MEDIUM_IMAGE_WIDTH}.webp`)).status).toBe(404);
    }
  });

  it('read the width from the key, and keep the images stored before it as they were', () => {
    expect(widthOf('shops/1/products/7/ab12cd34-w1600')).toBe(1600);
    expect(widthOf('shops/1/products/7/ab12cd34')).toBeNull();
    expect(widthOf('shops/1/banner/ab12cd34-m')).toBeNull();
    expect(imageUrls(ctx.storage, 'p/ab12cd34-w1200')).toMatchObject({ width: 1200, medium_url: expect.any(String) });
    expect(imageUrls(ctx.storage, 'p/ab12cd34-w960')).toMatchObject({ width: 960, medium_url: null });
    expect(imageUrls(ctx.storage, 'p/ab12cd34')).toMatchObject({ width: null, medium_url: null });
    // A banner stored with its medium size before widths were recorded (decision 125).
    expect(imageUrls(ctx.storage, 'b/ab12cd34-m')).toMatchObject({
      width: null,
      medium_url: `${ctx.baseUrl}/images/b/ab12cd34-m-${MEDIUM_IMAGE_WIDTH}.webp`,
    });
  });

  it('refuse to store an image whose medium size does not match its width', async () => {
    const small = await processImage(await picture(700, 500), 'product');
    await expect(storeImage(ctx.storage, 'products/9', { ...small, medium: small.full })).rejects.toThrow(/medium/u);
    const large = await processImage(await picture(2000, 1000), 'product');
    await expect(storeImage(ctx.storage, 'products/9', { ...large, medium: undefined })).rejects.toThrow(/medium/u);
  });

  it('crop a banner of any shape to exactly 1920x560', async () => {
    for (const [width, height] of [
      [300, 900],
      [5000, 400],
    ] as const) {
      const { full } = await processImage(await picture(width, height), 'banner');
      expect(await sharp(full).metadata()).toMatchObject({ format: 'webp', width: 1920, height: 560 });
    }
  });

  it('keep a product photo within 1600 px and never enlarge a small one', async () => {
    const large = await processImage(await picture(3200, 2000), 'product');
    expect(large.width).toBe(1600);
    expect(await sharp(large.full).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
    expect(await sharp(large.card).metadata()).toMatchObject({ format: 'webp', width: 480, height: 300 });
    const small = await processImage(await picture(300, 200), 'logo');
    expect(small.width).toBe(300);
    expect(await sharp(small.full).metadata()).toMatchObject({ width: 300, height: 200 });
    expect(await sharp(small.card).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('refuse a file that is not an image with 422, and nothing is stored', async () => {
    const res = await upload('product', new TextEncoder().encode('<?php echo "hi"; ?>'), 'image/png');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 422,
      message: 'The file is not an image we can read',
      errors: { image: ['validation.invalid_format'] },
    });
    const truncated = (await picture(400, 400)).subarray(0, 200);
    expect((await upload('product', truncated)).status).toBe(422);
  });

  it('refuse an empty file (422) and an oversized one (413)', async () => {
    expect((await upload('logo', new Uint8Array())).body.errors).toEqual({ image: ['validation.required'] });
    await expect(processImage(new Uint8Array(9 * 1024 * 1024), 'product')).rejects.toMatchObject({ status: 413 });
  });

  it('refuse an upload over the 10 MB multipart limit with a 413 envelope', async () => {
    const res = await upload('product', new Uint8Array(11 * 1024 * 1024));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/u);
  });

  it('delete both variants and the link preview', async () => {
    const key = await storeImage(ctx.storage, 'products/5', await processImage(await picture(100, 100), 'product'));
    await ctx.storage.put(linkPreviewKey(key), new Uint8Array([1]), 'image/jpeg');
    const urls = imageUrls(ctx.storage, key)!;
    expect((await fetch(urls.url)).status).toBe(200);
    await deleteImage(ctx.storage, key);
    expect((await fetch(urls.url)).status).toBe(404);
    expect((await fetch(urls.card_url)).status).toBe(404);
    expect(await ctx.storage.get(linkPreviewKey(key))).toBeNull();
  });

  it('leave nothing stored when one variant cannot be stored', async () => {
    const banner = await processImage(await picture(2000, 600), 'banner');
    const written: string[] = [];
    const failing: ImageStorage = {
      ...ctx.storage,
      async put(key, body, contentType) {
        if (key.endsWith(`-${MEDIUM_IMAGE_WIDTH}.webp`)) throw new Error('the bucket is gone');
        written.push(key);
        await ctx.storage.put(key, body, contentType);
      },
    };
    await expect(storeImage(failing, 'banners/6', banner)).rejects.toThrow('the bucket is gone');
    expect(written).toHaveLength(2);
    for (const key of written) expect(await ctx.storage.get(key)).toBeNull();
  });

  it("delete a banner's or a large photo's medium size with the rest", async () => {
    for (const [prefix, kind, width] of [
      ['banners/5', 'banner', 2000],
      ['products/5', 'product', 1800],
    ] as const) {
      const key = await storeImage(ctx.storage, prefix, await processImage(await picture(width, 600), kind));
      const urls = imageUrls(ctx.storage, key)!;
      expect((await fetch(urls.medium_url!)).status).toBe(200);
      await deleteImage(ctx.storage, key);
      for (const url of [urls.url, urls.card_url, urls.medium_url!]) expect((await fetch(url)).status).toBe(404);
    }
  });
});
