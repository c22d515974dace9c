/**
 * Cash-on-delivery risk (issue 17): how likely a customer's parcel is to come back unpaid, from what
 * is known of the customer's past orders in up to three places: this shop, the Haat network (other
 * shops that opted in) and a courier's fraud check. The counts are added up and the bad share,
 * (returned + cancelled) / total, picks the level. No history at all is `new`, never `safe`.
 */
import * as v from 'valibot';
import { booleanField, integerField, requestBody, typeMessage } from './schemas/rules.ts';

// ---- assessing ------------------------------------------------------------------

/** Where a history came from. `network` must leave this shop's own orders out, or they count twice. */
export const codRiskSources = ['shop', 'network', 'courier'] as const;
export type CodRiskSource = (typeof codRiskSources)[number];

/**
 * A customer's past orders in one place. `total` counts the orders whose outcome is known (and may
 * count others a source cannot split); `returned + cancelled` never exceeds it.
 */
export interface DeliveryHistory {
  total: number;
  delivered: number;
  returned: number;
  cancelled: number;
}

export type CodRiskInput = Partial<Record<CodRiskSource, DeliveryHistory | null | undefined>>;

export const codRiskLevels = ['new', 'safe', 'medium', 'high'] as const;
export type CodRiskLevel = (typeof codRiskLevels)[number];

/** Bad shares as fractions: below `safeBelow` is safe, from `highFrom` on high, medium between. */
export interface CodRiskThresholds {
  safeBelow: number;
  highFrom: number;
}

export const DEFAULT_COD_RISK_THRESHOLDS: Readonly<CodRiskThresholds> = { safeBelow: 0.2, highFrom: 0.4 };

export interface CodRiskSourceSummary {
  source: CodRiskSource;
  total: number;
  /** returned + cancelled */
  bad: number;
  ratio: number;
}

export interface CodRisk {
  level: CodRiskLevel;
  /** (returned + cancelled) / total over every source; null when there is no history (`new`). */
  ratio: number | null;
  total: number;
  /** The sources that had any history, in `codRiskSources` order. */
  sources: CodRiskSourceSummary[];
}

function isCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** Throws a RangeError for counts that cannot be a history (negative, fractional, parts over the total). */
export function assertDeliveryHistory(history: DeliveryHistory, source = 'history'): void {
  const { total, delivered, returned, cancelled } = history;
  if (![total, delivered, returned, cancelled].every(isCount)) {
    throw new RangeError(`${source}: counts must be whole numbers of at least 0`);
  }
  if (delivered + returned + cancelled > total) {
    throw new RangeError(`${source}: delivered + returned + cancelled exceeds the total`);
  }
}

/** Throws a RangeError unless 0 < safeBelow <= highFrom <= 1. */
export function assertThresholds({ safeBelow, highFrom }: CodRiskThresholds): void {
  if (!(safeBelow > 0 && safeBelow <= highFrom && highFrom <= 1)) {
    throw new RangeError('COD risk thresholds need 0 < safeBelow <= highFrom <= 1');
  }
}

/** The level of a bad share; a null share (no history) is `new`. */
export function codRiskLevel(
  ratio: number | null,
  thresholds: CodRiskThresholds = DEFAULT_COD_RISK_THRESHOLDS,
): CodRiskLevel {
  if (ratio === null) return 'new';
  if (ratio >= thresholds.highFrom) return 'high';
  return ratio < thresholds.safeBelow ? 'safe' : 'medium';
}

/** The customer's risk from every history given; sources with no orders are left out. */
export function assessCodRisk(
  input: CodRiskInput,
  thresholds: CodRiskThresholds = DEFAULT_COD_RISK_THRESHOLDS,
): CodRisk {
  assertThresholds(thresholds);
  const sources: CodRiskSourceSummary[] = [];
  for (const source of codRiskSources) {
    const history = input[source];
    if (!history) continue;
    assertDeliveryHistory(history, source);
    if (history.total === 0) continue;
    const bad = history.returned + history.cancelled;
    sources.push({ source, total: history.total, bad, ratio: bad / history.total });
  }
  const total = sources.reduce((sum, summary) => sum + summary.total, 0);
  const bad = sources.reduce((sum, summary) => sum + summary.bad, 0);
  const ratio = total === 0 ? null : bad / total;
  return { level: codRiskLevel(ratio, thresholds), ratio, total, sources };
}

