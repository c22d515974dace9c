/**
 * Advance payment (issue 30, decision 230): what a shop asks a shopper to pay before the parcel leaves, and what an
 * order's payments add up to. Cash on delivery stays the default; a shop's rules may ask for the delivery charge, a
 * percentage or the full price in advance, always, only from numbers the cash-on-delivery risk marks `new` or
 * `high`, or only above an amount. Pure: the API reads the rules from `shops.settings.payments` and the attempts from
 * the `payments` table, and decides with these functions.
 */
import * as v from 'valibot';
import type { CodRiskLevel } from './cod-risk.ts';
import { normalizeMobile } from './phone.ts';
import { validateMobile } from './validators.ts';
import { paisaFromTaka, percentOf, type Paisa } from './money.ts';
import { integerField, optionalText, requestBody, takaAmount } from './schemas/rules.ts';

// ---- the shop's rules ----------------------------------------------------------------

export const advanceModes = ['none', 'delivery_charge', 'percentage', 'full'] as const;
export type AdvanceMode = (typeof advanceModes)[number];

/** To whom the rule applies: everyone, numbers the risk marks new or high, orders above `above_amount`. */
export const advanceAppliesTo = ['always', 'risky', 'above_amount'] as const;
export type AdvanceAppliesTo = (typeof advanceAppliesTo)[number];

/** The risk levels `risky` asks an advance of. */
export const ADVANCE_RISKY_LEVELS = ['new', 'high'] as const satisfies readonly CodRiskLevel[];

/** Minutes an unpaid advance holds the order's stock before the order is cancelled. */
export const ADVANCE_EXPIRY_MINUTES_DEFAULT = 30;
export const ADVANCE_EXPIRY_MINUTES_MIN = 5;
export const ADVANCE_EXPIRY_MINUTES_MAX = 7 * 24 * 60;
export const REFUND_TERMS_MAX = 1000;
/** The largest `above_amount` in taka (the order total's own limit is far below). */
export const ADVANCE_ABOVE_AMOUNT_MAX = 10_000_000;

/** Ways to pay: the gateways, and money sent to the shop's personal wallet with the transaction id typed in. */
export const personalMethods = ['bkash_personal', 'nagad_personal', 'rocket_personal'] as const;
export type PersonalMethod = (typeof personalMethods)[number];
export const gatewayMethods = ['bkash', 'sslcommerz'] as const;
export type GatewayMethod = (typeof gatewayMethods)[number];
export const paymentMethods = [...gatewayMethods, ...personalMethods] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export function isPersonalMethod(method: string): method is PersonalMethod {
  return (personalMethods as readonly string[]).includes(method);
}

/** A wallet number: blank or null is none; otherwise a Bangladeshi mobile, normalised as mobileField does. */
const optionalMobile = v.optional(
  v.pipe(
    v.nullable(v.string('validation.mobile_invalid')),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = dataset.value?.trim();
      if (!text) return null;
      const failure = validateMobile(text);
      if (failure) {
        addIssue({ message: failure.id });
        return NEVER;
      }
      return normalizeMobile(text);
    }),
  ),
  null,
);

/** The shop's personal wallet numbers the shopper may send money to (null: not offered). */
export const personalNumbersSchema = requestBody({
  bkash_personal: optionalMobile,
  nagad_personal: optionalMobile,
  rocket_personal: optionalMobile,
});
export type PersonalNumbers = v.InferOutput<typeof personalNumbersSchema>;

/**
 * `PUT /payment-settings` (admin), what `GET` answers, and what `shops.settings.payments` holds. Amounts are taka
 * as the wire carries them.
 */
