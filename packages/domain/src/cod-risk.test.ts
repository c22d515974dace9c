import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  assessCodRisk,
  codRiskDecision,
  codRiskLevel,
  codRiskLevels,
  codRiskSettingsSchema,
  DEFAULT_COD_RISK_SETTINGS,
  returnsOf,
  thresholdsOf,
  type DeliveryHistory,
} from './cod-risk.ts';
import { flattenIssues } from './schemas/issues.ts';

const history = (delivered: number, returned: number, cancelled: number, extra = 0): DeliveryHistory => ({
  total: delivered + returned + cancelled + extra,
  delivered,
  returned,
  cancelled,
});

/** A valid history: parts that add up to at most the total. */
const historyArb = fc
  .tuple(fc.nat(200), fc.nat(200), fc.nat(200), fc.nat(20))
  .map(([delivered, returned, cancelled, extra]) => history(delivered, returned, cancelled, extra));

const rank = (level: string) => codRiskLevels.indexOf(level as (typeof codRiskLevels)[number]);

describe('assessCodRisk', () => {
  it('adds every source up: (returned + cancelled) / total', () => {
    const risk = assessCodRisk({ shop: history(3, 1, 0), network: history(10, 2, 1), courier: history(2, 1, 0) });
    expect(risk).toEqual({
      level: 'medium',
      ratio: 0.25,
      total: 20,
      sources: [
        { source: 'shop', total: 4, bad: 1, ratio: 0.25 },
        { source: 'network', total: 13, bad: 3, ratio: 3 / 13 },
        { source: 'courier', total: 3, bad: 1, ratio: 1 / 3 },
      ],
    });
  });

  it('is new, never safe, with no history anywhere', () => {
    for (const input of [
      {},
      { shop: history(0, 0, 0) },
      { shop: null, network: undefined, courier: history(0, 0, 0) },
    ]) {
      expect(assessCodRisk(input)).toEqual({ level: 'new', ratio: null, total: 0, sources: [] });
    }
  });

  it.each([
    ['100 delivered', history(100, 0, 0), 'safe'],
    ['19 in 100 returned', history(81, 19, 0), 'safe'],
    ['20 in 100 bad', history(80, 10, 10), 'medium'],
    ['39 in 100 returned', history(61, 39, 0), 'medium'],
    ['40 in 100 bad', history(60, 20, 20), 'high'],
    ['its one order returned', history(0, 1, 0), 'high'],
    ['its one order cancelled', history(0, 0, 1), 'high'],
  ])('by default below 20 percent is safe and from 40 percent high: %s is %s', (_name, shop, level) => {
    expect(assessCodRisk({ shop }).level).toBe(level);
  });

  it('takes other thresholds', () => {
    const thresholds = { safeBelow: 0.1, highFrom: 0.25 };
    expect(assessCodRisk({ courier: history(9, 1, 0) }, thresholds).level).toBe('medium');
    expect(assessCodRisk({ courier: history(3, 1, 0) }, thresholds).level).toBe('high');
    expect(assessCodRisk({ courier: history(19, 1, 0) }, thresholds).level).toBe('safe');
  });

  it('refuses counts that cannot be a history, and thresholds out of order', () => {
    expect(() => assessCodRisk({ shop: { total: 2, delivered: 2, returned: 1, cancelled: 0 } })).toThrow(RangeError);
    expect(() => assessCodRisk({ network: { total: 2, delivered: -1, returned: 0, cancelled: 0 } })).toThrow(
      /network/u,
    );
    expect(() => assessCodRisk({ courier: { total: 1.5, delivered: 1, returned: 0, cancelled: 0 } })).toThrow(
      RangeError,
    );
    expect(() => assessCodRisk({}, { safeBelow: 0.5, highFrom: 0.4 })).toThrow(RangeError);
    expect(() => assessCodRisk({}, { safeBelow: 0, highFrom: 0.4 })).toThrow(RangeError);
  });

  it('the ratio is between 0 and 1 and between the lowest and highest source ratio', () => {
    fc.assert(
      fc.property(historyArb, historyArb, historyArb, (shop, network, courier) => {
        const risk = assessCodRisk({ shop, network, courier });
        expect(risk.total).toBe(shop.total + network.total + courier.total);
        if (risk.ratio === null) {
          expect(risk.level).toBe('new');
          expect(risk.total).toBe(0);
          return;
        }
        const ratios = risk.sources.map((summary) => summary.ratio);
        expect(risk.ratio).toBeGreaterThanOrEqual(Math.min(...ratios) - 1e-12);
        expect(risk.ratio).toBeLessThanOrEqual(Math.max(...ratios) + 1e-12);
        expect(risk.ratio).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('the level never drops when a delivered order becomes a return or a cancel', () => {
    fc.assert(
      fc.property(historyArb, fc.boolean(), (shop, asReturn) => {
        fc.pre(shop.delivered > 0);
        const worse = {
          ...shop,
          delivered: shop.delivered - 1,
          returned: shop.returned + (asReturn ? 1 : 0),
          cancelled: shop.cancelled + (asReturn ? 0 : 1),
        };
        expect(rank(assessCodRisk({ shop: worse }).level)).toBeGreaterThanOrEqual(rank(assessCodRisk({ shop }).level));
      }),
    );
  });

  it('the level is monotone in the bad ratio, for any thresholds', () => {
    const thresholdsArb = fc
      .tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }))
      .map(([a, b]) => ({ safeBelow: Math.min(a, b) / 100, highFrom: Math.max(a, b) / 100 }));
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        thresholdsArb,
        (a, b, thresholds) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(rank(codRiskLevel(high, thresholds))).toBeGreaterThanOrEqual(rank(codRiskLevel(low, thresholds)));
          expect(codRiskLevel(low, thresholds)).not.toBe('new');
        },
      ),
    );
  });
});

