/**
 * Uploaded images through sharp: every image is stored as WebP in two sizes, a full one and a
 * 480 px wide card variant; banners are cover-cropped to exactly 1920x560 (docs/product/rules.md#other-limits).
 * Banners, and product photos wider than 960 px, are also kept 960 px wide, the size a phone shows them at
 * (decisions 125 and 128). Anything sharp cannot read as an image is a 422.
 */
import sharp from 'sharp';
import { BANNER_SIZE, CARD_IMAGE_WIDTH, MEDIUM_IMAGE_WIDTH } from '@haat/domain/image-sizes';
import { randomHex } from '../ids.ts';
import { HttpError, invalid } from '../http/errors.ts';
import type { ImageStorage } from './storage.ts';

export { BANNER_SIZE, MEDIUM_IMAGE_WIDTH };
export const CARD_WIDTH = CARD_IMAGE_WIDTH;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Refuses decompression bombs: at most ~50 megapixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageKind = 'banner' | 'logo' | 'product';

const FULL_BOX: Record<Exclude<ImageKind, 'banner'>, number> = { logo: 512, product: 1600 };
const WEBP = { quality: 82 } as const;

export interface ProcessedImage {
  full: Buffer;
  /** The full file's width in pixels. */
  width: number;
  card: Buffer;
  /** MEDIUM_IMAGE_WIDTH wide: there exactly when the full file is wider than that. */
  medium?: Buffer;
}

/** Whether an image whose full file is `width` wide is also kept MEDIUM_IMAGE_WIDTH wide (decisions 125, 128). */
export const hasMediumFile = (width: number) => width > MEDIUM_IMAGE_WIDTH;

/** The medium file of a full one that is `width` wide, made from it; none when the full one is no wider. */
async function mediumOf(full: Buffer, width: number): Promise<Buffer | undefined> {
  if (!hasMediumFile(width)) return undefined;
  return sharp(full).resize({ width: MEDIUM_IMAGE_WIDTH }).webp(WEBP).toBuffer();
}

/** Checks and converts an upload. `field` names the form field in a 422. */
export async function processImage(input: Uint8Array, kind: ImageKind, field = 'image'): Promise<ProcessedImage> {
  if (input.byteLength === 0) throw invalid({ [field]: ['validation.required'] });
  if (input.byteLength > MAX_IMAGE_BYTES) throw new HttpError(413, 'The image is too large (at most 8 MB)');
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    await source().metadata();
    if (kind === 'banner') {
      const full = await source()
        .resize({ ...BANNER_SIZE, fit: 'cover', position: 'attention' })
        .webp(WEBP)
        .toBuffer();
      const card = await sharp(full).resize({ width: CARD_WIDTH }).webp(WEBP).toBuffer();
      return { full, width: BANNER_SIZE.width, card, medium: await mediumOf(full, BANNER_SIZE.width) };
    }
    const box = FULL_BOX[kind];
    const { data: full, info } = await source()
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    const card = await source().resize({ width: CARD_WIDTH, withoutEnlargement: true }).webp(WEBP).toBuffer();
    return { full, width: info.width, card, medium: await mediumOf(full, info.width) };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid({ [field]: ['validation.invalid_format'] }, 'The file is not an image we can read');
  }
}

/**
 * The storage keys of an image: `{base}.webp`, `{base}-card.webp` and, when it has one, `{base}-960.webp`. Columns
 * keep the base, which ends in `-w{the full file's width}` (decision 128): a medium file exists when that width is
 * over MEDIUM_IMAGE_WIDTH. Earlier bases carry no width; of those, banners stored with a medium end in `-m`
 * (decision 125). Nothing stored earlier has to be converted again.
 */
export const fullKey = (base: string) => `${base}.webp`;
export const cardKey = (base: string) => `${base}-card.webp`;
export const mediumKey = (base: string) => `${base}-${MEDIUM_IMAGE_WIDTH}.webp`;
const LEGACY_MEDIUM_MARK = '-m';
/** The full file's width, when the base records it. */
export function widthOf(base: string): number | null {
  const width = /-w(\d{1,5})$/u.exec(base)?.[1];
  return width === undefined ? null : Number(width);
}
const hasMedium = (base: string) => base.endsWith(LEGACY_MEDIUM_MARK) || hasMediumFile(widthOf(base) ?? 0);
/**
 * The image's link preview (a 1200x630 JPEG, modules/link-previews), made on demand and so maybe absent:
 * `{base}-og1.jpg`. The number is the renderer's version: a new way of drawing previews gets new keys.
 */
export const LINK_PREVIEW_VARIANT = 'og1';
export const linkPreviewKey = (base: string) => `${base}-${LINK_PREVIEW_VARIANT}.jpg`;

/**
 * Stores the variants under a new random key (`{prefix}/{random}-w{width}`) and returns it. When one cannot be
 * stored, those already stored are deleted (as far as the storage lets) and the error goes on.
 */
export async function storeImage(storage: ImageStorage, prefix: string, image: ProcessedImage): Promise<string> {
  const base = `${prefix}/${randomHex(8)}-w${image.width}`;
  if (hasMedium(base) !== (image.medium !== undefined)) {
    throw new Error(`an image ${image.width} px wide has a medium file exactly when it is over ${MEDIUM_IMAGE_WIDTH}`);
  }
  const files: [string, Buffer][] = [
    [fullKey(base), image.full],
    [cardKey(base), image.card],
  ];
  if (image.medium) files.push([mediumKey(base), image.medium]);
  try {
    for (const [key, body] of files) await storage.put(key, body, 'image/webp');
  } catch (error) {
    await deleteImage(storage, base).catch(() => undefined);
    throw error;
  }
  return base;
}

/** Deletes the image's variants, its link preview included. */
export async function deleteImage(storage: ImageStorage, base: string): Promise<void> {
  await Promise.all([
    storage.delete(fullKey(base)),
    storage.delete(cardKey(base)),
    ...(hasMedium(base) ? [storage.delete(mediumKey(base))] : []),
    storage.delete(linkPreviewKey(base)),
  ]);
}

export interface ImageUrls {
  url: string;
  card_url: string;
  /** The MEDIUM_IMAGE_WIDTH variant; null for images that have none. */
  medium_url: string | null;
  /** The full file's width; null for images stored before it was recorded. */
  width: number | null;
}

/** Public URLs of a stored image; null when there is none. */
export function imageUrls(storage: ImageStorage, base: string | null): ImageUrls | null {
  if (!base) return null;
  return {
    url: storage.url(fullKey(base)),
    card_url: storage.url(cardKey(base)),
    medium_url: hasMedium(base) ? storage.url(mediumKey(base)) : null,
    width: widthOf(base),
  };
}
