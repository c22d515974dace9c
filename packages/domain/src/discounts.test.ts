import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDiscounts,
  dhakaLocalToInstant,
  discountRefusal,
  instantToDhakaLocal,
  normalizeDiscountCode,
  shareInProportion,
  type Discount,
  type DiscountCart,
  type DiscountLine,
  type DiscountUsage,
} from './discounts.ts';
import type { Paisa } from './money.ts';

const p = (paisa: number) => paisa as Paisa;
const AT = new Date('2026-03-20T06:00:00Z');

function discount(over: Partial<Discount> & Pick<Discount, 'id' | 'kind'>): Discount {
  return {
    code: null,
    title: `Discount ${over.id}`,
    percent: 0,
    amount: p(0),
    scope: 'order',
    target_ids: [],
    min_amount: null,
    min_quantity: null,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    once_per_phone: false,
    combinable: false,
    active: true,
    ...over,
  };
}

const line = ({
  unit_price,
  ...over
}: Partial<Omit<DiscountLine, 'unit_price'>> & { unit_price: number; quantity: number }): DiscountLine => ({
  product_id: 1,
  variant_id: 1,
  category_ids: [],
  ...over,
  unit_price: p(unit_price),
});

/** A shirt (category 7) and a sari (category 8), delivery 60 taka. */
const cart: DiscountCart = {
  lines: [
    line({ product_id: 1, variant_id: 11, category_ids: [7], unit_price: 45_000, quantity: 2 }),
    line({ product_id: 2, variant_id: 21, category_ids: [8], unit_price: 189_999, quantity: 1 }),
  ],
  delivery_charge: p(6_000),
};

const none = new Map<number, DiscountUsage>();
const withCode = (coded: Discount | null, automatic: Discount[] = [], usage = none) =>
  applyDiscounts(cart, { automatic, coded, codeGiven: true, usage, at: AT });

