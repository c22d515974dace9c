import * as v from 'valibot';
import { mobileField } from '../fields.ts';
import { recordIdParam } from './queries.ts';
import { requestBody, requiredText } from './rules.ts';

/** Requests about orders besides their bodies (order.ts): tracking and lookup queries, the order's headers. */

export const TRACK_QUERY_MAX_LENGTH = 40;

/** `GET /orders/track`: an order code or a mobile number. */
export const trackOrdersQuerySchema = requestBody({
  shop_id: recordIdParam,
  query: requiredText({ max: TRACK_QUERY_MAX_LENGTH }),
});
export type TrackOrdersQuery = v.InferOutput<typeof trackOrdersQuerySchema>;

/** `GET /orders/{code}`: the order's mobile, unless the request carries its owner's customer token. */
export const orderLookupQuerySchema = requestBody({ shop_id: recordIdParam, mobile: v.optional(mobileField) });
export type OrderLookupQuery = v.InferOutput<typeof orderLookupQuerySchema>;

/** The header of `POST /orders` that makes placing an order idempotent; header names arrive lowercase. */
export const IDEMPOTENCY_KEY_FIELD = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** `POST /orders` headers: an Idempotency-Key of 1–255 visible ASCII characters (a UUID is typical). */
export const placeOrderHeadersSchema = v.object({
  [IDEMPOTENCY_KEY_FIELD]: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH, 'validation.max_length'),
    v.regex(/^[\x20-\x7E]*$/u, 'validation.invalid_format'),
  ),
});
export type PlaceOrderHeaders = v.InferOutput<typeof placeOrderHeadersSchema>;
