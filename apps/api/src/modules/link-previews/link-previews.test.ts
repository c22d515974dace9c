/**
 * Link previews over HTTP: the versioned address the storefront's server puts in og:image, and the
 * 1200x630 JPEG behind it, made once per picture and then read back from the image storage.
 */
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LINK_PREVIEW_MAX_BYTES,
  linkPreviewSchema,
  shopProductDetailSchema,
  type LinkPreview,
  type LinkPreviewImage,
  type Product,
} from '@haat/domain/schemas';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { createProduct, createShop } from '../../../test/fixtures.ts';
import { imageForm, testImage } from '../../../test/images.ts';
import { productImages, products, shops } from '../../platform/db/schema.ts';
import { PUBLIC_CACHE_CONTROL } from '../../platform/http/http-cache.ts';
import { fullKey, linkPreviewKey, processImage, storeImage, type ImageKind } from '../../platform/storage/images.ts';
import { IMMUTABLE_CACHE_CONTROL, type ImageStorage } from '../../platform/storage/storage.ts';
import { UNVERSIONED_CACHE_CONTROL } from './link-previews.shop.routes.ts';
import {
  LINK_PREVIEW_CONCURRENCY,
  LINK_PREVIEW_MAX_WAITING_PER_SHOP,
  LINK_PREVIEWS_BUSY,
  linkPreviewImages,
} from './preview-images.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const BASE = '/api/shop/link-preview';

/** A picture stored as an upload of this kind would be; returns its storage key. */
async function storedPicture(prefix: string, kind: ImageKind, picture?: Buffer): Promise<string> {
  return storeImage(ctx.storage, prefix, await processImage(picture ?? (await testImage(900, 900)), kind));
}

async function preview(query: Record<string, string | number>): Promise<LinkPreviewImage | null> {
  const res = await ctx.request<LinkPreview>('GET', BASE, { query });
  expect(res.status, res.text).toBe(200);
  return v.parse(linkPreviewSchema, res.body.data).image;
}