describe('applyDiscounts', () => {
  it('takes a percentage off each line, rounded half-up per line', () => {
    const eid = discount({ id: 1, code: 'EID10', kind: 'percentage', percent: 10 });
    expect(withCode(eid)).toEqual({
      applied: [{ id: 1, code: 'EID10', title: 'Discount 1', kind: 'percentage', saving: 28_000 }],
      // 10% of 90,000 = 9,000; 10% of 189,999 = 18,999.9 -> 19,000
      line_savings: [9_000, 19_000],
      items_saving: 28_000,
      delivery_saving: 0,
      saving: 28_000,
      code_refusal: null,
    });
  });

  it('shares a fixed amount over the eligible lines in proportion, never more than they cost', () => {
    const off = discount({ id: 2, code: 'FLAT', kind: 'fixed_amount', amount: p(10_000) });
    const outcome = withCode(off);
    // 90,000 : 189,999 of 10,000 -> 3,214.29 : 6,785.71 -> 3,214 + 6,786
    expect(outcome.line_savings).toEqual([3_214, 6_786]);
    expect(outcome.saving).toBe(10_000);
    const huge = withCode(discount({ id: 3, code: 'HUGE', kind: 'fixed_amount', amount: p(10_000_000) }));
    expect(huge.line_savings).toEqual([90_000, 189_999]);
    expect(huge.delivery_saving).toBe(0);
  });

  it('limits a discount to chosen categories, products or variants', () => {
    const byCategory = discount({ id: 4, code: 'SARI', kind: 'percentage', percent: 50, scope: 'categories' });
    expect(withCode({ ...byCategory, target_ids: [8] }).line_savings).toEqual([0, 95_000]);
    expect(withCode({ ...byCategory, scope: 'products', target_ids: [1] }).line_savings).toEqual([45_000, 0]);
    expect(withCode({ ...byCategory, scope: 'variants', target_ids: [21] }).line_savings).toEqual([0, 95_000]);
    expect(withCode({ ...byCategory, target_ids: [99] }).code_refusal).toEqual({ reason: 'not_for_these_products' });
  });

  it('makes delivery free, and says why a code does not apply', () => {
    const free = discount({ id: 5, code: 'SHIP', kind: 'free_delivery', min_amount: p(300_000) });
    expect(withCode(free).code_refusal).toEqual({ reason: 'below_minimum_amount', minimum: 300_000 });
    expect(withCode({ ...free, min_amount: p(279_999) })).toMatchObject({ delivery_saving: 6_000, saving: 6_000 });
    expect(withCode({ ...free, min_amount: null, min_quantity: 4 }).code_refusal).toEqual({
      reason: 'below_minimum_quantity',
      minimum: 4,
    });
    expect(withCode(null).code_refusal).toEqual({ reason: 'unknown_code' });
    expect(withCode({ ...free, active: false, min_amount: null }).code_refusal).toEqual({ reason: 'unknown_code' });
    const limited = { ...free, min_amount: null, usage_limit: 3, once_per_phone: true };
    expect(withCode(limited, [], new Map([[5, { used: 3, used_by_phone: false }]])).code_refusal).toEqual({
      reason: 'used_up',
    });
    expect(withCode(limited, [], new Map([[5, { used: 2, used_by_phone: true }]])).code_refusal).toEqual({
      reason: 'already_used',
    });
    expect(withCode(limited, [], new Map([[5, { used: 2, used_by_phone: false }]])).code_refusal).toBeNull();
  });

  it('applies automatic discounts without a code', () => {
    const free = discount({ id: 6, kind: 'free_delivery', min_amount: p(100_000) });
    const outcome = applyDiscounts(cart, { automatic: [free], coded: null, codeGiven: false, usage: none, at: AT });
    expect(outcome).toMatchObject({ delivery_saving: 6_000, saving: 6_000, code_refusal: null });
    expect(outcome.applied.map((applied) => applied.id)).toEqual([6]);
  });

  it('stacks the code with combinable automatic discounts, each on what is left', () => {
    const free = discount({ id: 6, kind: 'free_delivery', combinable: true });
    const auto5 = discount({ id: 7, kind: 'percentage', percent: 5, combinable: true });
    const eid = discount({ id: 1, code: 'EID10', kind: 'percentage', percent: 10, combinable: true });
    const outcome = withCode(eid, [free, auto5]);
    expect(outcome.applied.map((applied) => applied.id)).toEqual([1, 7, 6]);
    // 10% then 5% of the rest: 90,000 -> 9,000 + 4,050; 189,999 -> 19,000 + 8,550 (170,999 * 5% = 8,549.95)
    expect(outcome.line_savings).toEqual([13_050, 27_550]);
    expect(outcome.delivery_saving).toBe(6_000);
  });

  it('gives the best single saving when a discount is not combinable, and says so of a code that loses', () => {
    const big = discount({ id: 8, kind: 'percentage', percent: 20 });
    const free = discount({ id: 6, kind: 'free_delivery', combinable: true });
    const eid = discount({ id: 1, code: 'EID10', kind: 'percentage', percent: 10, combinable: true });
    const outcome = withCode(eid, [big, free]);
    expect(outcome.applied.map((applied) => applied.id)).toEqual([8]);
    expect(outcome.code_refusal).toEqual({ reason: 'not_combinable' });
    // A non-combinable code that saves more wins over the combined automatic ones.
    const eid30 = { ...eid, percent: 30, combinable: false };
    expect(withCode(eid30, [big, free]).applied.map((applied) => applied.id)).toEqual([1]);
  });

  it('prefers the code on a tie', () => {
    const auto = discount({ id: 2, kind: 'percentage', percent: 10 });
    const eid = discount({ id: 9, code: 'EID10', kind: 'percentage', percent: 10 });
    expect(withCode(eid, [auto])).toMatchObject({ applied: [{ id: 9 }], code_refusal: null });
  });
});

