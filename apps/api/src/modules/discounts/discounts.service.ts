/**
 * A shop's discounts as the owner manages them (issue 31 item 1, decision 221): list with uses and revenue, add,
 * change, delete. The rules themselves are @haat/domain/discounts; checkout applies them (discounts.checkout.ts).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DiscountBody, DiscountWire } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { rowsOf } from '../../platform/db/types.ts';
import { categories, discounts, products, productVariants } from '../../platform/db/schema.ts';
import type { DiscountRow } from '../../platform/db/rows.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { paisa, taka } from '../../platform/money.ts';

export const DISCOUNT_NOT_FOUND = 'Discount not found';

interface DiscountStats {
  uses: number;
  revenue_paisa: number;
  discounted_paisa: number;
}

export function serializeDiscount(row: DiscountRow, stats: DiscountStats): DiscountWire {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind as DiscountWire['kind'],
    percent: row.percentHundredths / 100,
    amount: taka(row.amountPaisa),
    scope: row.scope as DiscountWire['scope'],
    target_ids: row.targetIds,
    min_amount: row.minAmountPaisa === null ? null : taka(row.minAmountPaisa),
    min_quantity: row.minQuantity,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    once_per_phone: row.oncePerPhone,
    combinable: row.combinable,
    active: row.active,
    uses: stats.uses,
    revenue: taka(stats.revenue_paisa),
    discounted: taka(stats.discounted_paisa),
    created_at: row.createdAt.toISOString(),
  };
}

/** Uses, revenue and what was taken off, per discount of the shop (cancelled and returned orders bring no revenue). */
async function statsOf(db: Database, shopId: number, ids: number[]): Promise<Map<number, DiscountStats>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select r.discount_id as id,
           count(*)::int as uses,
           coalesce(sum(o.total_paisa) filter (where o.status not in ('canceled', 'returned')), 0)::bigint as revenue_paisa,
           coalesce(sum(r.amount_paisa) filter (where o.status not in ('canceled', 'returned')), 0)::bigint as discounted_paisa
      from discount_redemptions r
      join orders o on o.id = r.order_id
     where r.shop_id = ${shopId} and r.discount_id in (${sql.join(ids, sql`, `)})
     group by r.discount_id`);
  return new Map(
    rowsOf<{ id: number; uses: number; revenue_paisa: string | number; discounted_paisa: string | number }>(result).map(
      (row) => [
        row.id,
        { uses: row.uses, revenue_paisa: Number(row.revenue_paisa), discounted_paisa: Number(row.discounted_paisa) },
      ],
    ),
  );
}

const NO_STATS: DiscountStats = { uses: 0, revenue_paisa: 0, discounted_paisa: 0 };

export async function listDiscounts(db: Database, shopId: number): Promise<DiscountWire[]> {
  const rows = await db
    .select()
    .from(discounts)
    .where(eq(discounts.shopId, shopId))
    .orderBy(desc(discounts.createdAt), desc(discounts.id));
  const stats = await statsOf(
    db,
    shopId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => serializeDiscount(row, stats.get(row.id) ?? NO_STATS));
}

/** 422 on `target_ids` when one of them is not a category, product or variant of this shop. */
async function checkTargets(db: Database, shopId: number, body: DiscountBody): Promise<void> {
  if (body.scope === 'order') return;
  const table = { categories, products, variants: productVariants }[body.scope];
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.shopId, shopId), inArray(table.id, body.target_ids)));
  if (found.length !== body.target_ids.length) throw invalid({ target_ids: ['validation.invalid_format'] });
}

function valuesOf(body: DiscountBody) {
  return {
    code: body.code,
    title: body.title,
    kind: body.kind,
    percentHundredths: body.kind === 'percentage' ? Math.round(body.percent * 100) : 0,
    amountPaisa: body.kind === 'fixed_amount' ? paisa(body.amount) : 0,
    scope: body.scope,
    targetIds: body.scope === 'order' ? [] : body.target_ids,
    minAmountPaisa: body.min_amount === null ? null : paisa(body.min_amount),
    minQuantity: body.min_quantity,
    startsAt: body.starts_at,
    endsAt: body.ends_at,
    usageLimit: body.usage_limit,
    oncePerPhone: body.once_per_phone,
    combinable: body.combinable,
    active: body.active,
  };
}

const codeTaken = () => invalid({ code: ['validation.discount_code_taken'] });

export async function createDiscount(db: Database, shopId: number, body: DiscountBody): Promise<DiscountWire> {
  await checkTargets(db, shopId, body);
  try {
    const [row] = await db
      .insert(discounts)
      .values({ shopId, ...valuesOf(body) })
      .returning();
    return serializeDiscount(row!, NO_STATS);
  } catch (error) {
    if (isUniqueViolation(error, 'discounts_shop_code_unique')) throw codeTaken();
    throw error;
  }
}

const ofShop = (shopId: number, id: number) => and(eq(discounts.id, id), eq(discounts.shopId, shopId));

export async function updateDiscount(
  db: Database,
  shopId: number,
  id: number,
  body: DiscountBody,
): Promise<DiscountWire> {
  await checkTargets(db, shopId, body);
  try {
    const [row] = await db
      .update(discounts)
      .set({
        ...valuesOf(body),
        // Orders count the uses of a limited discount only (discounts.checkout.ts): one that had no limit counts its
        // redemptions now, so a limit set later starts from the uses it already has. (Qualified by hand: drizzle
        // writes bare column names in an UPDATE, and `id` in the subquery would be the redemption's.)
        usedCount: sql`case when discounts.usage_limit is null
                            then (select count(*) from discount_redemptions r where r.discount_id = discounts.id)::int
                            else discounts.used_count end`,
      })
      .where(ofShop(shopId, id))
      .returning();
    if (!row) throw notFound(DISCOUNT_NOT_FOUND);
    const stats = await statsOf(db, shopId, [id]);
    return serializeDiscount(row, stats.get(id) ?? NO_STATS);
  } catch (error) {
    if (isUniqueViolation(error, 'discounts_shop_code_unique')) throw codeTaken();
    throw error;
  }
}

/** Deletes the discount and its uses; the orders that got it keep it (their `discounts` snapshot). */
export async function deleteDiscount(db: Database, shopId: number, id: number): Promise<void> {
  const deleted = await db.delete(discounts).where(ofShop(shopId, id)).returning({ id: discounts.id });
  if (deleted.length === 0) throw notFound(DISCOUNT_NOT_FOUND);
}
