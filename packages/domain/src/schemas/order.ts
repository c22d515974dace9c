import * as v from 'valibot';
import { powField } from './proof-of-work.ts';
import { DISCOUNT_CODE_MAX_LENGTH, normalizeDiscountCode } from '../discounts.ts';
import { mobileField, nameField, optionalEmailField, otpField } from '../fields.ts';
import { asksRestock, orderStatuses } from '../order-status.ts';
import { addressLineField, areaField, districtField } from './customer.ts';
import { deliveryPackageSchema } from './delivery.ts';
import { PRODUCT_MAX_PRICE } from './product.ts';
import { requestBody, idField, optionalText, takaAmount, typeMessage } from './rules.ts';
import { orderPaymentSchema } from './payment.ts';
import { adminShipmentSchema, orderShipmentSchema } from './shipment.ts';
import { idSchema, orNull, takaSchema, timestampSchema } from './wire.ts';

// ---- answers ------------------------------------------------------------------

/** An option of an order line's variant as it was named when the order was placed (Size: M). */
export const chosenOptionSchema = v.object({
  name: v.string(),
  bn_name: orNull(v.string()),
  value: v.string(),
  bn_value: orNull(v.string()),
});

/** A line of a placed order: a snapshot of the product and its variant at the time of the order. */
export const orderItemSchema = v.object({
  id: idSchema,
  product_id: orNull(idSchema),
  /** The variant ordered (null once it is removed; the snapshot below stays). */
  variant_id: orNull(idSchema),
  /** The variant's options as they were named (empty for a simple product). */
  options: v.optional(v.array(chosenOptionSchema), []),
  sku: orNull(v.string()),
  product_slug: orNull(v.string()),
  name: v.string(),
  /** The product's Bengali name when the order was placed, if it had one. */
  bn_name: orNull(v.string()),
  image_url: orNull(v.string()),
  unit_price: takaSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  line_total: takaSchema,
  /** What the order's discounts took off this line (not in line_total; in the order's `discount`). */
  discount: v.optional(takaSchema, 0),
});
export type OrderItem = v.InferOutput<typeof orderItemSchema>;

/** A discount an order got, as it was when the order was placed. */
export const orderDiscountSchema = v.object({
  code: orNull(v.string()),
  title: v.string(),
  kind: v.string(),
  saving: takaSchema,
});
export type OrderDiscount = v.InferOutput<typeof orderDiscountSchema>;

/** `status` is any string: the known statuses live in order-status.ts, an unknown one is shown as-is. */
export const orderStatusChangeSchema = v.object({
  status: v.string(),
  note: orNull(v.string()),
  /** Whether this change gave the order's units back to stock (a cancel; a return when the owner said so). */
  restocked: v.optional(v.boolean(), false),
  created_at: timestampSchema,
});
export type OrderStatusChange = v.InferOutput<typeof orderStatusChangeSchema>;

