import type {
  Category,
  DiscountType,
  FeaturedProduct,
  Product,
  ProductDetail,
  ProductImage,
  Variant,
} from '@haat/domain/schemas';
import { unitPrice } from '@haat/domain/price';
import type { ProductImageRow, ProductRow, ProductVariantRow } from '../../platform/db/rows.ts';
import { imageUrls } from '../../platform/storage/images.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';
import { paisa, taka } from '../../platform/money.ts';
import { variantPricing } from '@haat/domain/variants';

/** The columns a Product on the wire is made of (a search page reads only those, see products.service.ts). */
export type ProductCardRow = Pick<
  ProductRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'bnName'
  | 'imageKey'
  | 'sellingPricePaisa'
  | 'discountHundredths'
  | 'discountType'
  | 'stock'
  | 'categoryId'
  | 'pricePaisa'
  | 'maxPricePaisa'
  | 'options'
>;

/** A product row as the wire's Product (prices in taka; the price after discount is the client's to compute). */
export function serializeProduct(row: ProductCardRow, storage: ImageStorage): Product {
  const image = imageUrls(storage, row.imageKey);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    bn_name: row.bnName,
    image_url: image?.url ?? null,
    thumbnail_url: image?.card_url ?? null,
    selling_price: taka(row.sellingPricePaisa),
    discount: row.discountHundredths / 100,
    discount_type: row.discountType as DiscountType,
    stock: row.stock,
    category_id: row.categoryId,
    price_min: taka(row.pricePaisa),
    price_max: taka(row.maxPricePaisa),
    has_options: row.options.length > 0,
  };
}

/** The sizes of a product's picture beyond its full file and card (decision 128). */
function pictureSizes(storage: ImageStorage, imageKey: string | null) {
  const image = imageUrls(storage, imageKey);
  return { image_width: image?.width ?? null, image_medium_url: image?.medium_url ?? null };
}

/** The product a shop features: a Product with its picture's sizes. */
export function serializeFeaturedProduct(row: ProductCardRow, storage: ImageStorage): FeaturedProduct {
  return { ...serializeProduct(row, storage), ...pictureSizes(storage, row.imageKey) };
}

export function serializeProductImage(row: ProductImageRow, storage: ImageStorage): ProductImage {
  const urls = imageUrls(storage, row.imageKey);
  return {
    id: row.id,
    url: urls?.url ?? '',
    thumbnail_url: urls?.card_url ?? '',
    medium_url: urls?.medium_url ?? null,
    width: urls?.width ?? null,
  };
}

/** The product's price fields as @haat/domain's price math takes them. */
export const productPricing = (row: ProductRow) => ({
  selling_price: taka(row.sellingPricePaisa),
  discount: row.discountHundredths / 100,
  discount_type: row.discountType,
});

/** A variant's own price fields as the wire has them (null: the product's). */
export const ownPricing = (
  row: Pick<ProductVariantRow, 'sellingPricePaisa' | 'discountHundredths' | 'discountType'>,
) => ({
  selling_price: row.sellingPricePaisa === null ? null : taka(row.sellingPricePaisa),
  discount: row.discountHundredths === null ? null : row.discountHundredths / 100,
  discount_type: row.discountType,
});

/** The price fields that apply to the variant (its own or the product's). */
export const variantPricingOf = (product: ProductRow, variant: ProductVariantRow) =>
  variantPricing(productPricing(product), ownPricing(variant));

/** A variant with the price fields that apply to it (its own or the product's). */
export function serializeVariant(product: ProductRow, row: ProductVariantRow): Variant {
  const pricing = variantPricingOf(product, row);
  return {
    id: row.id,
    options: row.optionValues,
    selling_price: pricing.selling_price,
    discount: pricing.discount,
    discount_type: pricing.discount_type as DiscountType,
    own_price: row.sellingPricePaisa !== null,
    own_discount: row.discountHundredths !== null,
    stock: row.stock,
    sku: row.sku,
    barcode: row.barcode,
    weight_grams: row.weightGrams,
    image_id: row.imageId,
    enabled: row.enabled,
  };
}

export interface ProductDetailParts {
  images: ProductImageRow[];
  /** The variants to show: all for the owner, the enabled ones for shoppers. */
  variants: ProductVariantRow[];
  category: Category | null;
  ratingAverage: number;
  ratingCount: number;
}

export function serializeProductDetail(
  row: ProductRow,
  parts: ProductDetailParts,
  storage: ImageStorage,
): ProductDetail {
  return {
    ...serializeProduct(row, storage),
    ...pictureSizes(storage, row.imageKey),
    description: row.description,
    images: parts.images.map((image) => serializeProductImage(image, storage)),
    category: parts.category,
    rating_average: Math.round(parts.ratingAverage * 10) / 10,
    rating_count: parts.ratingCount,
    options: row.options,
    variants: parts.variants.map((variant) => serializeVariant(row, variant)),
  };
}

/** The wire's price fields of a product, as its price columns. */
export interface ProductPriceInput {
  selling_price: number;
  discount: number;
  discount_type: DiscountType;
}

/**
 * The price columns to write for a product. `price_paisa` (the price after discount, used to sort)
 * is computed with @haat/domain's unitPrice: every write of a price goes through here.
 */
export function productPriceColumns(input: ProductPriceInput) {
  return {
    sellingPricePaisa: paisa(input.selling_price),
    discountHundredths: Math.round(input.discount * 100),
    discountType: input.discount_type,
    pricePaisa: unitPrice(input) as number,
  };
}
