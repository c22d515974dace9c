/**
 * The row of each table as Drizzle reads it (`select()`), defined once: services, serializers, the seed and the
 * test fixtures import them from here. Shapes made of several rows (an order with its lines, a shop with its
 * owner) belong to the module that reads them.
 */
import type {
  addresses,
  apkLeads,
  categories,
  courierAccounts,
  customDomains,
  customers,
  deliveryPackages,
  discounts,
  idempotencyKeys,
  messages,
  orderItems,
  orders,
  orderStatusHistory,
  owners,
  payments,
  productImages,
  productVariants,
  products,
  reviews,
  shipments,
  shops,
  smsLog,
} from './schema.ts';

// ---- owners and shops -------------------------------------------------------
export type OwnerRow = typeof owners.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;
export type CustomDomainRow = typeof customDomains.$inferSelect;
export type ApkLeadRow = typeof apkLeads.$inferSelect;

// ---- catalogue --------------------------------------------------------------
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type DeliveryPackageRow = typeof deliveryPackages.$inferSelect;

// ---- customers --------------------------------------------------------------
export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

// ---- orders -----------------------------------------------------------------
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type DiscountRow = typeof discounts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderStatusRow = typeof orderStatusHistory.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

// ---- order operations -------------------------------------------------------
export type SmsLogRow = typeof smsLog.$inferSelect;
export type CourierAccountRow = typeof courierAccounts.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
