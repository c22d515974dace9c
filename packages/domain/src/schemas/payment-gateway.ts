/**
 * Payment gateways (issue 30 items 2 and 3): a shop's merchant accounts with bKash and SSLCommerz, a shopper's
 * payment of an order's advance through them, and what a return from a gateway's page came to. Credentials are
 * write-only: no answer carries a key, a secret or a password. No body carries an amount: the server computes it.
 */
import * as v from 'valibot';
import { mobileField } from '../fields.ts';
import { recordIdParam } from './queries.ts';
import { requestBody, requiredText, typeMessage } from './rules.ts';
import { orNull, takaSchema, timestampSchema } from './wire.ts';

export const paymentGatewayNames = ['bkash', 'sslcommerz'] as const;
export type PaymentGatewayName = (typeof paymentGatewayNames)[number];

export const paymentGatewayField = v.picklist(paymentGatewayNames, typeMessage('validation.invalid_format'));
export const paymentGatewayParamsSchema = v.object({ gateway: paymentGatewayField });

const credential = requiredText({ max: 500 });
/** Sent in HTTP headers or a form: visible ASCII only, as the gateways issue them. */
const asciiCredential = v.pipe(credential, v.regex(/^[\x21-\x7e]+$/u, 'validation.invalid_format'));

/** `PUT /payment-gateways/{gateway}`: the merchant account's credentials, each gateway its own fields. */
export const paymentGatewayBodySchema = v.variant(
  'gateway',
  [
    requestBody({
      gateway: v.literal('bkash'),
      app_key: asciiCredential,
      app_secret: asciiCredential,
      username: asciiCredential,
      password: credential,
    }),
    requestBody({ gateway: v.literal('sslcommerz'), store_id: asciiCredential, store_password: credential }),
  ],
  'validation.invalid_format',
);
export type PaymentGatewayBody = v.InferOutput<typeof paymentGatewayBodySchema>;

/** A connected gateway, with what is not secret. */
export const paymentGatewayAccountSchema = v.object({
  gateway: v.picklist(paymentGatewayNames),
  /** bKash's username, SSLCommerz's store id. */
  account: v.string(),
  updated_at: timestampSchema,
  /** The last time the gateway took these credentials (the save, or a check since). */
  checked_at: orNull(timestampSchema),
});
export type PaymentGatewayAccount = v.InferOutput<typeof paymentGatewayAccountSchema>;

export const paymentGatewayAccountsSchema = v.array(paymentGatewayAccountSchema);

// ---- a shopper's payment ------------------------------------------------------------

/**
 * `POST /orders/{code}/payments/{gateway}`: the order's mobile (or its owner's customer token), and the page of the
 * shop's storefront the gateway sends the shopper back to (checked against the shop's own hosts).
 */
export const startGatewayPaymentBodySchema = requestBody({
  shop_id: recordIdParam,
  mobile: v.optional(mobileField),
  return_url: v.pipe(requiredText({ max: 500 }), v.url('validation.url')),
});
export type StartGatewayPaymentBody = v.InferOutput<typeof startGatewayPaymentBodySchema>;

export const gatewayRedirectSchema = v.object({
  /** The gateway's page, where the shopper pays. */
  redirect_url: v.string(),
  /** What is asked: the order's unpaid advance, computed by the server. */
  amount: takaSchema,
});
export type GatewayRedirect = v.InferOutput<typeof gatewayRedirectSchema>;

const gatewayId = requiredText({ max: 100 });

/** What a shopper may pay the order's advance with now, and how much is due. */
export const gatewayPaymentOptionsSchema = v.object({
  /** The gateways the shop has connected (empty: none, or nothing due). */
  gateways: v.array(v.picklist(paymentGatewayNames)),
  /** The order's advance less what was paid (0: nothing due). */
  amount_due: takaSchema,
});
export type GatewayPaymentOptions = v.InferOutput<typeof gatewayPaymentOptionsSchema>;

/** `POST /payments/bkash/callback`: what bKash put on the callback URL, passed on by the storefront. */
export const bkashCallbackBodySchema = requestBody({
  shop_id: recordIdParam,
  payment_id: gatewayId,
  status: v.picklist(['success', 'failure', 'cancel'], typeMessage('validation.invalid_format')),
});
export type BkashCallbackBody = v.InferOutput<typeof bkashCallbackBodySchema>;

/** `POST /payments/sslcommerz/return`: the fields SSLCommerz posted with the shopper's browser. */
export const sslcommerzReturnBodySchema = requestBody({
  shop_id: recordIdParam,
  tran_id: gatewayId,
  val_id: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.max_length'))),
});
export type SslcommerzReturnBody = v.InferOutput<typeof sslcommerzReturnBodySchema>;

export const paymentOutcomes = ['paid', 'held', 'pending', 'failed', 'cancelled'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** What a return from a gateway came to, once the server asked the gateway. */
export const paymentReturnSchema = v.object({
  order_code: v.string(),
  /** paid; held: paid, the owner checks it first; pending: the gateway has not decided; failed; cancelled. */
  outcome: v.picklist(paymentOutcomes),
  amount: takaSchema,
});
export type PaymentReturn = v.InferOutput<typeof paymentReturnSchema>;
