import * as v from 'valibot';
import { categorySchema } from './category.ts';
import { countSchema, idSchema, orNull, takaSchema } from './wire.ts';

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
  stock: countSchema,
  category_id: orNull(idSchema),
});
export type Product = v.InferOutput<typeof productSchema>;

/** A wish list entry is the product object itself (SPEC §3). */
export const wishListEntrySchema = productSchema;
export type WishListEntry = Product;

export const productImageSchema = v.object({
  id: idSchema,
  url: v.string(),
  thumbnail_url: v.string(),
});
export type ProductImage = v.InferOutput<typeof productImageSchema>;

export const productDetailSchema = v.object({
  ...productSchema.entries,
  description: v.string(),
  images: v.array(productImageSchema),
  category: orNull(categorySchema),
  rating_average: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(5)),
  rating_count: countSchema,
});
export type ProductDetail = v.InferOutput<typeof productDetailSchema>;
