import { paymentStatuses } from '../advance-payment.ts';
import * as v from 'valibot';
import { codRiskLevels, codRiskSources } from '../cod-risk.ts';
import { asksRestock, orderStatuses } from '../order-status.ts';
import { orderOpsSettingsSchema } from '../order-ops.ts';
import { idField, requestBody, requiredText, typeMessage } from './rules.ts';
import { countSchema, idSchema, orNull, takaSchema, timestampSchema } from './wire.ts';

/**
 * The owner's confirmation workflow (issue 17): new orders waiting for a call, confirmed or cancelled
 * with a reason, one by one or many at once, with the customer's cash-on-delivery risk.
 */

// ---- answers ------------------------------------------------------------------

export const codRiskLevelSchema = v.picklist(codRiskLevels);

/** A customer's risk as the owner sees it: the level and, per source, orders with a known outcome and bad ones. */
export const codRiskSchema = v.object({
  level: codRiskLevelSchema,
  /** (returned + cancelled) / total over every source; null when there is no history. */
  ratio: orNull(v.number()),
  total: countSchema,
  returned: countSchema,
  sources: v.array(v.object({ source: v.picklist(codRiskSources), total: countSchema, bad: countSchema })),
});
export type CodRiskWire = v.InferOutput<typeof codRiskSchema>;

/** An order in the to-confirm queue: what the owner needs to make the call. */
export const orderToConfirmSchema = v.object({
  id: idSchema,
  code: v.string(),
  name: v.string(),
  mobile: v.string(),
  district: orNull(v.string()),
  total: takaSchema,
  /** Units over every line. */
  items_count: countSchema,
  created_at: timestampSchema,
  /** Seconds since it was placed. */
  age_seconds: countSchema,
  /** When the shop's auto-cancel will cancel it if nobody confirms it first. */
  auto_cancel_at: timestampSchema,
  held_for_call: v.boolean(),
  /** The level when the order was placed (null for orders placed before risk was assessed). */
  placed_risk_level: orNull(codRiskLevelSchema),
  /** The risk now, from every source the shop may use. */
  cod_risk: codRiskSchema,
  /** The order's payment status and money (issue 30); `payments_to_verify` counts sent-money codes to check. */
  payment_status: v.optional(v.picklist(paymentStatuses), 'unpaid'),
  advance: v.optional(takaSchema, 0),
  paid: v.optional(takaSchema, 0),
  payments_to_verify: v.optional(countSchema, 0),
});
export type OrderToConfirm = v.InferOutput<typeof orderToConfirmSchema>;

/** An order's risk for its details page. */
export const orderCodRiskSchema = v.object({
  order_id: idSchema,
  held_for_call: v.boolean(),
  placed_risk_level: orNull(codRiskLevelSchema),
  cod_risk: codRiskSchema,
});
export type OrderCodRisk = v.InferOutput<typeof orderCodRiskSchema>;

/** Why one order of a bulk change was left as it was. */
export const bulkRefusalReasons = ['not_found', 'illegal_transition', 'held_for_call'] as const;
export type BulkRefusalReason = (typeof bulkRefusalReasons)[number];

export const bulkStatusResultSchema = v.object({
  changed: v.array(v.object({ id: idSchema, status: v.string() })),
  refused: v.array(v.object({ id: idSchema, reason: v.picklist(bulkRefusalReasons), message: v.string() })),
});
export type BulkStatusResult = v.InferOutput<typeof bulkStatusResultSchema>;

export { orderOpsSettingsSchema as orderSettingsSchema };

// ---- request bodies -------------------------------------------------------------

export const CANCEL_REASON_MAX_LENGTH = 200;
/** Orders one bulk call may change. */
export const BULK_ORDERS_MAX = 100;

const reasonField = requiredText({ max: CANCEL_REASON_MAX_LENGTH });

/** `POST /orders/{id}/cancel`: why (kept in the order's history). */
export const cancelOrderBodySchema = requestBody({ reason: reasonField });
export type CancelOrderBody = v.InferOutput<typeof cancelOrderBodySchema>;

const idsField = v.pipe(
  v.array(idField, typeMessage('validation.invalid_format')),
  v.nonEmpty('validation.required'),
  v.maxLength(BULK_ORDERS_MAX, 'validation.max_length'),
  v.check((ids) => new Set(ids).size === ids.length, 'validation.invalid_format'),
);

/** `POST /orders/bulk-confirm`: the selected orders, each moved from pending to accepted if it may be. */
export const bulkConfirmBodySchema = requestBody({ ids: idsField });
export type BulkConfirmBody = v.InferOutput<typeof bulkConfirmBodySchema>;

/**
 * `POST /orders/bulk-status`: the selected orders to one status. A cancel needs its `reason`; `restock`
 * is only for a return (as in `PATCH /orders/{id}/status`).
 */
export const bulkStatusBodySchema = v.pipe(
  requestBody({
    ids: idsField,
    status: v.picklist(orderStatuses, typeMessage('validation.invalid_format')),
    reason: v.optional(reasonField),
    restock: v.optional(v.boolean('validation.invalid_format')),
  }),
  v.forward(
    v.check((body) => body.status !== 'canceled' || body.reason !== undefined, 'validation.required'),
    ['reason'],
  ),
  v.forward(
    v.check((body) => body.restock === undefined || asksRestock(body.status), 'validation.invalid_format'),
    ['restock'],
  ),
);
export type BulkStatusBody = v.InferOutput<typeof bulkStatusBodySchema>;
export type BulkStatusBodyInput = v.InferInput<typeof bulkStatusBodySchema>;
