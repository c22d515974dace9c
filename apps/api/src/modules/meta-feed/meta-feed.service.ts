/**
 * A shop's Meta catalogue feed (issue 31 item 4, decision 218): its secret token, kept in the shop's settings, the
 * rows of its items and a fingerprint of everything the feed is made of, so a fetch that changes nothing is cheap.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as shopEndpoints from '@haat/api-contract/shop';
import { fillPath, fullPath } from '@haat/api-contract';
import type { MetaFeedProduct } from '@haat/domain/meta-feed';
import type { MetaFeed } from '@haat/domain/schemas';
import type { Config } from '../../platform/config/env.ts';
import { rowsOf, type Database } from '../../platform/db/types.ts';
import { customDomains, productImages, products, productVariants, shops } from '../../platform/db/schema.ts';
import { randomToken } from '../../platform/ids.ts';
import { imageUrls } from '../../platform/storage/images.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';
import { storefrontHomeUrl, storefrontPageUrl } from '../sms/tracking-url.ts';

/** 24 random bytes: 192 bits, 32 characters of base64url. */
export const META_FEED_TOKEN_BYTES = 24;

type FeedConfig = Pick<Config, 'publicApiUrl' | 'marketHostSuffix' | 'storefrontUrl'>;

function feedUrls(config: FeedConfig, shopId: number, token: string | undefined) {
  const url = (endpoint: typeof shopEndpoints.getMetaFeedCsv | typeof shopEndpoints.getMetaFeedXml) =>
    token === undefined
      ? null
      : `${config.publicApiUrl.replace(/\/+$/u, '')}${fillPath(fullPath(endpoint), { shop_id: shopId, token })}`;
  return { csv_url: url(shopEndpoints.getMetaFeedCsv), xml_url: url(shopEndpoints.getMetaFeedXml) };
}