describe('discountRefusal: the window around midnight in Dhaka', () => {
  // Eid sale: 30 March 00:00 to 1 April 00:00, Dhaka time.
  const sale = discount({
    id: 1,
    code: 'EID',
    kind: 'percentage',
    percent: 10,
    starts_at: dhakaLocalToInstant('2026-03-30T00:00'),
    ends_at: dhakaLocalToInstant('2026-04-01T00:00'),
  });
  const use = { used: 0, used_by_phone: false };

  it('starts and ends at Dhaka midnight, which is 18:00 UTC the day before', () => {
    expect(sale.starts_at?.toISOString()).toBe('2026-03-29T18:00:00.000Z');
    expect(discountRefusal(sale, cart, use, new Date('2026-03-29T17:59:59.999Z'))).toEqual({
      reason: 'not_started',
      starts_at: sale.starts_at,
    });
    expect(discountRefusal(sale, cart, use, new Date('2026-03-29T18:00:00.000Z'))).toBeNull();
    expect(discountRefusal(sale, cart, use, new Date('2026-03-31T17:59:59.999Z'))).toBeNull();
    expect(discountRefusal(sale, cart, use, new Date('2026-03-31T18:00:00.000Z'))).toEqual({ reason: 'expired' });
  });

  it('is open exactly on the Dhaka dates it names, whatever the instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2026, 2, 25), max: Date.UTC(2026, 3, 5) }), (ms) => {
        const at = new Date(ms);
        const dhakaDate = instantToDhakaLocal(at).slice(0, 10);
        const open = dhakaDate === '2026-03-30' || dhakaDate === '2026-03-31';
        expect(discountRefusal(sale, cart, use, at) === null).toBe(open);
      }),
    );
  });

  it('reads Dhaka local time and writes it back', () => {
    expect(dhakaLocalToInstant('2026-02-30T10:00')).toBeNull();
    expect(dhakaLocalToInstant('2026-03-30T24:00')).toBeNull();
    expect(dhakaLocalToInstant('30/03/2026')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }), (ms) => {
        const minute = new Date(Math.floor(ms / 60_000) * 60_000);
        expect(dhakaLocalToInstant(instantToDhakaLocal(minute))).toEqual(minute);
      }),
    );
  });
});

describe('normalizeDiscountCode', () => {
  it('trims, upper-cases and reads Bengali digits', () => {
    expect(normalizeDiscountCode('  eid১০ ')).toBe('EID10');
  });
});

// ---- properties ---------------------------------------------------------------------------------------------------

const lineArb = fc.record({
  product_id: fc.integer({ min: 1, max: 5 }),
  variant_id: fc.integer({ min: 1, max: 20 }),
  category_ids: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  unit_price: fc.integer({ min: 0, max: 10_000_000 }).map(p),
  quantity: fc.integer({ min: 1, max: 99 }),
});
const cartArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
  delivery_charge: fc.integer({ min: 0, max: 50_000 }).map(p),
});
const discountArb = (id: number, code: string | null) =>
  fc.record({
    id: fc.constant(id),
    code: fc.constant(code),
    title: fc.constant(`D${id}`),
    kind: fc.constantFrom('percentage', 'fixed_amount', 'free_delivery' as const),
    percent: fc.integer({ min: 1, max: 10_000 }).map((hundredths) => hundredths / 100),
    amount: fc.integer({ min: 1, max: 5_000_000 }).map(p),
    scope: fc.constantFrom('order', 'categories', 'products', 'variants' as const),
    target_ids: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 4 }),
    min_amount: fc.option(fc.integer({ min: 0, max: 20_000_000 }).map(p)),
    min_quantity: fc.option(fc.integer({ min: 1, max: 50 })),
    starts_at: fc.constant(null),
    ends_at: fc.constant(null),
    usage_limit: fc.option(fc.integer({ min: 0, max: 5 })),
    once_per_phone: fc.boolean(),
    combinable: fc.boolean(),
    active: fc.boolean(),
  }) as fc.Arbitrary<Discount>;
const usageArb = fc.record({ used: fc.integer({ min: 0, max: 6 }), used_by_phone: fc.boolean() });

const setupArb = fc.record({
  cart: cartArb,
  automatic: fc.tuple(discountArb(1, null), discountArb(2, null), discountArb(3, null)),
  coded: fc.option(discountArb(4, 'CODE')),
  usage: fc.array(usageArb, { minLength: 4, maxLength: 4 }),
});

