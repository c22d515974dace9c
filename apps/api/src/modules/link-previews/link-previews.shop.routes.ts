/**
 * Shop base (`/api/shop`): link previews. `GET /link-preview` gives the storefront's server the
 * versioned address of a page's preview image (og:image) with its size; the image itself is
 * `GET /link-preview/shops/{id}.jpg` or `…/products/{id}.jpg`, made on demand (preview-images.ts).
 */
import type { Context } from 'hono';
import * as shopEndpoints from '@haat/api-contract/shop';
import { LINK_PREVIEW_TYPE } from '@haat/domain/schemas';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { notFound } from '../../platform/http/errors.ts';
import { matches, okPublic } from '../../platform/http/http-cache.ts';
import { IMMUTABLE_CACHE_CONTROL } from '../../platform/storage/storage.ts';
import {
  previewImage,
  previewVersion,
  productPreviewSource,
  shopPreviewSource,
  type PreviewSource,
} from './link-previews.service.ts';
import { linkPreviewImage } from './preview-images.ts';

export const NO_PICTURE = 'There is no picture to preview';

/** An image asked for without its current version (none, or an old one) may be the current one for this long. */
export const UNVERSIONED_CACHE_CONTROL = 'public, max-age=300';

/**
 * The preview image of `source`: 304 when If-None-Match names its version, else the JPEG, cached for
 * good when the address carries the current version.
 */
async function imageAnswer(
  c: Context<AppEnv>,
  source: PreviewSource | null,
  askedVersion: string | undefined,
  lane: number,
): Promise<Response> {
  if (!source) throw notFound(NO_PICTURE);
  const version = previewVersion(source);
  const headers = {
    ETag: `"${version}"`,
    'Cache-Control': askedVersion === version ? IMMUTABLE_CACHE_CONTROL : UNVERSIONED_CACHE_CONTROL,
  };
  if (matches(c.req.header('if-none-match'), headers.ETag)) return c.body(null, 304, headers);
  const jpeg = await linkPreviewImage({ storage: c.get('storage'), logger: c.get('logger') }, source, String(lane));
  if (!jpeg) throw notFound(NO_PICTURE);
  return c.body(new Uint8Array(jpeg), 200, { ...headers, 'Content-Type': LINK_PREVIEW_TYPE });
}

export const linkPreviewsShopRoutes = new ContractRouter()
  .endpoint(shopEndpoints.getLinkPreview, async (c) => {
    const { shop_id, product_slug } = c.req.valid('query');
    const db = c.get('catalogDb');
    const { publicApiUrl } = c.get('config');
    if (product_slug === undefined) {
      const source = await shopPreviewSource(db, shop_id);
      const image = source && previewImage(publicApiUrl, shopEndpoints.getShopLinkPreviewImage, shop_id, source);
      return okPublic(c, { image });
    }
    const { productId, source } = await productPreviewSource(db, shop_id, { slug: product_slug });
    const query = { shop_id: String(shop_id) };
    return okPublic(c, {
      image: source && previewImage(publicApiUrl, shopEndpoints.getProductLinkPreviewImage, productId, source, query),
    });
  })
  .endpoint(shopEndpoints.getShopLinkPreviewImage, async (c) => {
    const shopId = c.req.valid('param').file;
    const source = await shopPreviewSource(c.get('catalogDb'), shopId);
    return imageAnswer(c, source, c.req.valid('query').v, shopId);
  })
  .endpoint(shopEndpoints.getProductLinkPreviewImage, async (c) => {
    const { shop_id, v } = c.req.valid('query');
    const { source } = await productPreviewSource(c.get('catalogDb'), shop_id, { id: c.req.valid('param').file });
    return imageAnswer(c, source, v, shop_id);
  });
