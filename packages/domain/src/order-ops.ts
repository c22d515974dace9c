/**
 * The shop's order-operations settings (issue 17): how long a new order may wait for the owner's call
 * before it is cancelled by itself, and the cash-on-delivery risk settings of cod-risk.ts. Stored in the
 * shop's `settings` (`orders.auto_cancel_hours`, `cod_risk`); an absent or unreadable value is its default.
 */
import * as v from 'valibot';
import { codRiskSettingsSchema, DEFAULT_COD_RISK_SETTINGS, type CodRiskSettings } from './cod-risk.ts';
import { integerField, requestBody } from './schemas/rules.ts';

/** A pending order older than this many hours is cancelled (default), at least 1 hour, at most 7 days. */
export const AUTO_CANCEL_HOURS_DEFAULT = 24;
export const AUTO_CANCEL_HOURS_MIN = 1;
export const AUTO_CANCEL_HOURS_MAX = 7 * 24;

export const autoCancelHoursField = integerField({ min: AUTO_CANCEL_HOURS_MIN, max: AUTO_CANCEL_HOURS_MAX });

/** `PUT /order-settings` (admin v3), and what `GET` answers (every default filled in). */
export const orderOpsSettingsSchema = requestBody({
  auto_cancel_hours: v.optional(autoCancelHoursField, AUTO_CANCEL_HOURS_DEFAULT),
  cod_risk: v.optional(codRiskSettingsSchema, () => DEFAULT_COD_RISK_SETTINGS),
});
export type OrderOpsSettings = v.InferOutput<typeof orderOpsSettingsSchema>;
export type OrderOpsSettingsInput = v.InferInput<typeof orderOpsSettingsSchema>;

/** What the shop's stored settings hold of these (the `settings` jsonb's keys). */
export interface StoredOrderOpsSettings {
  orders?: { auto_cancel_hours?: unknown } | undefined;
  cod_risk?: unknown;
}

/**
 * The settings a shop works with: each stored value that is still valid, the default for any other
 * (a value saved under older rules never stops orders from being placed).
 */
export function orderOpsSettingsOf(stored: StoredOrderOpsSettings | null | undefined): OrderOpsSettings {
  const hours = v.safeParse(autoCancelHoursField, stored?.orders?.auto_cancel_hours);
  const risk = v.safeParse(codRiskSettingsSchema, stored?.cod_risk ?? {});
  return {
    auto_cancel_hours: hours.success ? hours.output : AUTO_CANCEL_HOURS_DEFAULT,
    cod_risk: risk.success ? risk.output : DEFAULT_COD_RISK_SETTINGS,
  };
}

export type { CodRiskSettings };
