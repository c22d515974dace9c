/**
 * Payments on the wire (issue 30, decision 230): an order's money and attempts, the sent-money code a shopper
 * submits, the owner's verification, the payment rules' settings card, and the admin's payments list.
 */
import * as v from 'valibot';
import {
  attemptStatuses,
  normalizeTransactionId,
  paymentMethods,
  paymentStatuses,
  personalMethods,
  TRANSACTION_ID_PATTERN,
} from '../advance-payment.ts';
import { mobileField } from '../fields.ts';
import { isDate } from '../report-buckets.ts';
import { paginationQuerySchema, recordIdParam } from './queries.ts';
import { booleanField, idField, requestBody, typeMessage } from './rules.ts';
import { idSchema, orNull, takaSchema, timestampSchema } from './wire.ts';

// ---- answers ------------------------------------------------------------------

/** One attempt to pay: a gateway session or a sent-money code. */
export const paymentAttemptSchema = v.object({
  id: idSchema,
  method: v.picklist(paymentMethods),
  amount: takaSchema,
  status: v.picklist(attemptStatuses),
  transaction_id: orNull(v.string()),
  /** A personal wallet's payment: the number the money came from. */
  sender: orNull(v.string()),
  refunded: takaSchema,
  failure_reason: orNull(v.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type PaymentAttempt = v.InferOutput<typeof paymentAttemptSchema>;

/** A way the shopper may pay the advance: a personal wallet with its number, or (later) a gateway. */
export const payMethodSchema = v.object({
  method: v.picklist(paymentMethods),
  /** The shop's wallet number to send money to (personal wallets); null for a gateway. */
  number: orNull(v.string()),
});
export type PayMethod = v.InferOutput<typeof payMethodSchema>;

/**
 * An order's money: what the rules asked in advance, what is paid (net of refunds), what is still due now and what
 * at the door (`advance_due + at_door + paid = total`), and each attempt.
 */
export const orderPaymentSchema = v.object({
  status: v.picklist(paymentStatuses),
  advance: takaSchema,
  paid: takaSchema,
  /** What is still due before dispatch: the advance less what is paid, never below 0. */
  advance_due: takaSchema,
  /** What is left for the door once the advance is paid. */
  at_door: takaSchema,
  /** When an unpaid advance expires (the order is then cancelled); null when none is due. */
  due_by: orNull(timestampSchema),
  /** The advance is above 10 % of the price: the parcel reaches the courier within 48 hours. */
  dispatch_within_48h: v.boolean(),
  /** The ways the shopper may pay the advance now (empty when none is due or the shop offers none). */
  methods: v.array(payMethodSchema),
  refund_terms: orNull(v.string()),
  attempts: v.array(paymentAttemptSchema),
});
export type OrderPayment = v.InferOutput<typeof orderPaymentSchema>;

/** What checkout shows before the order is placed: due now and at the door (the discounts' preview carries it). */
export const advancePreviewSchema = v.object({
  due_now: takaSchema,
  at_door: takaSchema,
  total: takaSchema,
  dispatch_within_48h: v.boolean(),
  expiry_minutes: v.number(),
  refund_terms: orNull(v.string()),
});
export type AdvancePreview = v.InferOutput<typeof advancePreviewSchema>;

/** A row of the admin's payments list: the attempt with its order. */
export const adminPaymentSchema = v.object({
  ...paymentAttemptSchema.entries,
  order_id: idSchema,
  order_code: v.string(),
  order_status: v.string(),
  customer_name: v.string(),
  customer_mobile: v.string(),
  order_total: takaSchema,
});
export type AdminPayment = v.InferOutput<typeof adminPaymentSchema>;

// ---- requests -----------------------------------------------------------------

export const TRANSACTION_ID_MAX_LENGTH = 30;

const transactionIdField = v.pipe(
  v.string(typeMessage('validation.transaction_id_format')),
  v.transform(normalizeTransactionId),
  v.nonEmpty('validation.required'),
  v.regex(TRANSACTION_ID_PATTERN, 'validation.transaction_id_format'),
);

/**
 * `POST /orders/{code}/payments` (shop): "I sent the advance to your bKash / Nagad / Rocket number". The shopper
 * proves the order is theirs as for viewing it: the order's mobile (`mobile`) or their customer token.
 */
export const sendPaymentBodySchema = requestBody({
  shop_id: idField,
  /** The order's mobile number, unless a customer token is sent. */
  mobile: v.optional(mobileField),
  method: v.picklist(personalMethods, 'validation.payment_method_not_offered'),
  /** The number the money was sent from. */
  sender: mobileField,
  transaction_id: transactionIdField,
});
export type SendPaymentBody = v.InferOutput<typeof sendPaymentBodySchema>;
export type SendPaymentBodyInput = v.InferInput<typeof sendPaymentBodySchema>;

/** `POST /orders/{id}/payments/{paymentId}/verify` (admin): the money arrived (true) or not (false). */
export const verifyPaymentBodySchema = requestBody({ received: booleanField });
export type VerifyPaymentBody = v.InferOutput<typeof verifyPaymentBodySchema>;

export const orderPaymentParams = v.object({ id: recordIdParam, payment_id: recordIdParam });

const dateParam = v.optional(
  v.pipe(v.string(typeMessage('validation.invalid_format')), v.trim(), v.check(isDate, 'validation.invalid_format')),
);

/** The admin's payments filters: a range of Dhaka dates (both included), a method and a status. */
const paymentFilterEntries = {
  from: dateParam,
  to: dateParam,
  method: v.optional(v.picklist(paymentMethods, 'validation.invalid_format')),
  status: v.optional(v.picklist(attemptStatuses, 'validation.invalid_format')),
};

/** `GET /payments`: a page of the shop's payment attempts, newest first. */
export const paymentListQuerySchema = requestBody({ ...paymentFilterEntries, ...paginationQuerySchema.entries });
export type PaymentListQuery = v.InferOutput<typeof paymentListQuerySchema>;
export type PaymentListQueryInput = v.InferInput<typeof paymentListQuerySchema>;

/** `GET /payments-export`: every attempt matching the filters, as CSV. */
export const paymentExportQuerySchema = requestBody(paymentFilterEntries);
export type PaymentExportQuery = v.InferOutput<typeof paymentExportQuerySchema>;
export type PaymentExportQueryInput = v.InferInput<typeof paymentExportQuerySchema>;
