/**
 * What a link preview is drawn from (docs/product/http-contract.md#link-previews): a published shop's
 * product's main picture, else the shop's banner, else its logo. Unknown and unpublished shops are
 * 404 alike, and so is a product of another shop.
 */
import { createHash } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import * as shopEndpoints from '@haat/api-contract/shop';
import { fillPath, fullPath, type Endpoint } from '@haat/api-contract/endpoint';
import { LINK_PREVIEW_SIZE, LINK_PREVIEW_TYPE, type LinkPreviewImage } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { products, shops } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { LINK_PREVIEW_VARIANT } from '../../platform/storage/images.ts';
import { PRODUCT_NOT_FOUND } from '../products/products.service.ts';
import { SHOP_NOT_FOUND } from '../shops/shops.service.ts';

/** How a picture becomes a preview: a product's or banner's whole, or a logo centred on its own background. */
export type PreviewKind = 'product' | 'banner' | 'logo';

/** An uploaded picture (its storage base key, src/platform/storage/images.ts) and how it is drawn. */
export interface PreviewSource {
  base: string;
  kind: PreviewKind;
}

/**
 * The picture's version in preview URLs: a hash of the renderer's version, the kind and the picture's
 * key. A new upload gets a new key (images never change under a key), so a new picture is a new version.
 */
export function previewVersion(source: PreviewSource): string {
  return createHash('sha256')
    .update(`${LINK_PREVIEW_VARIANT}:${source.kind}:${source.base}`)
    .digest('hex')
    .slice(0, 16);
}

/** The absolute, versioned address of a preview image, with its size and type. */
export function previewImage(
  publicApiUrl: string,
  endpoint: Endpoint,
  id: number,
  source: PreviewSource,
  query: Record<string, string> = {},
): LinkPreviewImage {
  const version = previewVersion(source);
  const path = fillPath(fullPath(endpoint), { file: `${id}.jpg` });
  const search = new URLSearchParams({ ...query, v: version });
  return {
    url: `${publicApiUrl}${path}?${search.toString()}`,
    ...LINK_PREVIEW_SIZE,
    type: LINK_PREVIEW_TYPE,
    version,
  };
}

/** A product page's preview image: the product's picture, else the shop's (none of an unpublished shop). */
export function productPreviewImage(
  publicApiUrl: string,
  shop: ShopPictures & { id: number; public: boolean },
  product: { id: number; imageKey: string | null },
): LinkPreviewImage | null {
  if (!shop.public) return null;
  const source = productSource(product.imageKey, shop);
  return (
    source &&
    previewImage(publicApiUrl, shopEndpoints.getProductLinkPreviewImage, product.id, source, {
      shop_id: String(shop.id),
    })
  );
}

interface ShopPictures {
  bannerKey: string | null;
  logoKey: string | null;
}

function shopSource(shop: ShopPictures): PreviewSource | null {
  if (shop.bannerKey) return { base: shop.bannerKey, kind: 'banner' };
  if (shop.logoKey) return { base: shop.logoKey, kind: 'logo' };
  return null;
}

/** A product's picture, else its shop's. */
function productSource(imageKey: string | null, shop: ShopPictures): PreviewSource | null {
  return imageKey ? { base: imageKey, kind: 'product' } : shopSource(shop);
}

const shopPictures = { bannerKey: shops.bannerKey, logoKey: shops.logoKey };
const isPublished = (shopId: number) => and(eq(shops.id, shopId), eq(shops.public, true));

/** A published shop's preview picture (null when it has none); 404 for an unknown or unpublished shop. */
export async function shopPreviewSource(db: Database, shopId: number): Promise<PreviewSource | null> {
  const [shop] = await db.select(shopPictures).from(shops).where(isPublished(shopId)).limit(1);
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  return shopSource(shop);
}

export interface ProductPreview {
  productId: number;
  source: PreviewSource | null;
}

/**
 * A published shop's product's preview picture, by id or slug: its main picture, else the shop's (null
 * when neither has one). One query: the shop, and the product joined when it is the shop's.
 */
export async function productPreviewSource(
  db: Database,
  shopId: number,
  product: { id: number } | { slug: string },
): Promise<ProductPreview> {
  const which: SQL = 'id' in product ? eq(products.id, product.id) : eq(products.slug, product.slug);
  const [row] = await db
    .select({ shop: shopPictures, productId: products.id, imageKey: products.imageKey })
    .from(shops)
    .leftJoin(products, and(eq(products.shopId, shops.id), which))
    .where(isPublished(shopId))
    .limit(1);
  if (!row) throw notFound(SHOP_NOT_FOUND);
  if (row.productId === null) throw notFound(PRODUCT_NOT_FOUND);
  return {
    productId: row.productId,
    source: productSource(row.imageKey, row.shop),
  };
}