export const paymentRulesSchema = requestBody({
  mode: v.optional(v.picklist(advanceModes, 'validation.invalid_format'), 'none'),
  /** The share of the price asked in advance when `mode` is `percentage`. */
  percent: v.optional(integerField({ min: 1, max: 100 }), 10),
  applies: v.optional(v.picklist(advanceAppliesTo, 'validation.invalid_format'), 'risky'),
  /** With `applies: above_amount`: orders whose total is above this many taka. */
  above_amount: v.optional(takaAmount({ min: 0, max: ADVANCE_ABOVE_AMOUNT_MAX }), 0),
  expiry_minutes: v.optional(
    integerField({ min: ADVANCE_EXPIRY_MINUTES_MIN, max: ADVANCE_EXPIRY_MINUTES_MAX }),
    ADVANCE_EXPIRY_MINUTES_DEFAULT,
  ),
  /** Shown at checkout when an advance applies (Digital Commerce Guidelines 2021). */
  refund_terms: v.optional(
    v.pipe(
      optionalText({ max: REFUND_TERMS_MAX }),
      v.transform((value) => value ?? null),
    ),
    null,
  ),
  personal_numbers: v.optional(personalNumbersSchema, () => v.parse(personalNumbersSchema, {})),
});
export type PaymentRules = v.InferOutput<typeof paymentRulesSchema>;
export type PaymentRulesInput = v.InferInput<typeof paymentRulesSchema>;

export const DEFAULT_PAYMENT_RULES: PaymentRules = v.parse(paymentRulesSchema, {});

/** The rules a shop works with: the stored ones while still valid, else none (a bad value never stops checkout). */
export function paymentRulesOf(stored: unknown): PaymentRules {
  if (stored == null) return DEFAULT_PAYMENT_RULES;
  const parsed = v.safeParse(paymentRulesSchema, stored);
  return parsed.success ? parsed.output : DEFAULT_PAYMENT_RULES;
}

/** The personal wallets the shop offers, in `personalMethods` order. */
export function offeredPersonalMethods(rules: Pick<PaymentRules, 'personal_numbers'>): PersonalMethod[] {
  return personalMethods.filter((method) => Boolean(rules.personal_numbers?.[method]));
}

// ---- what is due ------------------------------------------------------------------------

/** An order's money as the advance is computed from: the delivery charge the shopper pays and the total. */
export interface AdvanceTotals {
  /** What the shopper pays for delivery after any discount of it (never above the total). */
  deliveryChargePaisa: Paisa;
  totalPaisa: Paisa;
}

export interface AdvanceDue {
  dueNowPaisa: Paisa;
  dueAtDoorPaisa: Paisa;
}

/** Whether the shop's rules ask this order for an advance at all. */
export function advanceApplies(
  rules: Pick<PaymentRules, 'mode' | 'applies' | 'above_amount'>,
  totals: Pick<AdvanceTotals, 'totalPaisa'>,
  riskLevel: CodRiskLevel | null,
): boolean {
  if (rules.mode === 'none') return false;
  switch (rules.applies) {
    case 'always':
      return true;
    case 'risky':
      // An order whose risk is unknown (no level) is treated as new.
      return riskLevel === null || (ADVANCE_RISKY_LEVELS as readonly string[]).includes(riskLevel);
    case 'above_amount':
      return totals.totalPaisa > paisaFromTaka(rules.above_amount);
  }
}

/** What the shopper pays now and what at the door; the two always add up to the total. */
export function advanceDue(
  rules: Pick<PaymentRules, 'mode' | 'percent' | 'applies' | 'above_amount'>,
  totals: AdvanceTotals,
  riskLevel: CodRiskLevel | null,
): AdvanceDue {
  const total = Math.max(0, totals.totalPaisa);
  let now = 0;
  if (advanceApplies(rules, totals, riskLevel)) {
    if (rules.mode === 'delivery_charge') now = totals.deliveryChargePaisa;
    else if (rules.mode === 'percentage') now = percentOf(total as Paisa, rules.percent);
    else if (rules.mode === 'full') now = total;
  }
  const dueNow = Math.min(Math.max(0, now), total);
  return { dueNowPaisa: dueNow as Paisa, dueAtDoorPaisa: (total - dueNow) as Paisa };
}

// ---- Digital Commerce Guidelines 2021 ------------------------------------------------------

/** An advance above this share of the price obliges the shop to hand the parcel to the courier within 48 hours. */
export const DCG_ADVANCE_PERCENT = 10;
export const DCG_DISPATCH_HOURS = 48;

