/**
 * A customer's cash-on-delivery risk as a shop sees it (issue 17): the delivery outcomes of the number's
 * orders in this shop, in the Haat network (other shops that opted in; only when this shop opted in too;
 * counts only, never which shops or orders) and, when the shop has a Steadfast account, Steadfast's fraud
 * check as last cached (fraud-check.ts fills the cache in a job; nothing here calls out of the process).
 * One statement reads all three for any number of mobiles, through orders_mobile_status_idx, with the
 * owner's blocks of those numbers (shop_customers, issue 32).
 */
import { sql } from 'drizzle-orm';
import {
  assessCodRisk,
  codRiskDecision,
  type CodRiskDecision,
  type CodRiskLevel,
  returnsOf,
  thresholdsOf,
  type CodRisk,
  type CodRiskInput,
  type CodRiskSettings,
  type DeliveryHistory,
} from '@haat/domain/cod-risk';
import { orderOpsSettingsOf } from '@haat/domain/order-ops';
import type { CodRiskWire } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import type { ShopSettingsColumn } from '../../platform/db/schema.ts';
import { rowsOf } from '../../platform/db/types.ts';

/** Statuses whose outcome is known: delivered (or completed), returned, cancelled. */
const OUTCOME_STATUSES = ['delivered', 'completed', 'returned', 'canceled'] as const;

/** How long a courier's answer about a number is used. */
export const FRAUD_CHECK_TTL_DAYS = 7;
/** The courier whose fraud check is used. */
export const FRAUD_CHECK_COURIER = 'steadfast';

export interface RiskHistories {
  /** Histories by mobile. */
  byMobile: Map<string, CodRiskInput>;
  /** Whether the shop has a Steadfast account (its fraud check may be asked for). */
  hasFraudCheck: boolean;
  /** The shop's stored settings (read in the same statement). */
  settings: ShopSettingsColumn;
  /** The numbers among `mobiles` the owner blocked (shop_customers.blocked_at, issue 32). */
  blocked: Set<string>;
  /** Whether the shop has an automatic discount switched on (decision 221): checkout then reads the discounts. */
  automaticDiscounts: boolean;
}

interface HistoryRow {
  mobile: string | null;
  source: 'shop' | 'network' | 'courier' | 'blocked' | 'me';
  total: number;
  delivered: number;
  returned: number;
  cancelled: number;
  settings: ShopSettingsColumn | string | null;
}

