import type { Order } from '@haat/domain/schemas';

/** An order as POST /orders answers it. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const at = '2026-11-21T10:00:00.000Z';
  return {
    id: 91,
    code: 'HT-7K3M9Q2X',
    shop_id: 7,
    customer_id: null,
    status: 'pending',
    name: 'Karim Uddin',
    mobile: '01711000001',
    email: null,
    address: 'House 12, Road 3, Mirpur 10',
    district: 'Dhaka',
    area: null,
    area_bn: null,
    note: null,
    delivery_package: { id: 1, name: 'Inside Dhaka', charge: 60 },
    subtotal: 4500,
    delivery_charge: 60,
    discount: 0,
    discounts: [],
    total: 4560,
    items: [
      {
        id: 1,
        product_id: 11,
        variant_id: null,
        options: [],
        sku: null,
        product_slug: 'jamdani-saree',
        name: 'Jamdani saree',
        bn_name: 'জামদানি শাড়ি',
        image_url: null,
        unit_price: 2250,
        quantity: 2,
        line_total: 4500,
        discount: 0,
      },
    ],
    history: [{ status: 'pending', note: null, restocked: false, created_at: at }],
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}
