import * as v from 'valibot';
import { categorySchema } from './category.ts';
import { linkPreviewImageSchema } from './link-preview.ts';
import { countSchema, idSchema, orNull, takaSchema } from './wire.ts';
import { productVariantsEntries } from './variant.ts';
import { requestBody, idField, integerField, optionalText, requiredText, takaAmount } from './rules.ts';

export const discountTypes = ['PERCENT', 'FIXED'] as const;
export const discountTypeSchema = v.picklist(discountTypes);
export type DiscountType = v.InferOutput<typeof discountTypeSchema>;

export const productSchema = v.object({
  id: idSchema,
  slug: v.string(),
  name: v.string(),
  bn_name: orNull(v.string()),
  image_url: orNull(v.string()),
  thumbnail_url: orNull(v.string()),
  selling_price: takaSchema,
  discount: takaSchema,
  discount_type: discountTypeSchema,
  /** The units of all its enabled variants. */
  stock: countSchema,
  category_id: orNull(idSchema),
  /**
   * The lowest and highest price after discount among its enabled variants (taka); a card shows a range when they
   * differ (@haat/domain/variants `cardPrice`). Missing (an older answer): the product's own price.
   */
  price_min: v.optional(takaSchema),
  price_max: v.optional(takaSchema),
  /**
   * It has options (sizes, colours): a shopper chooses a variant on its page, so a card offers that instead of adding
   * it to the cart. Missing (an older answer or a stored entry): none.
   */
  has_options: v.optional(v.boolean()),
});
export type Product = v.InferOutput<typeof productSchema>;

/** A picture file's width in pixels. */
const pixelWidthSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * What a large picture offers beyond its full file and card (decision 128): the full file's true width (null for
 * pictures stored before it was recorded) and its MEDIUM_IMAGE_WIDTH file (null when it has none), so a page can
 * offer phones the smaller file.
 */
const pictureSizesEntries = {
  image_width: orNull(pixelWidthSchema),
  image_medium_url: orNull(v.string()),
};

/** The product a shop features on its home, with its picture's sizes (it is the home's largest picture on a phone). */
export const featuredProductSchema = v.object({ ...productSchema.entries, ...pictureSizesEntries });
export type FeaturedProduct = v.InferOutput<typeof featuredProductSchema>;

export const productImageSchema = v.object({
  id: idSchema,
  url: v.string(),
  thumbnail_url: v.string(),
  medium_url: orNull(v.string()),
  width: orNull(pixelWidthSchema),
});
export type ProductImage = v.InferOutput<typeof productImageSchema>;

export const productDetailSchema = v.object({
  ...productSchema.entries,
  ...pictureSizesEntries,
  description: v.string(),
  images: v.array(productImageSchema),
  category: orNull(categorySchema),
  rating_average: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(5)),
  rating_count: countSchema,
  ...productVariantsEntries,
});
export type ProductDetail = v.InferOutput<typeof productDetailSchema>;

/**
 * A product as the shop base answers it: with its page's link-preview image (`GET /link-preview`'s `image` for the
 * product), so the storefront's server renders the page's head without a call of its own; null when there is no
 * picture or the shop is not published.
 */
export const shopProductDetailSchema = v.object({
  ...productDetailSchema.entries,
  link_preview: orNull(linkPreviewImageSchema),
});
export type ShopProductDetail = v.InferOutput<typeof shopProductDetailSchema>;

export const PRODUCT_MAX_PRICE = 10_000_000;
export const PRODUCT_MAX_STOCK = 1_000_000;

export const productBodySchema = v.pipe(
  requestBody({
    name: requiredText({ max: 150 }),
    bn_name: optionalText({ max: 150 }),
    category_id: v.nullish(idField, null),
    selling_price: takaAmount({ min: 0, max: PRODUCT_MAX_PRICE, exclusiveMin: true }),
    discount: v.optional(takaAmount({ min: 0, max: PRODUCT_MAX_PRICE }), 0),
    discount_type: v.optional(v.picklist(discountTypes, 'validation.invalid_format'), 'FIXED'),
    stock: integerField({ min: 0, max: PRODUCT_MAX_STOCK }),
    description: v.optional(
      v.pipe(
        optionalText({ max: 5000 }),
        v.transform((description) => description ?? ''),
      ),
      '',
    ),
  }),
  // A percentage is at most 100; a fixed discount at most the price.
  v.forward(
    v.partialCheck(
      [['selling_price'], ['discount'], ['discount_type']],
      (input) => input.discount <= (input.discount_type === 'PERCENT' ? 100 : input.selling_price),
      'validation.max_value',
    ),
    ['discount'],
  ),
);
export type ProductBody = v.InferOutput<typeof productBodySchema>;