export const orderSchema = v.object({
  id: idSchema,
  /** Non-guessable, e.g. HT-7K3M9Q2X; what customers use to track the order. */
  code: v.string(),
  shop_id: idSchema,
  customer_id: orNull(idSchema),
  status: v.string(),
  name: v.string(),
  mobile: v.string(),
  email: orNull(v.string()),
  address: v.string(),
  district: orNull(v.string()),
  /** The upazila, thana or city area (English name, @haat/domain/places); null on orders placed before areas. */
  area: orNull(v.string()),
  area_bn: orNull(v.string()),
  note: orNull(v.string()),
  /** The package as the order was placed with it (its name and charge then). */
  delivery_package: orNull(v.pick(deliveryPackageSchema, ['id', 'name', 'charge'])),
  subtotal: takaSchema,
  delivery_charge: takaSchema,
  /** What the discounts took off (lines and delivery together): total = subtotal + delivery_charge − discount. */
  discount: v.optional(takaSchema, 0),
  discounts: v.optional(v.array(orderDiscountSchema), []),
  total: takaSchema,
  items: v.array(orderItemSchema),
  history: v.array(orderStatusChangeSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** The courier and tracking link, once the order is booked with a courier (issue 17). */
  shipment: v.optional(orderShipmentSchema),
  /** What was asked in advance, paid and due, and every attempt to pay (issue 30). */
  payment: v.optional(orderPaymentSchema),
});
export type Order = v.InferOutput<typeof orderSchema>;

/** The owner's order: the shipment whatever its state, with its money and its errors. */
export const adminOrderSchema = v.object({
  ...orderSchema.entries,
  shipment: v.optional(adminShipmentSchema),
});
export type AdminOrder = v.InferOutput<typeof adminOrderSchema>;

/**
 * An order as tracking shows it to anyone who knows its code (or, after a one-time code, its number):
 * what was ordered and where it is, never who ordered it or where it goes.
 */
export const trackedOrderSchema = v.object({
  code: v.string(),
  status: v.string(),
  subtotal: takaSchema,
  delivery_charge: takaSchema,
  discount: v.optional(takaSchema, 0),
  discounts: v.optional(v.array(orderDiscountSchema), []),
  total: takaSchema,
  items: v.array(orderItemSchema),
  history: v.array(orderStatusChangeSchema),
  created_at: timestampSchema,
  /** The courier and tracking link, once the order is booked with a courier (issue 17). */
  shipment: v.optional(orderShipmentSchema),
});
export type TrackedOrder = v.InferOutput<typeof trackedOrderSchema>;

/** An order as tracking by mobile number shows it before the number is proven: no code, no lines. */
export const orderSummarySchema = v.object({
  status: v.string(),
  total: takaSchema,
  created_at: timestampSchema,
});
export type OrderSummary = v.InferOutput<typeof orderSummarySchema>;

/**
 * `GET /orders/track`: by order code, that order (`orders`); by mobile number, each order's summary
 * (`summaries`) until the number is proven with a one-time code (`POST /orders/track/verify` answers `orders`).
 */
export const trackAnswerSchema = v.variant('kind', [
  v.object({ kind: v.literal('orders'), orders: v.array(trackedOrderSchema) }),
  v.object({ kind: v.literal('summaries'), summaries: v.array(orderSummarySchema) }),
]);
export type TrackAnswer = v.InferOutput<typeof trackAnswerSchema>;

// ---- request bodies -------------------------------------------------------------

/** `POST /orders/track/code`: a one-time code to the number, to see its orders. */
export const trackCodeBodySchema = requestBody({ shop_id: idField, mobile: mobileField, altcha: powField });
export type TrackCodeBody = v.InferOutput<typeof trackCodeBodySchema>;

/** `POST /orders/track/verify`: the number's orders, proven by the code sent to it. */
export const trackVerifyBodySchema = requestBody({ shop_id: idField, mobile: mobileField, otp: otpField });
export type TrackVerifyBody = v.InferOutput<typeof trackVerifyBodySchema>;

/**
 * `POST /orders/code`: a one-time code to the number, to confirm an order the shop's rules ask one for; the same body
 * as tracking's code, named for its endpoint.
 * @alias
 */
export const orderCodeBodySchema = trackCodeBodySchema;
export type OrderCodeBody = TrackCodeBody;

export const ORDER_MAX_LINES = 50;
export const ORDER_LINE_MAX_QUANTITY = 99;
export const ORDER_NOTE_MAX_LENGTH = 500;

export const orderLineBodySchema = requestBody({
  product_id: idField,
  /** The variant of the product; may be left out for a product with one variant (a simple product). */
  variant_id: v.optional(idField),
  quantity: v.pipe(
    v.number(typeMessage('validation.invalid_number')),
    v.integer('validation.invalid_number'),
    v.minValue(1, 'validation.quantity_min'),
    v.maxValue(ORDER_LINE_MAX_QUANTITY, 'validation.max_value'),
  ),
  /**
   * The unit price the shopper saw (taka, after discount). When given and the product's price is
   * now different, the order is refused with 409 so the shopper sees the new price first.
   */
  unit_price: v.optional(takaAmount({ min: 0, max: PRODUCT_MAX_PRICE })),
});

/** `POST /orders`: totals are never sent; the server computes them (a line's `unit_price` is only checked). */
export const placeOrderBodySchema = requestBody({
  shop_id: idField,
  items: v.pipe(
    v.array(orderLineBodySchema, typeMessage('validation.invalid_format')),
    v.nonEmpty('validation.required'),
    v.maxLength(ORDER_MAX_LINES, 'validation.max_length'),
    // One line per variant (per product when a line names no variant).
    v.check(
      (items) => new Set(items.map((item) => `${item.product_id}:${item.variant_id ?? ''}`)).size === items.length,
      'validation.invalid_format',
    ),
  ),
  name: nameField,
  mobile: mobileField,
  email: optionalEmailField,
  address: addressLineField,
  district: districtField,
  area: areaField,
  delivery_package_id: idField,
  note: optionalText({ max: ORDER_NOTE_MAX_LENGTH }),
  /** The one-time code sent to `mobile` (`POST /orders/code`), when the shop's rules ask one of this number. */
  otp: v.optional(otpField),
  /** A discount code the shopper typed (any case; blank: none). The server computes the discount (decision 221). */
  discount_code: v.optional(
    v.pipe(
      v.nullable(v.string('validation.invalid_format')),
      v.transform((code) => (code === null ? '' : normalizeDiscountCode(code))),
      v.maxLength(DISCOUNT_CODE_MAX_LENGTH, 'validation.discount_unknown_code'),
      v.transform((code) => code || undefined),
    ),
  ),
});
export type PlaceOrderBody = v.InferOutput<typeof placeOrderBodySchema>;
export type PlaceOrderBodyInput = v.InferInput<typeof placeOrderBodySchema>;

/**
 * `PATCH /orders/{id}/status`: a known status; whether the change is allowed is the server's call (409).
 * `restock` is the owner's answer to "do the items go back into stock?", only for a change that asks
 * it (`returned`); a cancel always restocks.
 */
export const orderStatusBodySchema = v.pipe(
  requestBody({
    status: v.picklist(orderStatuses, typeMessage('validation.invalid_format')),
    restock: v.optional(v.boolean('validation.invalid_format')),
  }),
  v.forward(
    v.check((body) => body.restock === undefined || asksRestock(body.status), 'validation.invalid_format'),
    ['restock'],
  ),
);
export type OrderStatusBody = v.InferOutput<typeof orderStatusBodySchema>;