/** Whether an advance of `dueNow` on a price of `total` is above 10 % of it (the 48-hour dispatch rule applies). */
export function dispatchRuleApplies(dueNowPaisa: number, totalPaisa: number): boolean {
  return dueNowPaisa > 0 && dueNowPaisa * 100 > totalPaisa * DCG_ADVANCE_PERCENT;
}

/** Whether the shop's rules can ask more than 10 % of some price (the owner is warned when saving them). */
export function rulesMayExceedDispatchShare(rules: Pick<PaymentRules, 'mode' | 'percent'>): boolean {
  if (rules.mode === 'none') return false;
  if (rules.mode === 'percentage') return rules.percent > DCG_ADVANCE_PERCENT;
  // The full price always; a delivery charge whenever it is above a tenth of the order (৳120 on a ৳1,000 order).
  return true;
}

// ---- payments -------------------------------------------------------------------------------

/** An order's payment status. */
export const paymentStatuses = ['unpaid', 'pending', 'paid', 'partly_paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One attempt to pay (a gateway session or a sent-money code). */
export const attemptStatuses = ['pending', 'paid', 'failed', 'cancelled', 'to_verify', 'rejected'] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];

/** Attempts still waiting for an answer (the gateway's or the owner's). */
export const OPEN_ATTEMPT_STATUSES = ['pending', 'to_verify'] as const satisfies readonly AttemptStatus[];

export function isOpenAttempt(status: string): boolean {
  return (OPEN_ATTEMPT_STATUSES as readonly string[]).includes(status);
}

export interface AttemptMoney {
  status: AttemptStatus;
  amountPaisa: number;
  refundedPaisa: number;
}

/** What the paid attempts brought in, less what was refunded of them. */
export function netPaidPaisa(attempts: readonly AttemptMoney[]): Paisa {
  return attempts
    .filter((attempt) => attempt.status === 'paid')
    .reduce((sum, attempt) => sum + attempt.amountPaisa - attempt.refundedPaisa, 0) as Paisa;
}

/**
 * The order's payment status from its attempts: `paid` when the net covers the total, `partly_paid` when some is
 * paid, `refunded` when everything paid was given back, else `pending` while an attempt waits, `failed` when every
 * attempt failed, `unpaid` when there is none.
 */
export function orderPaymentStatus(attempts: readonly AttemptMoney[], totalPaisa: number): PaymentStatus {
  const paid = attempts.filter((attempt) => attempt.status === 'paid');
  const net = netPaidPaisa(attempts);
  if (paid.length > 0) {
    if (net <= 0) return 'refunded';
    return net >= totalPaisa ? 'paid' : 'partly_paid';
  }
  if (attempts.some((attempt) => isOpenAttempt(attempt.status))) return 'pending';
  return attempts.length > 0 ? 'failed' : 'unpaid';
}

/** What is still due at the door (the courier's cash-on-delivery amount): the total less the net paid. */
export function dueAtDoorPaisa(totalPaisa: number, paidPaisa: number): Paisa {
  return Math.max(0, totalPaisa - Math.max(0, paidPaisa)) as Paisa;
}

/** Whether the advance the rules asked is covered by what was paid. */
export function advanceCovered(advancePaisa: number, paidPaisa: number): boolean {
  return paidPaisa >= advancePaisa;
}

export type RefundRefusal = 'not_paid' | 'amount_not_positive' | 'above_paid';

/**
 * Why a refund of `amountPaisa` of an attempt cannot be made, or null when it can: only a paid attempt is refunded,
 * by a positive whole amount, never more than what is left of it (paid less refunded).
 */
export function refundRefusal(attempt: AttemptMoney, amountPaisa: number): RefundRefusal | null {
  if (attempt.status !== 'paid') return 'not_paid';
  if (!Number.isSafeInteger(amountPaisa) || amountPaisa <= 0) return 'amount_not_positive';
  return amountPaisa > attempt.amountPaisa - attempt.refundedPaisa ? 'above_paid' : null;
}

/** A transaction id as the wallets print it (letters and digits, e.g. bKash `9BG4R2D8KT`); typed with spaces or lower case. */
export function normalizeTransactionId(text: string): string {
  return text.replace(/\s+/gu, '').toUpperCase();
}

export const TRANSACTION_ID_PATTERN = /^[A-Z0-9]{6,30}$/u;
