import type {
  AdminOrder,
  Order,
  OrderItem,
  OrderShipment,
  OrderStatusChange,
  OrderSummary,
  TrackedOrder,
} from '@haat/domain/schemas';
import type { PaymentRules } from '@haat/domain/advance-payment';
import type { OrderItemRow, OrderRow, OrderStatusRow, PaymentRow, ShipmentRow } from '../../platform/db/rows.ts';
import { trackingUrlFor } from '../../integrations/couriers/tracking-links.ts';
import { imageUrls } from '../../platform/storage/images.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';
import { taka } from '../../platform/money.ts';
import { serializeAdminShipment } from '../shipments/shipments.serializers.ts';
import { areaBn } from '../addresses/address-place.ts';
import { serializeOrderPayment } from '../payments/payments.serializers.ts';

/** An order with its lines, status history (oldest first) and courier shipment (withDetails reads it). */
export interface OrderRows {
  order: OrderRow;
  items: OrderItemRow[];
  history: OrderStatusRow[];
  shipment?: ShipmentRow | null;
  /** The order's attempts to pay, oldest first (issue 30; withDetails reads them). */
  payments?: PaymentRow[];
  /** The shop's payment rules, when the reader has them: the ways to pay the advance and the refund terms. */
  paymentRules?: PaymentRules;
}

/** What the shopper sees of the shipment: once booked, the courier and its tracking link. */
function serializeOrderShipment(
  row: ShipmentRow | null | undefined,
  recipientPhone?: string,
): OrderShipment | undefined {
  if (row?.state !== 'booked' || !row.consignmentId) return undefined;
  const booking = { consignmentId: row.consignmentId, trackingCode: row.trackingCode };
  return {
    courier: row.courier as OrderShipment['courier'],
    tracking_code: row.trackingCode ?? row.consignmentId,
    tracking_url: trackingUrlFor(row.courier, booking, recipientPhone),
  };
}

export function serializeOrderItem(row: OrderItemRow, storage: ImageStorage): OrderItem {
  return {
    id: row.id,
    product_id: row.productId,
    variant_id: row.variantId,
    options: row.options,
    sku: row.sku,
    product_slug: row.productSlug,
    name: row.name,
    bn_name: row.bnName,
    image_url: imageUrls(storage, row.imageKey)?.card_url ?? null,
    unit_price: taka(row.unitPricePaisa),
    quantity: row.quantity,
    line_total: taka(row.lineTotalPaisa),
    discount: taka(row.discountPaisa),
  };
}

/** The order's discounts (decision 221) as they were when it was placed. */
function withDiscounts(order: OrderRow): Pick<TrackedOrder, 'discount' | 'discounts'> {
  return {
    discount: taka(order.discountPaisa),
    discounts: order.discounts.map((discount) => ({
      code: discount.code,
      title: discount.title,
      kind: discount.kind,
      saving: taka(discount.saving_paisa),
    })),
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
    area: order.area,
    area_bn: areaBn(order.district, order.area),
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
    ...withShipment(serializeOrderShipment(rows.shipment, order.mobile)),
    payment: serializeOrderPayment(order, rows.payments ?? [], rows.paymentRules),
  };
}

/** The owner's order: the shipment in any state, with its money and its error. */
export function serializeAdminOrder(rows: OrderRows, storage: ImageStorage): AdminOrder {
  const { shipment: _shopperShipment, ...order } = serializeOrder(rows, storage);
  return {
    ...order,
    ...withShipment(rows.shipment ? serializeAdminShipment(rows.shipment, rows.order.mobile) : undefined),
  };
}

/** `shipment` only when there is one: the key is optional on the wire (older answers lack it). */
function withShipment<T>(shipment: T | undefined): { shipment?: T } {
  return shipment === undefined ? {} : { shipment };
}

/** What tracking by order code shows: the order without its personal data (name, mobile, email, address, note). */
export function serializeTrackedOrder(
  { order, items, history, shipment }: OrderRows,
  storage: ImageStorage,
): TrackedOrder {
  return {
    code: order.code,
    status: order.status,
    subtotal: taka(order.subtotalPaisa),
    delivery_charge: taka(order.deliveryChargePaisa),
    ...withDiscounts(order),
    total: taka(order.totalPaisa),
    items: items.map((item) => serializeOrderItem(item, storage)),
    history: history.map(serializeOrderStatusChange),
    created_at: order.createdAt.toISOString(),
    ...withShipment(serializeOrderShipment(shipment)),
  };
}

/** What tracking by mobile number shows before the number is proven. */
export function serializeOrderSummary(order: OrderRow): OrderSummary {
  return { status: order.status, total: taka(order.totalPaisa), created_at: order.createdAt.toISOString() };
}