/** The owner's view of the feed: its addresses (null without a token) and whether the shop is published. */
export async function readMetaFeed(db: Database, config: FeedConfig, shopId: number): Promise<MetaFeed> {
  const [shop] = await db
    .select({ public: shops.public, settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  return { ...feedUrls(config, shopId, shop?.settings.meta_feed?.token), published: shop?.public ?? false };
}

/** A new token for the shop's feed (the first, or one that replaces the old, whose addresses then answer 404). */
export async function rotateMetaFeedToken(db: Database, config: FeedConfig, shopId: number): Promise<MetaFeed> {
  const token = randomToken(META_FEED_TOKEN_BYTES);
  await db
    .update(shops)
    .set({
      settings: sql`${shops.settings} || jsonb_build_object('meta_feed', jsonb_build_object('token', ${token}::text))`,
    })
    .where(eq(shops.id, shopId));
  return readMetaFeed(db, config, shopId);
}

/** Equal in time that depends on neither text: both are hashed to 32 bytes first. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface FeedShop {
  id: number;
  slug: string;
  name: string;
  bnName: string | null;
  metaDescription: string | null;
  /** Its verified own domain, if any. */
  customDomain: string | null;
  updatedAt: Date;
}

/**
 * The published shop whose feed `token` opens, or null: an unknown shop, an unpublished one, one without a token
 * and a wrong token are all the same null (and the caller's same 404). The token is compared in constant time.
 */
export async function feedShop(db: Database, shopId: number, token: string): Promise<FeedShop | null> {
  const [row] = await db
    .select({
      id: shops.id,
      slug: shops.slug,
      name: shops.name,
      bnName: shops.bnName,
      metaDescription: shops.metaDescription,
      settings: shops.settings,
      public: shops.public,
      updatedAt: shops.updatedAt,
      customDomain: customDomains.domain,
    })
    .from(shops)
    .leftJoin(customDomains, and(eq(customDomains.shopId, shops.id), eq(customDomains.verified, true)))
    .where(eq(shops.id, shopId))
    .limit(1);
  const expected = row?.settings.meta_feed?.token;
  // Compared even when there is nothing to compare with, so a missing shop takes as long as a wrong token.
  const matches = sameSecret(token, expected ?? '\u0000no feed token');
  if (!row || !row.public || expected === undefined || !matches) return null;
  const { settings: _settings, public: _public, ...shop } = row;
  return shop;
}

/**
 * A fingerprint of all the feed is made of: the shop (name, address, domain), its products, variants (prices,
 * stock in or out, switched on) and pictures. One aggregate query through the shop's indexes; equal fingerprints
 * make equal feeds, so it is the ETag's source and the server cache's key.
 */
export async function feedFingerprint(db: Database, shop: FeedShop): Promise<string> {
  const shopId = shop.id;
  const result = await db.execute(sql`
    select
      (select concat_ws(':', count(*), max(${products.updatedAt}), sum(${products.sellingPricePaisa}))
         from ${products} where ${products.shopId} = ${shopId}) as products,
      (select concat_ws(':', count(*), max(${productVariants.updatedAt}), sum(${productVariants.pricePaisa}),
              sum(coalesce(${productVariants.sellingPricePaisa}, -1)), count(*) filter (where ${productVariants.stock} > 0),
              count(*) filter (where ${productVariants.enabled}))
         from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
        where ${products.shopId} = ${shopId}) as variants,
      (select concat_ws(':', count(*), max(${productImages.id}), sum(${productImages.position}))
         from ${productImages} join ${products} on ${products.id} = ${productImages.productId}
        where ${products.shopId} = ${shopId}) as images
  `);
  const [row] = rowsOf<{ products: string; variants: string; images: string }>(result);
  if (!row) throw new Error('The feed fingerprint query answered no row');
  return createHash('sha256')
    .update(
      JSON.stringify([
        shop.slug,
        shop.name,
        shop.customDomain,
        shop.updatedAt.toISOString(),
        row.products,
        row.variants,
        row.images,
      ]),
    )
    .digest('base64url');
}

/** The shop's products as the feed reads them: enabled variants, pictures as absolute URLs, canonical pages. */
export async function feedProducts(
  db: Database,
  storage: ImageStorage,
  config: FeedConfig,
  shop: FeedShop,
): Promise<MetaFeedProduct[]> {
  const [productRows, variantRows, imageRows] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        description: products.description,
        options: products.options,
        imageKey: products.imageKey,
        sellingPricePaisa: products.sellingPricePaisa,
      })
      .from(products)
      .where(eq(products.shopId, shop.id))
      .orderBy(asc(products.id)),
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        optionValues: productVariants.optionValues,
        sellingPricePaisa: productVariants.sellingPricePaisa,
        pricePaisa: productVariants.pricePaisa,
        stock: productVariants.stock,
        imageId: productVariants.imageId,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.shopId, shop.id), eq(productVariants.enabled, true)))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
    db
      .select({ id: productImages.id, productId: productImages.productId, imageKey: productImages.imageKey })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(eq(products.shopId, shop.id))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
  ]);
  const byProduct = <T extends { productId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      const list = map.get(row.productId);
      if (list) list.push(row);
      else map.set(row.productId, [row]);
    }
    return map;
  };
  const variants = byProduct(variantRows);
  const images = byProduct(imageRows);
  const url = (key: string | null) => imageUrls(storage, key)?.url ?? null;
  return productRows.map((product) => {
    const pictures = (images.get(product.id) ?? []).flatMap((image) => {
      const at = url(image.imageKey);
      return at ? [{ id: image.id, url: at }] : [];
    });
    // The cover is also the first of the product's images; a product that only has the cover still has a picture.
    const cover = url(product.imageKey);
    if (cover && !pictures.some((picture) => picture.url === cover)) pictures.unshift({ id: 0, url: cover });
    return {
      id: product.id,
      name: product.name,
      description: product.description,
      options: product.options.map((option) => ({ name: option.name, bn_name: option.bn_name })),
      images: pictures,
      variants: (variants.get(product.id) ?? []).map((variant) => ({
        id: variant.id,
        options: variant.optionValues,
        regular_paisa: variant.sellingPricePaisa ?? product.sellingPricePaisa,
        price_paisa: variant.pricePaisa,
        stock: variant.stock,
        image_id: variant.imageId,
      })),
      url: storefrontPageUrl(shop, `product/${encodeURIComponent(product.slug)}`, config),
    };
  });
}

/** The shop's home, for the XML channel's link. */
export const shopHomeUrl = (shop: FeedShop, config: FeedConfig): string => storefrontHomeUrl(shop, config);