/** The histories of `mobiles` as shop `shopId` may see them. */
export async function riskHistories(db: Database, shopId: number, mobiles: readonly string[]): Promise<RiskHistories> {
  const byMobile = new Map<string, CodRiskInput>(mobiles.map((mobile) => [mobile, {}]));
  const list = sql.join(
    [...new Set(mobiles.length === 0 ? [''] : mobiles)].map((mobile) => sql`${mobile}`),
    sql`, `,
  );
  const outcomes = sql.join(
    OUTCOME_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const optedIn = (alias: string) => sql`(${sql.raw(alias)}.settings -> 'cod_risk' ->> 'network_opt_in') = 'true'`;
  const result = await db.execute(sql`
    with me as (
      select s.id, s.settings, ${optedIn('s')} as network,
             exists (select 1 from courier_accounts a where a.shop_id = s.id and a.courier = ${FRAUD_CHECK_COURIER}) as courier
        from shops s where s.id = ${shopId}
    )
    select o.mobile,
           case when o.shop_id = me.id then 'shop' else 'network' end as source,
           count(*)::int as total,
           (count(*) filter (where o.status in ('delivered', 'completed')))::int as delivered,
           (count(*) filter (where o.status = 'returned'))::int as returned,
           (count(*) filter (where o.status = 'canceled'))::int as cancelled,
           null::jsonb as settings
      from orders o cross join me
     where o.mobile in (${list})
       and o.status in (${outcomes})
       and (o.shop_id = me.id
            or (me.network and exists (select 1 from shops s where s.id = o.shop_id and ${optedIn('s')})))
     group by 1, 2
    union all
    select f.mobile, 'courier', f.total, f.delivered, f.cancelled, 0, null::jsonb
      from courier_fraud_checks f cross join me
     where me.courier
       and f.courier = ${FRAUD_CHECK_COURIER}
       and f.mobile in (${list})
       and f.checked_at > now() - make_interval(days => ${FRAUD_CHECK_TTL_DAYS})
    union all
    select b.mobile, 'blocked', 0, 0, 0, 0, null::jsonb
      from shop_customers b
     where b.shop_id = ${shopId}
       and b.mobile in (${list})
       and b.blocked_at is not null
    union all
    select null, 'me', case when me.courier then 1 else 0 end,
           case when exists (select 1 from discounts d where d.shop_id = me.id and d.code is null and d.active)
                then 1 else 0 end,
           0, 0, me.settings
      from me`);
  let hasFraudCheck = false;
  let automaticDiscounts = false;
  let settings: ShopSettingsColumn = {};
  const blocked = new Set<string>();
  for (const row of rowsOf<HistoryRow>(result)) {
    if (row.source === 'blocked') {
      blocked.add(row.mobile!);
      continue;
    }
    if (row.source === 'me') {
      hasFraudCheck = row.total === 1;
      automaticDiscounts = row.delivered === 1;
      // PGlite answers jsonb as text in raw statements; PostgreSQL as an object.
      settings =
        (typeof row.settings === 'string' ? (JSON.parse(row.settings) as ShopSettingsColumn) : row.settings) ?? {};
      continue;
    }
    const input = byMobile.get(row.mobile!);
    if (!input) continue;
    // The courier's "cancelled" parcels left the merchant and came back: returns (see decisions, 79).
    const history: DeliveryHistory = {
      total: Math.max(row.total, row.delivered + row.returned + row.cancelled),
      delivered: row.delivered,
      returned: row.returned,
      cancelled: row.cancelled,
    };
    input[row.source] = history;
  }
  return { byMobile, hasFraudCheck, settings, blocked, automaticDiscounts };
}

/** What the shop's rules make of a new order from `mobile` (block, hold, the snapshot), and whether to ask the courier. */
export interface PlacementRisk {
  level: CodRiskLevel;
  decision: CodRiskDecision;
  /** The shop has a Steadfast account and no fresh answer about the number is cached. */
  fraudCheckDue: boolean;
  /** The shop's stored settings, read in the same statement. */
  settings: ShopSettingsColumn;
  /** Whether the shop has an automatic discount switched on, read in the same statement. */
  automaticDiscounts: boolean;
}

/** One statement, no call out of the process: the risk a new order is placed with. */
export async function placementRisk(db: Database, shopId: number, mobile: string): Promise<PlacementRisk> {
  const histories = await riskHistories(db, shopId, [mobile]);
  const { cod_risk: settings } = orderOpsSettingsOf(histories.settings);
  const input = histories.byMobile.get(mobile) ?? {};
  const risk = riskOf(input, settings);
  // A number the owner blocked is refused like a cash-on-delivery block: the shopper learns nothing more.
  const decision = histories.blocked.has(mobile)
    ? { otp: false, holdForCall: false, block: true }
    : codRiskDecision(risk, returnsOf(input), settings.rules);
  return {
    level: risk.level,
    decision,
    fraudCheckDue: histories.hasFraudCheck && !input.courier,
    settings: histories.settings,
    automaticDiscounts: histories.automaticDiscounts,
  };
}

/** The risk of one history under the shop's settings. */
export function riskOf(input: CodRiskInput, settings: CodRiskSettings): CodRisk {
  return assessCodRisk(input, thresholdsOf(settings));
}

export function serializeCodRisk(risk: CodRisk, input: CodRiskInput): CodRiskWire {
  return {
    level: risk.level,
    ratio: risk.ratio,
    total: risk.total,
    returned: returnsOf(input),
    sources: risk.sources.map(({ source, total, bad }) => ({ source, total, bad })),
  };
}
