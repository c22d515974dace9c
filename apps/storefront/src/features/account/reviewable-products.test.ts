import { describe, expect, it } from 'vitest';
import type { Order, OrderItem, Review } from '@haat/domain/schemas';
import { reviewableProducts } from './reviewable-products.ts';

function item(productId: number | null, name: string): OrderItem {
  return {
    id: productId ?? 0,
    product_id: productId,
    variant_id: null,
    options: [],
    sku: null,
    product_slug: null,
    name,
    bn_name: null,
    image_url: null,
    unit_price: 100,
    quantity: 1,
    line_total: 100,
    discount: 0,
  };
}

function order(id: number, status: string, createdAt: string, items: OrderItem[]): Order {
  return {
    id,
    code: `HT-${id}`,
    shop_id: 1,
    customer_id: 1,
    status,
    name: 'Rahim',
    mobile: '01711000001',
    email: null,
    address: 'Mirpur 10',
    district: 'Dhaka',
    area: null,
    area_bn: null,
    note: null,
    delivery_package: null,
    subtotal: 100,
    delivery_charge: 60,
    discount: 0,
    discounts: [],
    total: 160,
    items,
    history: [],
    created_at: createdAt,
    updated_at: createdAt,
  };
}

const review = (productId: number): Review => ({
  id: productId,
  product_id: productId,
  customer_name: 'Rahim',
  rating: 5,
  comment: '',
  created_at: '2026-01-01T00:00:00Z',
  product: null,
});

describe('reviewableProducts', () => {
  it('lists products of delivered and completed orders, newest first, once, without reviewed or deleted ones', () => {
    const orders = [
      order(1, 'completed', '2026-01-01T00:00:00Z', [item(10, 'Saree'), item(11, 'Panjabi')]),
      order(2, 'delivered', '2026-02-01T00:00:00Z', [item(12, 'Lungi'), item(10, 'Saree'), item(null, 'Deleted')]),
      order(3, 'shipped', '2026-03-01T00:00:00Z', [item(13, 'Kurti')]),
      order(4, 'canceled', '2026-03-02T00:00:00Z', [item(14, 'Shawl')]),
    ];
    expect(reviewableProducts(orders, [review(11)]).map((product) => product.name)).toEqual(['Lungi', 'Saree']);
  });
});