describe('codRiskSettingsSchema', () => {
  it('fills a new shop’s defaults', () => {
    expect(DEFAULT_COD_RISK_SETTINGS).toEqual({
      safe_below: 20,
      high_from: 40,
      network_opt_in: false,
      rules: { otp_for: ['high'], block_after_returns: null, hold_for_call: ['high'] },
    });
    expect(thresholdsOf(DEFAULT_COD_RISK_SETTINGS)).toEqual({ safeBelow: 0.2, highFrom: 0.4 });
  });

  it('takes an owner’s settings', () => {
    const settings = {
      safe_below: 10,
      high_from: 30,
      network_opt_in: true,
      rules: { otp_for: ['high', 'new'], block_after_returns: 2, hold_for_call: [] },
    };
    expect(v.parse(codRiskSettingsSchema, settings)).toEqual(settings);
  });

  const errorsOf = (input: unknown) => flattenIssues(v.safeParse(codRiskSettingsSchema, input).issues ?? []);

  it('refuses thresholds that are not whole percents, or out of order', () => {
    expect(errorsOf({ safe_below: 20.5 })).toEqual({ safe_below: ['validation.invalid_number'] });
    expect(errorsOf({ high_from: 101 })).toEqual({ high_from: ['validation.max_value'] });
    expect(errorsOf({ safe_below: 0 })).toEqual({ safe_below: ['validation.min_value'] });
    expect(errorsOf({ safe_below: 50, high_from: 40 })).toEqual({ high_from: ['validation.risk_thresholds_order'] });
    expect(errorsOf({ safe_below: 60 })).toEqual({ high_from: ['validation.risk_thresholds_order'] });
  });

  it('refuses rules for other levels, repeated levels and a block after no returns', () => {
    expect(errorsOf({ rules: { otp_for: ['medium'] } })).toEqual({ 'rules.otp_for.0': ['validation.invalid_format'] });
    expect(errorsOf({ rules: { hold_for_call: ['new', 'new'] } })).toEqual({
      'rules.hold_for_call': ['validation.invalid_format'],
    });
    expect(errorsOf({ rules: { block_after_returns: 0 } })).toEqual({
      'rules.block_after_returns': ['validation.min_value'],
    });
    expect(errorsOf({ network_opt_in: 'yes' })).toEqual({ network_opt_in: ['validation.invalid_format'] });
  });
});

describe('codRiskDecision', () => {
  const rules = {
    otp_for: ['high' as const, 'new' as const],
    block_after_returns: 3,
    hold_for_call: ['high' as const],
  };

  it('applies the rules of the customer’s level', () => {
    expect(codRiskDecision({ level: 'new' }, 0, rules)).toEqual({ otp: true, holdForCall: false, block: false });
    expect(codRiskDecision({ level: 'high' }, 2, rules)).toEqual({ otp: true, holdForCall: true, block: false });
    expect(codRiskDecision({ level: 'medium' }, 1, rules)).toEqual({ otp: false, holdForCall: false, block: false });
    expect(codRiskDecision({ level: 'safe' }, 0, DEFAULT_COD_RISK_SETTINGS.rules)).toEqual({
      otp: false,
      holdForCall: false,
      block: false,
    });
  });

  it('blocks cash on delivery from the set number of returns on, counted over every source', () => {
    const input = { shop: history(1, 1, 0), network: history(5, 1, 0), courier: history(8, 1, 3) };
    expect(returnsOf(input)).toBe(3);
    expect(codRiskDecision(assessCodRisk(input), returnsOf(input), rules).block).toBe(true);
    expect(codRiskDecision({ level: 'safe' }, 2, rules).block).toBe(false);
    expect(codRiskDecision({ level: 'high' }, 50, { ...rules, block_after_returns: null }).block).toBe(false);
  });
});
