/**
 * Discounts at checkout (decision 221): what an order or a cart gets off, computed by @haat/domain/discounts from the
 * shop's discounts as they are now, and the uses an order takes, in the order's transaction.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  applyDiscounts,
  type Discount,
  type DiscountCart,
  type DiscountOutcome,
  type DiscountRefusalReason,
  type DiscountUsage,
} from '@haat/domain/discounts';
import type { MessageId } from '@haat/domain/messages';
import type { Paisa } from '@haat/domain/money';
import type { Database } from '../../platform/db/types.ts';
import { discountRedemptions, discounts, type OrderDiscountRow } from '../../platform/db/schema.ts';
import type { DiscountRow } from '../../platform/db/rows.ts';
import { HttpError, invalid } from '../../platform/http/errors.ts';

/** An automatic discount ended or was used up while the order was being placed. */
export const DISCOUNTS_CHANGED = 'An offer has just changed, please check your order again';

export function domainDiscount(row: DiscountRow): Discount {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind as Discount['kind'],
    percent: row.percentHundredths / 100,
    amount: row.amountPaisa as Paisa,
    scope: row.scope as Discount['scope'],
    target_ids: row.targetIds,
    min_amount: row.minAmountPaisa as Paisa | null,
    min_quantity: row.minQuantity,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    usage_limit: row.usageLimit,
    once_per_phone: row.oncePerPhone,
    combinable: row.combinable,
    active: row.active,
  };
}

export interface CheckoutDiscounts {
  outcome: DiscountOutcome;
  /** The discounts read, by id (what the uses are taken from). */
  byId: Map<number, Discount>;
}

/**
 * What the cart gets off at `at`: one statement reads the code's discount (any state: the domain says why it does not
 * apply) and the shop's switched-on automatic ones, with whether `mobile` (when known) used each.
 */
export async function checkoutDiscounts(
  db: Database,
  shopId: number,
  cart: DiscountCart,
  { code, mobile, at = new Date() }: { code: string | undefined; mobile: string | null; at?: Date },
): Promise<CheckoutDiscounts> {
  const usedByPhone =
    mobile === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${discountRedemptions} r
                     where r.discount_id = ${discounts.id} and r.phone_key = ${mobile})`;
  const automatic = and(isNull(discounts.code), eq(discounts.active, true));
  const rows = await db
    .select({ discount: discounts, usedByPhone })
    .from(discounts)
    .where(and(eq(discounts.shopId, shopId), code === undefined ? automatic : or(automatic, eq(discounts.code, code))));
  const usage = new Map<number, DiscountUsage>();
  const byId = new Map<number, Discount>();
  let coded: Discount | null = null;
  const auto: Discount[] = [];
  for (const { discount: row, usedByPhone: used } of rows) {
    const discount = domainDiscount(row);
    byId.set(row.id, discount);
    usage.set(row.id, { used: row.usedCount, used_by_phone: used === true || String(used) === 'true' });
    if (row.code === null) auto.push(discount);
    else coded = discount;
  }
  const outcome = applyDiscounts(cart, { automatic: auto, coded, codeGiven: code !== undefined, usage, at });
  return { outcome, byId };
}

export const refusalMessage = (reason: DiscountRefusalReason): MessageId => `validation.discount_${reason}`;

/** 422 on `discount_code` when the code typed does not apply (a code that loses to a better discount is no refusal). */
export function refuseCode({ outcome }: CheckoutDiscounts): void {
  const refusal = outcome.code_refusal;
  if (refusal && refusal.reason !== 'not_combinable')
    throw invalid({ discount_code: [refusalMessage(refusal.reason)] });
}

/** The order's snapshot of what it got. */
export const orderDiscountRows = ({ outcome }: CheckoutDiscounts): OrderDiscountRow[] =>
  outcome.applied.map((applied) => ({
    id: applied.id,
    code: applied.code,
    title: applied.title,
    kind: applied.kind,
    saving_paisa: applied.saving,
  }));

/**
 * Takes one use of each discount the order got and writes its redemptions. A discount with a usage limit is counted in
 * one UPDATE that takes the use only while it is on and below its limit: concurrent orders wait for each other's row
 * lock and see the count it left, so a limit of N is used exactly N times. A discount without a limit takes no lock (a
 * busy shop's automatic free delivery would otherwise make its orders queue on one row): its uses are its redemptions.
 * A once-per-phone discount's redemption carries the mobile in `phone_key`, whose unique index lets one number take it
 * once, races included. A use refused is 422 on `discount_code` for the code, 409 for an automatic discount; the
 * transaction then writes nothing.
 */
export async function redeemDiscounts(
  tx: Database,
  shopId: number,
  orderId: number,
  mobile: string,
  { outcome, byId }: CheckoutDiscounts,
): Promise<void> {
  if (outcome.applied.length === 0) return;
  const ids = outcome.applied.map((applied) => applied.id).sort((a, b) => a - b);
  const refuse = (id: number, reason: DiscountRefusalReason) =>
    byId.get(id)?.code === null
      ? new HttpError(409, DISCOUNTS_CHANGED, { discount: [refusalMessage(reason)] })
      : invalid({ discount_code: [refusalMessage(reason)] });
  const limited = ids.filter((id) => byId.get(id)?.usage_limit != null);
  if (limited.length > 0) {
    const taken = await tx
      .update(discounts)
      .set({ usedCount: sql`${discounts.usedCount} + 1` })
      .where(
        and(
          eq(discounts.shopId, shopId),
          inArray(discounts.id, limited),
          eq(discounts.active, true),
          or(isNull(discounts.usageLimit), sql`${discounts.usedCount} < ${discounts.usageLimit}`),
        ),
      )
      .returning({ id: discounts.id });
    const takenIds = new Set(taken.map((row) => row.id));
    const missed = limited.find((id) => !takenIds.has(id));
    if (missed !== undefined) throw refuse(missed, 'used_up');
  }
  const written = await tx
    .insert(discountRedemptions)
    .values(
      outcome.applied.map((applied) => ({
        shopId,
        discountId: applied.id,
        orderId,
        mobile,
        phoneKey: byId.get(applied.id)?.once_per_phone ? mobile : null,
        amountPaisa: applied.saving,
      })),
    )
    .onConflictDoNothing({ target: [discountRedemptions.discountId, discountRedemptions.phoneKey] })
    .returning({ id: discountRedemptions.discountId });
  const writtenIds = new Set(written.map((row) => row.id));
  const twice = ids.find((id) => !writtenIds.has(id));
  if (twice !== undefined) throw refuse(twice, 'already_used');
}
