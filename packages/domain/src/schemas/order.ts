import * as v from 'valibot';
import { mobileField, nameField, optionalEmailField } from '../fields.ts';
import { orderStatuses } from '../order-status.ts';
import { addressLineField, districtField } from './customer.ts';
import { deliveryPackageSchema } from './delivery.ts';
import { requestBody, idField, optionalText, typeMessage } from './rules.ts';
import { idSchema, orNull, takaSchema, timestampSchema } from './wire.ts';

// ---- answers ------------------------------------------------------------------

/** A line of a placed order: a snapshot of the product at the time of the order. */
export const orderItemSchema = v.object({
  id: idSchema,
  product_id: orNull(idSchema),
  product_slug: orNull(v.string()),
  name: v.string(),
  image_url: orNull(v.string()),
  unit_price: takaSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  line_total: takaSchema,
});
export type OrderItem = v.InferOutput<typeof orderItemSchema>;

/** `status` is any string: the known statuses live in order-status.ts, an unknown one is shown as-is. */
export const orderStatusChangeSchema = v.object({
  status: v.string(),
  note: orNull(v.string()),
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
  note: orNull(v.string()),
  delivery_package: orNull(deliveryPackageSchema),
  subtotal: takaSchema,
  delivery_charge: takaSchema,
  total: takaSchema,
  items: v.array(orderItemSchema),
  history: v.array(orderStatusChangeSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Order = v.InferOutput<typeof orderSchema>;

// ---- request bodies -------------------------------------------------------------

export const ORDER_MAX_LINES = 50;
export const ORDER_LINE_MAX_QUANTITY = 99;
export const ORDER_NOTE_MAX_LENGTH = 500;

export const orderLineBodySchema = requestBody({
  product_id: idField,
  quantity: v.pipe(
    v.number(typeMessage('validation.invalid_number')),
    v.integer('validation.invalid_number'),
    v.minValue(1, 'validation.quantity_min'),
    v.maxValue(ORDER_LINE_MAX_QUANTITY, 'validation.max_value'),
  ),
});

/** `POST /orders`: prices and totals are never sent; the server computes them. */
export const placeOrderBodySchema = requestBody({
  shop_id: idField,
  items: v.pipe(
    v.array(orderLineBodySchema, typeMessage('validation.invalid_format')),
    v.nonEmpty('validation.required'),
    v.maxLength(ORDER_MAX_LINES, 'validation.max_length'),
    v.check(
      (items) => new Set(items.map((item) => item.product_id)).size === items.length,
      'validation.invalid_format',
    ),
  ),
  name: nameField,
  mobile: mobileField,
  email: optionalEmailField,
  address: addressLineField,
  district: districtField,
  delivery_package_id: idField,
  note: optionalText({ max: ORDER_NOTE_MAX_LENGTH }),
});
export type PlaceOrderBody = v.InferOutput<typeof placeOrderBodySchema>;
export type PlaceOrderBodyInput = v.InferInput<typeof placeOrderBodySchema>;

/** `PATCH /orders/{id}/status`: a known status; whether the change is allowed is the server's call (409). */
export const orderStatusBodySchema = requestBody({
  status: v.picklist(orderStatuses, typeMessage('validation.invalid_format')),
});
export type OrderStatusBody = v.InferOutput<typeof orderStatusBodySchema>;