describe('applyDiscounts properties', () => {
  it('never makes a line, the delivery or the order negative, and the savings add up in whole paisa', () => {
    fc.assert(
      fc.property(setupArb, ({ cart, automatic, coded, usage }) => {
        const outcome = applyDiscounts(cart, {
          automatic,
          coded,
          codeGiven: true,
          usage: new Map(usage.map((use, index) => [index + 1, use])),
          at: AT,
        });
        cart.lines.forEach((cartLine, index) => {
          const saving = outcome.line_savings[index]!;
          expect(Number.isInteger(saving)).toBe(true);
          expect(saving).toBeGreaterThanOrEqual(0);
          expect(saving).toBeLessThanOrEqual(cartLine.unit_price * cartLine.quantity);
        });
        expect(outcome.delivery_saving).toBeGreaterThanOrEqual(0);
        expect(outcome.delivery_saving).toBeLessThanOrEqual(cart.delivery_charge);
        expect(outcome.items_saving).toBe(outcome.line_savings.reduce((sum, saving) => sum + saving, 0));
        expect(outcome.saving).toBe(outcome.items_saving + outcome.delivery_saving);
        expect(outcome.applied.reduce((sum, applied) => sum + applied.saving, 0)).toBe(outcome.saving);
      }),
    );
  });

  it('applies at most one code, never a used-up or refused discount, and mixes a non-combinable with nothing', () => {
    fc.assert(
      fc.property(setupArb, ({ cart, automatic, coded, usage }) => {
        const usageMap = new Map(usage.map((use, index) => [index + 1, use]));
        const outcome = applyDiscounts(cart, { automatic, coded, codeGiven: true, usage: usageMap, at: AT });
        const all = [...automatic, ...(coded ? [coded] : [])];
        expect(outcome.applied.filter((applied) => applied.code !== null).length).toBeLessThanOrEqual(1);
        for (const applied of outcome.applied) {
          const rule = all.find((candidate) => candidate.id === applied.id)!;
          expect(discountRefusal(rule, cart, usageMap.get(rule.id)!, AT)).toBeNull();
          if (!rule.combinable) expect(outcome.applied).toHaveLength(1);
        }
        if (coded && outcome.applied.some((applied) => applied.id === coded.id)) {
          expect(outcome.code_refusal).toBeNull();
        } else {
          expect(outcome.code_refusal).not.toBeNull();
        }
      }),
    );
  });

  it('saves at least as much as any one applicable discount alone', () => {
    fc.assert(
      fc.property(setupArb, ({ cart, automatic, coded, usage }) => {
        const usageMap = new Map(usage.map((use, index) => [index + 1, use]));
        const outcome = applyDiscounts(cart, { automatic, coded, codeGiven: true, usage: usageMap, at: AT });
        for (const single of [...automatic, ...(coded ? [coded] : [])]) {
          const alone = applyDiscounts(cart, {
            automatic: single.code === null ? [{ ...single, combinable: false }] : [],
            coded: single.code === null ? null : { ...single, combinable: false },
            codeGiven: single.code !== null,
            usage: usageMap,
            at: AT,
          });
          expect(outcome.saving).toBeGreaterThanOrEqual(alone.saving);
        }
      }),
    );
  });

  it('takes a percentage of each line rounded half-up to the paisa', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 1, max: 10_000 }), (someCart, hundredths) => {
        const percent = hundredths / 100;
        const rule = discount({ id: 1, code: 'P', kind: 'percentage', percent });
        const outcome = applyDiscounts(someCart, {
          automatic: [],
          coded: rule,
          codeGiven: true,
          usage: none,
          at: AT,
        });
        someCart.lines.forEach((cartLine, index) => {
          const exact = (cartLine.unit_price * cartLine.quantity * hundredths) / 10_000;
          expect(Math.abs(outcome.line_savings[index]! - exact)).toBeLessThanOrEqual(0.5);
        });
      }),
    );
  });

  it('shares a fixed amount exactly, within each weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 8 }),
        (amount, weights) => {
          const shares = shareInProportion(amount, weights);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(Math.min(amount, total));
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[index]!);
          });
        },
      ),
    );
  });
});
