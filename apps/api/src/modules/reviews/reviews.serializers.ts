import type { Review } from '@haat/domain/schemas';
import type { ProductRow, ReviewRow } from '../../platform/db/rows.ts';
import { imageUrls } from '../../platform/storage/images.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';

export function serializeReview(
  row: ReviewRow,
  product: Pick<ProductRow, 'id' | 'slug' | 'name' | 'bnName' | 'imageKey'> | null,
  storage: ImageStorage,
): Review {
  return {
    id: row.id,
    product_id: row.productId,
    customer_name: row.customerName,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    product: product && {
      id: product.id,
      slug: product.slug,
      name: product.name,
      bn_name: product.bnName,
      image_url: imageUrls(storage, product.imageKey)?.card_url ?? null,
    },
  };
}
