import type { Order, OrderItem, OrderStatusChange, OrderSummary, TrackedOrder } from '@haat/domain/schemas';
import type { OrderItemRow, OrderRow, OrderStatusRow } from '../../db/rows.ts';
import { imageUrls } from '../../lib/images.ts';
import type { ImageStorage } from '../../lib/storage/storage.ts';
import { taka } from '../../lib/money.ts';

/** An order with its lines and status history (history oldest first). */
export interface OrderRows {
  order: OrderRow;
  items: OrderItemRow[];
  history: OrderStatusRow[];
}

export function serializeOrderItem(row: OrderItemRow, storage: ImageStorage): OrderItem {
  return {
    id: row.id,
    product_id: row.productId,
    product_slug: row.productSlug,
    name: row.name,
    image_url: imageUrls(storage, row.imageKey)?.card_url ?? null,
    unit_price: taka(row.unitPricePaisa),
    quantity: row.quantity,
    line_total: taka(row.lineTotalPaisa),
  };
}

export function serializeOrderStatusChange(row: OrderStatusRow): OrderStatusChange {
  return { status: row.status, note: row.note, restocked: row.restocked, created_at: row.createdAt.toISOString() };
}

/**
 * The wire's Order. The delivery package is the snapshot taken when the order was placed (name and
 * charge); it is null once the package itself has been deleted.
 */
export function serializeOrder(rows: OrderRows, storage: ImageStorage): Order {
  const { order } = rows;
  return {
    ...serializeTrackedOrder(rows, storage),
    id: order.id,
    shop_id: order.shopId,
    customer_id: order.customerId,
    name: order.name,
    mobile: order.mobile,
    email: order.email,
    address: order.address,
    district: order.district,
    note: order.note,
    delivery_package:
      order.deliveryPackageId === null
        ? null
        : {
            id: order.deliveryPackageId,
            name: order.deliveryPackageName ?? '',
            charge: taka(order.deliveryChargePaisa),
          },
    updated_at: order.updatedAt.toISOString(),
  };
}

/** What tracking by order code shows: the order without its personal data (name, mobile, email, address, note). */
export function serializeTrackedOrder({ order, items, history }: OrderRows, storage: ImageStorage): TrackedOrder {
  return {
    code: order.code,
    status: order.status,
    subtotal: taka(order.subtotalPaisa),
    delivery_charge: taka(order.deliveryChargePaisa),
    total: taka(order.totalPaisa),
    items: items.map((item) => serializeOrderItem(item, storage)),
    history: history.map(serializeOrderStatusChange),
    created_at: order.createdAt.toISOString(),
  };
}

/** What tracking by mobile number shows before the number is proven. */
export function serializeOrderSummary(order: OrderRow): OrderSummary {
  return { status: order.status, total: taka(order.totalPaisa), created_at: order.createdAt.toISOString() };
}