async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(url, ctx.baseUrl), { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** How many previews were made (drawn and stored) so far. */
async function madeCount(): Promise<number> {
  const metric = await linkPreviewImages.get();
  return metric.values.find((value) => value.labels.outcome === 'made')?.value ?? 0;
}

async function shopWithProduct(options: { public?: boolean } = {}) {
  const shop = await createShop(ctx, { public: options.public ?? true });
  const picture = await storedPicture(`shops/${shop.id}/products/1`, 'product');
  const product = await createProduct(ctx, { shop, imageKey: picture });
  return { shop, product, picture };
}

describe("GET /api/shop/product/{slug} carries its page's link preview", () => {
  async function productPreview(shopId: number, slug: string): Promise<LinkPreviewImage | null> {
    const res = await ctx.request('GET', `/api/shop/product/${slug}`, { query: { shop_id: shopId } });
    expect(res.status, res.text).toBe(200);
    return v.parse(shopProductDetailSchema, (res.body as { data: unknown }).data).link_preview;
  }

  it("as GET /link-preview gives it: the product's picture, else the shop's, else none", async () => {
    const { shop, product } = await shopWithProduct();
    const image = await productPreview(shop.id, product.slug);
    expect(image).not.toBeNull();
    expect(image).toEqual(await preview({ shop_id: shop.id, product_slug: product.slug }));

    const bare = await createProduct(ctx, { shop, imageKey: null });
    expect(await productPreview(shop.id, bare.slug)).toBeNull();
    const logo = await storedPicture(`shops/${shop.id}/logo`, 'logo');
    await ctx.db.update(shops).set({ logoKey: logo }).where(eq(shops.id, shop.id));
    const shopsPicture = await productPreview(shop.id, bare.slug);
    expect(shopsPicture).toEqual(await preview({ shop_id: shop.id, product_slug: bare.slug }));
    expect(shopsPicture?.version).toBe((await preview({ shop_id: shop.id }))!.version);
  });

  it('is not given by an unpublished shop, whose product details are 404 (decision 161)', async () => {
    const { shop, product } = await shopWithProduct({ public: false });
    const res = await ctx.request('GET', `/api/shop/product/${product.slug}`, { query: { shop_id: shop.id } });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('link-preview');
  });
});

describe('GET /api/shop/link-preview (the address for og:image)', () => {
  it("gives a product page its picture's versioned 1200x630 JPEG, publicly cacheable", async () => {
    const { shop, product } = await shopWithProduct();
    const res = await ctx.request<LinkPreview>('GET', BASE, {
      query: { shop_id: shop.id, product_slug: product.slug },
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.get('etag')).toMatch(/^W\/"/u);
    const image = v.parse(linkPreviewSchema, res.body.data).image!;
    expect(image).toEqual({
      url: `${ctx.baseUrl}${BASE}/products/${product.id}.jpg?shop_id=${shop.id}&v=${image.version}`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      version: expect.stringMatching(/^[0-9a-f]{16}$/u),
    });
  });

  it("gives the shop's pages its banner, and is null when the shop has no picture", async () => {
    const shop = await createShop(ctx);
    expect(await preview({ shop_id: shop.id })).toBeNull();
    const banner = await storedPicture(`shops/${shop.id}/banner`, 'banner');
    await ctx.db.update(shops).set({ bannerKey: banner }).where(eq(shops.id, shop.id));
    const image = (await preview({ shop_id: shop.id }))!;
    expect(image.url).toBe(`${ctx.baseUrl}${BASE}/shops/${shop.id}.jpg?v=${image.version}`);
  });

  it("gives a product without a picture the shop's", async () => {
    const shop = await createShop(ctx);
    const product = await createProduct(ctx, { shop, imageKey: null });
    expect(await preview({ shop_id: shop.id, product_slug: product.slug })).toBeNull();
    const logo = await storedPicture(`shops/${shop.id}/logo`, 'logo');
    await ctx.db.update(shops).set({ logoKey: logo }).where(eq(shops.id, shop.id));
    const forProduct = (await preview({ shop_id: shop.id, product_slug: product.slug }))!;
    expect(forProduct.version).toBe((await preview({ shop_id: shop.id }))!.version);
    const { res, bytes } = await fetchImage(forProduct.url);
    expect(res.status).toBe(200);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('is 404 for an unknown or unpublished shop and for a product of another shop or none', async () => {
    const { shop, product } = await shopWithProduct();
    const unpublished = await shopWithProduct({ public: false });
    const cases = [
      { shop_id: unpublished.shop.id },
      { shop_id: unpublished.shop.id, product_slug: unpublished.product.slug },
      { shop_id: 2_000_000_000 },
      { shop_id: 2_000_000_000, product_slug: product.slug },
      {
        shop_id: shop.id,
        product_slug: unpublished.product.slug === product.slug ? 'no-such-product' : unpublished.product.slug,
      },
      { shop_id: shop.id, product_slug: 'no-such-product' },
    ];
    for (const query of cases) {
      const res = await ctx.request('GET', BASE, { query });
      expect(res.status, JSON.stringify(query)).toBe(404);
      expect(res.body).toEqual({ status: 404, message: expect.stringMatching(/not found/u) });
    }
  });

  it('is 422 without a shop or with a blank product slug', async () => {
    const res = await ctx.request('GET', BASE);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ shop_id: ['validation.required'] });
    const blank = await ctx.request('GET', BASE, { query: { shop_id: 1, product_slug: ' ' } });
    expect(blank.body.errors).toEqual({ product_slug: ['validation.required'] });
  });
});

describe('GET /api/shop/link-preview/products/{id}.jpg', () => {
  it('is a 1200x630 JPEG of at most 300 KB, cached for good at its versioned address', async () => {
    const { shop, product, picture } = await shopWithProduct();
    const image = (await preview({ shop_id: shop.id, product_slug: product.slug }))!;
    const { res, bytes } = await fetchImage(image.url);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(res.headers.get('etag')).toBe(`"${image.version}"`);
    expect(bytes.byteLength).toBeLessThanOrEqual(LINK_PREVIEW_MAX_BYTES);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Kept in the image storage beside its picture, for every instance and the CDN.
    expect(Buffer.from((await ctx.storage.get(linkPreviewKey(picture)))!)).toEqual(bytes);
  });

  it('is made once: the next request reads it back from storage', async () => {
    const { shop, product } = await shopWithProduct();
    const image = (await preview({ shop_id: shop.id, product_slug: product.slug }))!;
    const before = await madeCount();
    const first = await fetchImage(image.url);
    expect(await madeCount()).toBe(before + 1);
    const second = await fetchImage(image.url);
    const unversioned = await fetchImage(`${BASE}/products/${product.id}.jpg?shop_id=${shop.id}`);
    expect(await madeCount()).toBe(before + 1);
    expect(second.bytes).toEqual(first.bytes);
    expect(unversioned.bytes).toEqual(first.bytes);
  });

  it('makes a preview asked for by many at once only once', async () => {
    const { shop, product } = await shopWithProduct();
    const before = await madeCount();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fetchImage(`${BASE}/products/${product.id}.jpg?shop_id=${shop.id}`)),
    );
    expect(answers.map(({ res }) => res.status)).toEqual(Array(6).fill(200));
    expect(await madeCount()).toBe(before + 1);
  });

  it('answers If-None-Match with its version by 304, without a body', async () => {
    const { shop, product } = await shopWithProduct();
    const image = (await preview({ shop_id: shop.id, product_slug: product.slug }))!;
    for (const tag of [`"${image.version}"`, `W/"${image.version}"`, `"other", "${image.version}"`]) {
      const { res, bytes } = await fetchImage(image.url, { 'if-none-match': tag });
      expect(res.status, tag).toBe(304);
      expect(res.headers.get('etag')).toBe(`"${image.version}"`);
      expect(bytes.byteLength).toBe(0);
    }
    expect((await fetchImage(image.url, { 'if-none-match': '"old"' })).res.status).toBe(200);
  });

  it("changes its address when the product's picture changes; an old address shows the new picture briefly", async () => {
    const admin = await signedInOwner(ctx);
    const created = await admin.call<Product>('POST', '/products', {
      body: { name: 'Jamdani saree', selling_price: 4500, stock: 3 },
    });
    expect(created.status, created.text).toBe(201);
    const { id, slug } = created.body.data;
    const upload = async (width: number) => {
      const res = await admin.call<Product>('POST', `/products/${id}/image`, {
        body: imageForm(await testImage(width, 400)),
      });
      expect(res.status, res.text).toBe(200);
    };
    await upload(600); // the first picture becomes the main one
    const first = (await preview({ shop_id: admin.shop.id, product_slug: slug }))!;
    const firstImage = await fetchImage(first.url);

    // The second picture becomes the main one (the admin has no call for that yet; this is the row change one makes).
    await upload(900);
    const [second] = await ctx.db
      .select({ key: productImages.imageKey })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(desc(productImages.position))
      .limit(1);
    await ctx.db.update(products).set({ imageKey: second!.key }).where(eq(products.id, id));
    const changed = (await preview({ shop_id: admin.shop.id, product_slug: slug }))!;

    expect(changed.version).not.toBe(first.version);
    expect(changed.url).not.toBe(first.url);
    const changedImage = await fetchImage(changed.url);
    expect(changedImage.res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(await sharp(changedImage.bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(changedImage.bytes).not.toEqual(firstImage.bytes);
    // A crawler holding the old address gets the current picture, cached only briefly.
    const stale = await fetchImage(first.url);
    expect(stale.res.status).toBe(200);
    expect(stale.res.headers.get('cache-control')).toBe(UNVERSIONED_CACHE_CONTROL);
    expect(stale.bytes).toEqual(changedImage.bytes);
  });

  it("is 404 for another shop's product, an unpublished shop's product and unknown ids", async () => {
    const { shop, product } = await shopWithProduct();
    const other = await shopWithProduct();
    const unpublished = await shopWithProduct({ public: false });
    const cases: [number, number][] = [
      [shop.id, other.product.id],
      [unpublished.shop.id, unpublished.product.id],
      [shop.id, unpublished.product.id],
      [shop.id, 2_000_000_000],
      [2_000_000_000, product.id],
    ];
    for (const [shopId, productId] of cases) {
      const { res, bytes } = await fetchImage(`${BASE}/products/${productId}.jpg?shop_id=${shopId}`);
      expect(res.status, `${shopId}/${productId}`).toBe(404);
      expect(JSON.parse(bytes.toString())).toEqual({ status: 404, message: expect.stringMatching(/not found/u) });
    }
    // Nothing was drawn for them.
    expect(await ctx.storage.get(linkPreviewKey(unpublished.picture))).toBeNull();
  });

  it('refuses bad ids with a 422 envelope, and never leaves its route', async () => {
    const { shop } = await shopWithProduct();
    const cases: [string, Record<string, string[]>][] = [
      ['abc.jpg', { file: ['validation.invalid_format'] }],
      ['12', { file: ['validation.invalid_format'] }],
      ['12.png', { file: ['validation.invalid_format'] }],
      ['-1.jpg', { file: ['validation.invalid_format'] }],
      ['0.jpg', { file: ['validation.invalid_number'] }],
      ['2147483648.jpg', { file: ['validation.invalid_number'] }],
      ['99999999999.jpg', { file: ['validation.invalid_format'] }],
      ['..%2F..%2Fetc%2Fpasswd.jpg', { file: ['validation.invalid_format'] }],
      ['1.jpg%00.png', { file: ['validation.invalid_format'] }],
    ];
    for (const [file, errors] of cases) {
      const res = await ctx.request('GET', `${BASE}/products/${file}`, { query: { shop_id: shop.id } });
      expect(res.status, file).toBe(422);
      expect(res.body.errors, file).toEqual(errors);
    }
    const noShop = await ctx.request('GET', `${BASE}/products/1.jpg`);
    expect(noShop.body.errors).toEqual({ shop_id: ['validation.required'] });
    const longVersion = await ctx.request('GET', `${BASE}/products/1.jpg`, {
      query: { shop_id: shop.id, v: 'a'.repeat(65) },
    });
    expect(longVersion.body.errors).toEqual({ v: ['validation.max_length'] });
    // A path that leaves the route is no route at all.
    expect((await ctx.request('GET', `${BASE}/products/../../../etc/passwd`)).status).toBe(404);
  });

  it('is 404 when the picture file is gone', async () => {
    const shop = await createShop(ctx);
    const product = await createProduct(ctx, { shop, imageKey: `shops/${shop.id}/products/1/gone` });
    const { res } = await fetchImage(`${BASE}/products/${product.id}.jpg?shop_id=${shop.id}`);
    expect(res.status).toBe(404);
  });
});

describe('a flood of different previews', () => {
  // Pictures are read through a gate the test opens: until then the first preview is still being made.
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let flood: TestContext;
  beforeAll(async () => {
    const storage: ImageStorage = {
      ...ctx.storage,
      async get(key) {
        if (key.endsWith('.webp')) await gate;
        return ctx.storage.get(key);
      },
    };
    flood = await createTestContext({ deps: { storage } });
  });
  afterAll(async () => {
    open();
    await flood?.close();
  });

  async function busyCount(): Promise<number> {
    const metric = await linkPreviewImages.get();
    return metric.values.find((value) => value.labels.outcome === 'busy')?.value ?? 0;
  }

  it('makes one preview at a time, queues a few and refuses the rest with 503 and Retry-After', async () => {
    const shop = await createShop(flood);
    const webp = await processImage(await testImage(900, 900), 'product');
    const queued = LINK_PREVIEW_CONCURRENCY + LINK_PREVIEW_MAX_WAITING_PER_SHOP;
    const ids: number[] = [];
    for (let i = 0; i < queued + 10; i += 1) {
      const base = `shops/${shop.id}/products/flood-${i}`;
      await ctx.storage.put(fullKey(base), webp.full, 'image/webp');
      ids.push((await createProduct(flood, { shop, imageKey: base })).id);
    }
    const busyBefore = await busyCount();
    const answers = ids.map((id) =>
      fetch(`${flood.baseUrl}${BASE}/products/${id}.jpg?shop_id=${shop.id}`).then(async (res) => ({
        res,
        text: await res.text(),
      })),
    );
    // Everything beyond the one being made and the queue is refused at once, while the gate is shut.
    await expect.poll(busyCount, { timeout: 10_000 }).toBe(busyBefore + 10);
    open();
    const statuses = await Promise.all(answers.map(async (answer) => (await answer).res.status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(queued);
    expect(statuses.filter((status) => status === 503)).toHaveLength(10);
    for (const { res, text } of await Promise.all(answers)) {
      if (res.status !== 503) continue;
      expect(res.headers.get('retry-after')).toBe('5');
      expect(JSON.parse(text)).toEqual({ status: 503, message: LINK_PREVIEWS_BUSY });
    }
    // A refused one is made on a later request.
    const later = await fetch(`${flood.baseUrl}${BASE}/products/${ids.at(-1)}.jpg?shop_id=${shop.id}`);
    expect(later.status).toBe(200);
  });
});

describe('GET /api/shop/link-preview/shops/{id}.jpg', () => {
  async function shopImage(shop: ShopRow) {
    const image = (await preview({ shop_id: shop.id }))!;
    const { res, bytes } = await fetchImage(image.url);
    expect(res.status).toBe(200);
    expect(bytes.byteLength).toBeLessThanOrEqual(LINK_PREVIEW_MAX_BYTES);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    return bytes;
  }

  it('shows the banner whole', async () => {
    const shop = await createShop(ctx);
    const banner = await storedPicture(`shops/${shop.id}/banner`, 'banner', await testImage(1920, 560));
    await ctx.db.update(shops).set({ bannerKey: banner }).where(eq(shops.id, shop.id));
    const bytes = await shopImage(shop);
    // The banner's colour (200, 80, 40) in the middle.
    const { data } = await sharp(bytes)
      .extract({ left: 600, top: 315, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 200) + Math.abs(data[1]! - 80) + Math.abs(data[2]! - 40)).toBeLessThan(30);
  });

  it('centres the logo on its own background colour when there is no banner', async () => {
    const shop = await createShop(ctx);
    const logoPicture = await sharp({
      create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 90, b: 200 } },
    })
      .composite([
        {
          input: await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ffffff' } })
            .png()
            .toBuffer(),
        },
      ])
      .png()
      .toBuffer();
    const logo = await storedPicture(`shops/${shop.id}/logo`, 'logo', logoPicture);
    await ctx.db.update(shops).set({ logoKey: logo }).where(eq(shops.id, shop.id));
    const bytes = await shopImage(shop);
    const { data } = await sharp(bytes)
      .extract({ left: 10, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 20) + Math.abs(data[1]! - 90) + Math.abs(data[2]! - 200)).toBeLessThan(30);
  });

  it('is 404 for an unknown or unpublished shop and for a shop without a picture; 422 for a bad id', async () => {
    const unpublished = await createShop(ctx, { public: false });
    const banner = await storedPicture(`shops/${unpublished.id}/banner`, 'banner');
    await ctx.db.update(shops).set({ bannerKey: banner }).where(eq(shops.id, unpublished.id));
    const bare = await createShop(ctx);
    for (const id of [unpublished.id, bare.id, 2_000_000_000]) {
      expect((await fetchImage(`${BASE}/shops/${id}.jpg`)).res.status, String(id)).toBe(404);
    }
    const bad = await ctx.request('GET', `${BASE}/shops/one.jpg`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ file: ['validation.invalid_format'] });
  });
});

describe("issue 33 item 7: one shop's flood of previews", () => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let flood: TestContext;
  beforeAll(async () => {
    const storage: ImageStorage = {
      ...ctx.storage,
      async get(key) {
        if (key.endsWith('.webp')) await gate;
        return ctx.storage.get(key);
      },
    };
    flood = await createTestContext({ deps: { storage } });
  });
  afterAll(async () => {
    open();
    await flood?.close();
  });

  const busyCount = async () =>
    (await linkPreviewImages.get()).values.find((value) => value.labels.outcome === 'busy')?.value ?? 0;

  async function productsWithPictures(shop: Awaited<ReturnType<typeof createShop>>, count: number) {
    const webp = await processImage(await testImage(900, 900), 'product');
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const base = `shops/${shop.id}/products/lane-${i}`;
      await ctx.storage.put(fullKey(base), webp.full, 'image/webp');
      ids.push((await createProduct(flood, { shop, imageKey: base })).id);
    }
    return ids;
  }

  it("does not get another shop's preview refused: each shop has its own waiting limit", async () => {
    const rival = await createShop(flood);
    const victim = await createShop(flood);
    const rivalIds = await productsWithPictures(
      rival,
      LINK_PREVIEW_CONCURRENCY + LINK_PREVIEW_MAX_WAITING_PER_SHOP + 5,
    );
    const [victimId] = await productsWithPictures(victim, 1);
    const preview = (shopId: number, id: number) =>
      fetch(`${flood.baseUrl}${BASE}/products/${id}.jpg?shop_id=${shopId}`);
    const busyBefore = await busyCount();
    const flooded = rivalIds.map((id) => preview(rival.id, id));
    await expect.poll(busyCount, { timeout: 10_000 }).toBe(busyBefore + 5);
    const victimAnswer = preview(victim.id, victimId!);
    open();
    expect((await victimAnswer).status).toBe(200);
    const statuses = await Promise.all(flooded.map(async (answer) => (await answer).status));
    expect(statuses.filter((status) => status === 503)).toHaveLength(5);
    expect(await busyCount()).toBe(busyBefore + 5);
  });
});