// ---- the shop's settings ------------------------------------------------------------

/** The levels a rule can apply to: the risky and the unknown. */
export const codRuleLevels = ['high', 'new'] as const satisfies readonly CodRiskLevel[];
export type CodRuleLevel = (typeof codRuleLevels)[number];

export const COD_BLOCK_AFTER_RETURNS_MAX = 100;

const ruleLevelsField = v.pipe(
  v.array(v.picklist(codRuleLevels, 'validation.invalid_format'), typeMessage('validation.invalid_format')),
  v.check((levels) => new Set(levels).size === levels.length, 'validation.invalid_format'),
);

/** What the shop does with a risky or unknown customer's cash-on-delivery order. */
export const codRiskRulesSchema = requestBody({
  /** Ask for a one-time code sent to the customer's number before the order is placed. */
  otp_for: v.optional(ruleLevelsField, () => ['high' as const]),
  /** Refuse cash on delivery to a customer with this many returns or more (all sources); null: never. */
  block_after_returns: v.optional(v.nullable(integerField({ min: 1, max: COD_BLOCK_AFTER_RETURNS_MAX })), null),
  /** Keep the order pending until the shop has called the customer. */
  hold_for_call: v.optional(ruleLevelsField, () => ['high' as const]),
});
export type CodRiskRules = v.InferOutput<typeof codRiskRulesSchema>;

const percentField = integerField({ min: 1, max: 100 });

/**
 * The shop's cash-on-delivery risk settings. Thresholds are whole percents of bad orders:
 * below `safe_below` is safe, from `high_from` on high. Sharing with the network is opt-in.
 */
export const codRiskSettingsSchema = v.pipe(
  requestBody({
    safe_below: v.optional(percentField, 20),
    high_from: v.optional(percentField, 40),
    /** Share this shop's delivery outcomes with the Haat network and see the network's. */
    network_opt_in: v.optional(booleanField, false),
    rules: v.optional(codRiskRulesSchema, () => v.parse(codRiskRulesSchema, {})),
  }),
  v.forward(
    v.check((settings) => settings.safe_below <= settings.high_from, 'validation.risk_thresholds_order'),
    ['high_from'],
  ),
);
export type CodRiskSettings = v.InferOutput<typeof codRiskSettingsSchema>;
export type CodRiskSettingsInput = v.InferInput<typeof codRiskSettingsSchema>;

/** A new shop's settings: 20 % and 40 %, no network, a one-time code and a call for high risk, no blocking. */
export const DEFAULT_COD_RISK_SETTINGS: CodRiskSettings = v.parse(codRiskSettingsSchema, {});

export function thresholdsOf(settings: Pick<CodRiskSettings, 'safe_below' | 'high_from'>): CodRiskThresholds {
  return { safeBelow: settings.safe_below / 100, highFrom: settings.high_from / 100 };
}

/** What the shop's rules ask for an order at `risk`, with `returns` the customer's returns over all sources. */
export interface CodRiskDecision {
  otp: boolean;
  holdForCall: boolean;
  /** No cash on delivery: pay first. */
  block: boolean;
}

export function codRiskDecision(risk: Pick<CodRisk, 'level'>, returns: number, rules: CodRiskRules): CodRiskDecision {
  const applies = (levels: readonly CodRuleLevel[]) => levels.some((level) => level === risk.level);
  return {
    otp: applies(rules.otp_for),
    holdForCall: applies(rules.hold_for_call),
    block: rules.block_after_returns !== null && returns >= rules.block_after_returns,
  };
}

/** The customer's returns over every history given (for `block_after_returns`). */
export function returnsOf(input: CodRiskInput): number {
  return codRiskSources.reduce((sum, source) => sum + (input[source]?.returned ?? 0), 0);
}
