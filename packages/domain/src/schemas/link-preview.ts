import * as v from 'valibot';
import { pathTextParam } from './params.ts';
import { recordIdParam } from './queries.ts';
import { MAX_ID, requestBody } from './rules.ts';
import { orNull } from './wire.ts';

/**
 * Link previews (Open Graph `og:image`): the picture Facebook, WhatsApp and others show beside a
 * shared link, made by the API from a product's main picture or the shop's banner or logo.
 */

/** The size Facebook recommends (1.91:1); WhatsApp shows the same picture. */
export const LINK_PREVIEW_SIZE = { width: 1200, height: 630 } as const;
/** WhatsApp leaves out a preview image larger than this. */
export const LINK_PREVIEW_MAX_BYTES = 300 * 1024;
export const LINK_PREVIEW_TYPE = 'image/jpeg';

/** `GET /link-preview`: the shop's preview, or one of its products' (by the slug of the product page). */
export const linkPreviewQuerySchema = requestBody({
  shop_id: recordIdParam,
  product_slug: v.optional(pathTextParam(200)),
});
export type LinkPreviewQuery = v.InferOutput<typeof linkPreviewQuerySchema>;

/**
 * The file of a preview image in its path, `{id}.jpg`, read as the record id: a shop's or a product's
 * (a positive integer that fits the id columns).
 */
export const linkPreviewFileParam = v.pipe(
  v.string('validation.required'),
  v.regex(/^\d{1,10}\.jpg$/u, 'validation.invalid_format'),
  v.transform((file) => Number(file.slice(0, -'.jpg'.length))),
  v.minValue(1, 'validation.invalid_number'),
  v.maxValue(MAX_ID, 'validation.invalid_number'),
);
export const linkPreviewFileParams = v.object({ file: linkPreviewFileParam });

/** The picture's version in a preview image's URL (`?v=`): a URL with the current one may be cached for good. */
const versionParam = v.optional(
  v.pipe(v.string('validation.invalid_format'), v.maxLength(64, 'validation.max_length')),
);

/** `GET /link-preview/shops/{id}.jpg` */
export const shopLinkPreviewImageQuerySchema = requestBody({ v: versionParam });
/** `GET /link-preview/products/{id}.jpg` */
export const productLinkPreviewImageQuerySchema = requestBody({ shop_id: recordIdParam, v: versionParam });

export const linkPreviewImageSchema = v.object({
  /** Absolute, with the picture's version: put it in `og:image` as it is. */
  url: v.string(),
  width: v.number(),
  height: v.number(),
  type: v.literal(LINK_PREVIEW_TYPE),
  /** Changes whenever the picture does. */
  version: v.string(),
});
export type LinkPreviewImage = v.InferOutput<typeof linkPreviewImageSchema>;

/** `image` is null when there is no picture to show (a product without one, of a shop without banner or logo). */
export const linkPreviewSchema = v.object({ image: orNull(linkPreviewImageSchema) });
export type LinkPreview = v.InferOutput<typeof linkPreviewSchema>;
