import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  advanceDue,
  DEFAULT_PAYMENT_RULES,
  dispatchRuleApplies,
  dueAtDoorPaisa,
  netPaidPaisa,
  normalizeTransactionId,
  offeredPersonalMethods,
  orderPaymentStatus,
  paymentRulesOf,
  paymentRulesSchema,
  refundRefusal,
  rulesMayExceedDispatchShare,
  type AttemptMoney,
  type PaymentRules,
} from './advance-payment.ts';
import type { Paisa } from './money.ts';

const rules = (change: Partial<PaymentRules>): PaymentRules => ({ ...DEFAULT_PAYMENT_RULES, ...change });
const totals = (total: number, delivery = 12_000) => ({
  totalPaisa: total as Paisa,
  deliveryChargePaisa: delivery as Paisa,
});

describe('advanceDue', () => {
  it('asks nothing in advance without rules: everything is cash on delivery', () => {
    expect(advanceDue(DEFAULT_PAYMENT_RULES, totals(100_000), 'new')).toEqual({
      dueNowPaisa: 0,
      dueAtDoorPaisa: 100_000,
    });
  });

  it('asks new and high-risk numbers for the delivery charge, and not safe or medium ones', () => {
    const deliveryFromRisky = rules({ mode: 'delivery_charge', applies: 'risky' });
    expect(advanceDue(deliveryFromRisky, totals(100_000), 'new')).toEqual({
      dueNowPaisa: 12_000,
      dueAtDoorPaisa: 88_000,
    });
    expect(advanceDue(deliveryFromRisky, totals(100_000), 'high').dueNowPaisa).toBe(12_000);
    expect(advanceDue(deliveryFromRisky, totals(100_000), 'medium').dueNowPaisa).toBe(0);
    expect(advanceDue(deliveryFromRisky, totals(100_000), 'safe').dueNowPaisa).toBe(0);
    // A number whose risk could not be read counts as new.
    expect(advanceDue(deliveryFromRisky, totals(100_000), null).dueNowPaisa).toBe(12_000);
  });

  it('takes a percentage of the total rounded half-up, the full price, and never more than the total', () => {
    expect(advanceDue(rules({ mode: 'percentage', percent: 25, applies: 'always' }), totals(99_999), 'safe')).toEqual({
      dueNowPaisa: 25_000,
      dueAtDoorPaisa: 74_999,
    });
    expect(advanceDue(rules({ mode: 'full', applies: 'always' }), totals(55_000), 'safe')).toEqual({
      dueNowPaisa: 55_000,
      dueAtDoorPaisa: 0,
    });
    // A delivery charge above a (discounted) total asks the total at most.
    expect(advanceDue(rules({ mode: 'delivery_charge', applies: 'always' }), totals(5_000, 12_000), 'safe')).toEqual({
      dueNowPaisa: 5_000,
      dueAtDoorPaisa: 0,
    });
  });

  it('applies above an amount only to orders above it', () => {
    const above = rules({ mode: 'full', applies: 'above_amount', above_amount: 5000 });
    expect(advanceDue(above, totals(500_000), 'safe').dueNowPaisa).toBe(0);
    expect(advanceDue(above, totals(500_001), 'safe').dueNowPaisa).toBe(500_001);
  });

  it('always adds up to the total', () => {
    for (const mode of ['none', 'delivery_charge', 'percentage', 'full'] as const) {
      for (const total of [0, 1, 999, 12_345, 1_000_000]) {
        const due = advanceDue(rules({ mode, applies: 'always', percent: 33 }), totals(total), 'safe');
        expect(due.dueNowPaisa + due.dueAtDoorPaisa).toBe(total);
        expect(due.dueNowPaisa).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('the 48-hour dispatch rule (Digital Commerce Guidelines 2021)', () => {
  it('applies when the advance is above 10 % of the price, not at exactly 10 %', () => {
    expect(dispatchRuleApplies(10_000, 100_000)).toBe(false);
    expect(dispatchRuleApplies(10_001, 100_000)).toBe(true);
    expect(dispatchRuleApplies(0, 100_000)).toBe(false);
    expect(dispatchRuleApplies(12_000, 50_000)).toBe(true);
  });

  it('warns the owner of rules that can ask more than 10 %', () => {
    expect(rulesMayExceedDispatchShare(rules({ mode: 'none' }))).toBe(false);
    expect(rulesMayExceedDispatchShare(rules({ mode: 'percentage', percent: 10 }))).toBe(false);
    expect(rulesMayExceedDispatchShare(rules({ mode: 'percentage', percent: 11 }))).toBe(true);
    expect(rulesMayExceedDispatchShare(rules({ mode: 'delivery_charge' }))).toBe(true);
    expect(rulesMayExceedDispatchShare(rules({ mode: 'full' }))).toBe(true);
  });
});

const attempt = (status: AttemptMoney['status'], amountPaisa: number, refundedPaisa = 0): AttemptMoney => ({
  status,
  amountPaisa,
  refundedPaisa,
});

describe('orderPaymentStatus', () => {
  it('derives the order status from its attempts', () => {
    expect(orderPaymentStatus([], 100_000)).toBe('unpaid');
    expect(orderPaymentStatus([attempt('pending', 12_000)], 100_000)).toBe('pending');
    expect(orderPaymentStatus([attempt('to_verify', 12_000)], 100_000)).toBe('pending');
    expect(orderPaymentStatus([attempt('failed', 12_000), attempt('rejected', 12_000)], 100_000)).toBe('failed');
    expect(orderPaymentStatus([attempt('cancelled', 12_000)], 100_000)).toBe('failed');
    expect(orderPaymentStatus([attempt('failed', 12_000), attempt('paid', 12_000)], 100_000)).toBe('partly_paid');
    expect(orderPaymentStatus([attempt('paid', 100_000)], 100_000)).toBe('paid');
    expect(orderPaymentStatus([attempt('paid', 60_000), attempt('paid', 40_000)], 100_000)).toBe('paid');
    expect(orderPaymentStatus([attempt('paid', 100_000, 30_000)], 100_000)).toBe('partly_paid');
    expect(orderPaymentStatus([attempt('paid', 12_000, 12_000)], 100_000)).toBe('refunded');
    // A paid attempt wins over one still waiting.
    expect(orderPaymentStatus([attempt('paid', 12_000), attempt('to_verify', 5_000)], 100_000)).toBe('partly_paid');
  });

  it('counts only paid attempts, less their refunds, as paid', () => {
    expect(netPaidPaisa([attempt('paid', 12_000, 2_000), attempt('to_verify', 50_000), attempt('failed', 9_000)])).toBe(
      10_000,
    );
    expect(dueAtDoorPaisa(100_000, 12_000)).toBe(88_000);
    expect(dueAtDoorPaisa(100_000, 150_000)).toBe(0);
  });
});

describe('refundRefusal', () => {
  it('never refunds more than what is left of a paid attempt', () => {
    expect(refundRefusal(attempt('paid', 12_000), 12_000)).toBeNull();
    expect(refundRefusal(attempt('paid', 12_000, 5_000), 7_000)).toBeNull();
    expect(refundRefusal(attempt('paid', 12_000, 5_000), 7_001)).toBe('above_paid');
    expect(refundRefusal(attempt('paid', 12_000), 0)).toBe('amount_not_positive');
    expect(refundRefusal(attempt('paid', 12_000), 1.5)).toBe('amount_not_positive');
    expect(refundRefusal(attempt('to_verify', 12_000), 1)).toBe('not_paid');
    expect(refundRefusal(attempt('failed', 12_000), 1)).toBe('not_paid');
  });
});

describe('paymentRulesSchema', () => {
  it('fills the defaults: no advance, risky numbers, 30 minutes, no wallets', () => {
    expect(v.parse(paymentRulesSchema, {})).toEqual({
      mode: 'none',
      percent: 10,
      applies: 'risky',
      above_amount: 0,
      expiry_minutes: 30,
      refund_terms: null,
      personal_numbers: { bkash_personal: null, nagad_personal: null, rocket_personal: null },
    });
  });

  it('normalises the wallet numbers (Bengali digits too) and refuses a number that is not a mobile', () => {
    const parsed = v.parse(paymentRulesSchema, {
      mode: 'delivery_charge',
      personal_numbers: { bkash_personal: '০১৭১১-০০০০০১', nagad_personal: '  ', rocket_personal: null },
      refund_terms: '  অগ্রিম ফেরত ৭ দিনে  ',
    });
    expect(parsed.personal_numbers).toEqual({
      bkash_personal: '01711000001',
      nagad_personal: null,
      rocket_personal: null,
    });
    expect(parsed.refund_terms).toBe('অগ্রিম ফেরত ৭ দিনে');
    expect(offeredPersonalMethods(parsed)).toEqual(['bkash_personal']);
    const bad = v.safeParse(paymentRulesSchema, { personal_numbers: { bkash_personal: '12345' } });
    expect(bad.success).toBe(false);
    const flat = v.flatten(bad.issues!);
    expect(flat.nested?.['personal_numbers.bkash_personal']).toEqual([expect.stringMatching(/^validation\.mobile/u)]);
  });

  it('refuses a mode, percentage or expiry out of range', () => {
    for (const body of [
      { mode: 'half' },
      { percent: 0 },
      { percent: 101 },
      { expiry_minutes: 1 },
      { above_amount: -1 },
    ]) {
      expect(v.safeParse(paymentRulesSchema, body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('reads stored rules that no longer validate as none', () => {
    expect(paymentRulesOf({ mode: 'half' })).toEqual(DEFAULT_PAYMENT_RULES);
    expect(paymentRulesOf(undefined)).toEqual(DEFAULT_PAYMENT_RULES);
    expect(paymentRulesOf({ mode: 'full', applies: 'always' })).toMatchObject({ mode: 'full', applies: 'always' });
  });
});

describe('normalizeTransactionId', () => {
  it('drops spaces and upper-cases', () => {
    expect(normalizeTransactionId(' 9bg4 r2d8kt ')).toBe('9BG4R2D8KT');
  });
});
