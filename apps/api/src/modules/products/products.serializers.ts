import type {
  Category,
  DiscountType,
  FeaturedProduct,
  Product,
  ProductDetail,
  ProductImage,
} from '@haat/domain/schemas';
import { unitPrice } from '@haat/domain/price';
import type { ProductImageRow, ProductRow } from '../../db/rows.ts';
import { imageUrls } from '../../lib/images.ts';
import type { ImageStorage } from '../../lib/storage/storage.ts';
import { paisa, taka } from '../../lib/money.ts';

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

export interface ProductDetailParts {
  images: ProductImageRow[];
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
