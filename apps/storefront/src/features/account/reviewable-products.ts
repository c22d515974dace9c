import type { Order, Review } from '@haat/domain/schemas';

/** Orders in these statuses have reached the customer, so their products may be reviewed. */
export const RECEIVED_STATUSES = ['delivered', 'completed'] as const;

export interface ReviewableProduct {
  productId: number;
  name: string;
  bn_name: string | null;
  imageUrl: string | null;
}

/** Products of received orders that the customer has not reviewed yet, newest order first, each once. */
export function reviewableProducts(orders: readonly Order[], reviews: readonly Review[]): ReviewableProduct[] {
  const reviewed = new Set(reviews.map((review) => review.product_id));
  const seen = new Set<number>();
  const result: ReviewableProduct[] = [];
  const received = orders
    .filter((order) => (RECEIVED_STATUSES as readonly string[]).includes(order.status))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  for (const order of received) {
    for (const item of order.items) {
      if (item.product_id === null || reviewed.has(item.product_id) || seen.has(item.product_id)) continue;
      seen.add(item.product_id);
      result.push({ productId: item.product_id, name: item.name, bn_name: item.bn_name, imageUrl: item.image_url });
    }
  }
  return result;
}
