/**
 * The demo pictures, drawn as SVG and stored like uploads: a full WebP and a card variant
 * (CARD_WIDTH wide) under one key made by storeImage, and a MEDIUM_IMAGE_WIDTH variant of those wider
 * than that (banners at exactly BANNER_SIZE, the featured products' second views). The drawings
 * are already the final size and trusted, so they skip processImage's checks and are encoded at a
 * lower WebP effort: that keeps the whole seed to a few seconds. Images run a few at a time,
 * before any database write.
 */
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import {
  CARD_WIDTH,
  MEDIUM_IMAGE_WIDTH,
  deleteImage,
  hasMediumFile,
  storeImage,
  type ProcessedImage,
} from '../platform/storage/images.ts';
import { Semaphore } from '../platform/semaphore.ts';
import type { ImageStorage } from '../platform/storage/storage.ts';
import { bannerSvg, logoSvg } from './art/brand-art.ts';
import { LARGE_PHOTO_ART_SIZE, productSvg } from './art/product-art.ts';
import type { DemoProduct, DemoShop } from './types.ts';

/** processImage's quality; effort 2 (of 0–6) encodes about twice as fast as the default 4 for the same size. */
const WEBP = { quality: 82, effort: 2 } as const;

export interface ShopImages {
  logo: string | null;
  banner: string | null;
  /** Storage keys of each product's pictures by product slug; the first is the cover. */
  products: Map<string, string[]>;
}

/** Rasterises a drawing once and encodes its variants from the same pixels (a medium one when it is wider). */
export async function encodeDrawing(svg: string): Promise<ProcessedImage> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: info });
  const full = await pixels().webp(WEBP).toBuffer();
  const card = await pixels().resize({ width: CARD_WIDTH, withoutEnlargement: true }).webp(WEBP).toBuffer();
  const medium = hasMediumFile(info.width)
    ? await pixels().resize({ width: MEDIUM_IMAGE_WIDTH }).webp(WEBP).toBuffer()
    : undefined;
  return { full, width: info.width, card, medium };
}

/** Stores one drawing under `prefix`; returns its storage key. */
export async function storeDrawing(storage: ImageStorage, svg: string, prefix: string): Promise<string> {
  return storeImage(storage, prefix, await encodeDrawing(svg));
}

/**
 * The pictures of a product: the cover, and for the featured product a second view (another colourway) as large
 * as a shop's own photo, so its page shows a phone taking the 960 px file (decision 128).
 */
function productDrawings(shop: DemoShop, product: DemoProduct): string[] {
  const cover = productSvg(product);
  // A product in colours: the cover shows the first, then one picture per other colour (in the option's order).
  const hues = (product.variants?.options ?? []).flatMap((option) => option.values.flatMap((value) => value.hue ?? []));
  if (hues.length > 1)
    return [
      cover,
      ...hues
        .slice(1)
        .map((hue, index) => productSvg({ slug: `${product.slug}-${index + 2}`, art: { ...product.art, hue } })),
    ];
  if (product.slug !== shop.featuredProduct) return [cover];
  const other = { ...product, slug: `${product.slug}-2`, art: { ...product.art, hue: (product.art.hue + 35) % 360 } };
  return [cover, productSvg(other, LARGE_PHOTO_ART_SIZE)];
}

interface DrawingJob {
  shop: string;
  /** `logo`, `banner`, or the product's slug. */
  target: string;
  svg: string;
  prefix: string;
}

function drawingJobs(shops: readonly DemoShop[]): DrawingJob[] {
  return shops.flatMap((shop) => {
    const prefix = `demo/${shop.slug}`;
    const brand: DrawingJob[] = shop.public
      ? [
          { shop: shop.slug, target: 'logo', svg: logoSvg(shop), prefix: `${prefix}/logo` },
          { shop: shop.slug, target: 'banner', svg: bannerSvg(shop), prefix: `${prefix}/banner` },
        ]
      : [];
    const products = shop.products.flatMap((product) =>
      productDrawings(shop, product).map((svg) => ({
        shop: shop.slug,
        target: product.slug,
        svg,
        prefix: `${prefix}/products/${product.slug}`,
      })),
    );
    return [...brand, ...products];
  });
}

/**
 * Draws and stores every picture of the shops (logos and banners of published shops only). When
 * one cannot be stored, the rest are skipped, those already stored are deleted and the error goes on.
 */
export async function storeShopImages(
  storage: ImageStorage,
  shops: readonly DemoShop[],
): Promise<Map<string, ShopImages>> {
  // sharp works off the main thread, one image per thread; one more than the cores keeps them busy.
  const slots = new Semaphore(availableParallelism() + 1);
  let failed = false;
  const jobs = drawingJobs(shops);
  const settled = await Promise.allSettled(
    jobs.map((job) =>
      slots.run(async () => {
        if (failed) return null;
        try {
          return await storeDrawing(storage, job.svg, job.prefix);
        } catch (error) {
          failed = true;
          throw error;
        }
      }),
    ),
  );
  const keys = settled.map((result) => (result.status === 'fulfilled' ? result.value : null));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(keys.filter((key) => key !== null).map((key) => deleteImage(storage, key)));
    throw failure.reason;
  }

  const result = new Map<string, ShopImages>(
    shops.map((shop) => [shop.slug, { logo: null, banner: null, products: new Map() }]),
  );
  jobs.forEach((job, i) => {
    const images = result.get(job.shop)!;
    const key = keys[i]!;
    if (job.target === 'logo') images.logo = key;
    else if (job.target === 'banner') images.banner = key;
    else images.products.set(job.target, [...(images.products.get(job.target) ?? []), key]);
  });
  return result;
}

/** Removes stored pictures again (the seed did not use them). */
export async function discardShopImages(storage: ImageStorage, images: Map<string, ShopImages>): Promise<void> {
  const keys = [...images.values()].flatMap((shop) => [shop.logo, shop.banner, ...[...shop.products.values()].flat()]);
  await Promise.all(keys.filter((key): key is string => key !== null).map((key) => deleteImage(storage, key)));
}
