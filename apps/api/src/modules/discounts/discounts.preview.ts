/**
 * `POST /api/shop/discounts/preview` (decision 221): what a cart would get off, priced from the variants as they are
 * now, exactly as placing the order computes it; and why the code typed does not apply. It writes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { parcelWeightGrams } from '@haat/domain/couriers';
import { deliveryChargePaisa } from '@haat/domain/delivery-charge';
import type { DiscountLine } from '@haat/domain/discounts';
import { ZERO_PAISA, type Paisa } from '@haat/domain/money';
import { unitPrice } from '@haat/domain/price';
import type { AdvancePreview, DiscountPreview, DiscountPreviewBody } from '@haat/domain/schemas';
import { advanceDue, dispatchRuleApplies, paymentRulesOf, type AdvanceTotals } from '@haat/domain/advance-payment';
import type { CodRiskLevel } from '@haat/domain/cod-risk';
import { normalizeMobile } from '@haat/domain/phone';
import { validateMobile } from '@haat/domain/validators';
import type { ShopRow } from '../../platform/db/rows.ts';
import { placementRisk } from '../orders/cod-risk.service.ts';
import type { Database } from '../../platform/db/types.ts';
import { deliveryPackages, products, productVariants } from '../../platform/db/schema.ts';
import { taka } from '../../platform/money.ts';
import { variantPricingOf } from '../products/products.serializers.ts';
import { requireShop } from '../shops/shops.service.ts';
import { checkoutDiscounts } from './discounts.checkout.ts';

export async function previewDiscount(db: Database, body: DiscountPreviewBody): Promise<DiscountPreview> {
  const shop = await requireShop(db, body.shop_id, { shoppers: true });
  const productIds = [...new Set(body.items.map((item) => item.product_id))];
  const [rows, deliveryPackage] = await Promise.all([
    db
      .select({ variant: productVariants, product: products })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.shopId, body.shop_id), inArray(productVariants.productId, productIds))),
    body.delivery_package_id
      ? db
          .select({ chargePaisa: deliveryPackages.chargePaisa, weightStepPaisa: deliveryPackages.weightStepPaisa })
          .from(deliveryPackages)
          .where(and(eq(deliveryPackages.id, body.delivery_package_id), eq(deliveryPackages.shopId, body.shop_id)))
          .then((found) => found[0])
      : undefined,
  ]);
  const byVariant = new Map(rows.map((row) => [row.variant.id, row]));
  const simpleOf = new Map(
    rows.filter((row) => row.product.options.length === 0).map((row) => [row.product.id, row.variant.id]),
  );
  // The request's lines the shop sells (an unknown, switched-off or other product's variant is left out).
  const lines: DiscountLine[] = [];
  for (const item of body.items) {
    const variantId = item.variant_id ?? simpleOf.get(item.product_id);
    const row = variantId === undefined ? undefined : byVariant.get(variantId);
    if (!row || row.product.id !== item.product_id || !row.variant.enabled) continue;
    lines.push({
      product_id: row.product.id,
      variant_id: row.variant.id,
      category_ids: row.product.categoryId === null ? [] : [row.product.categoryId],
      unit_price: unitPrice(variantPricingOf(row.product, row.variant)),
      quantity: item.quantity,
    });
  }
  // The package's charge for the parcel's weight, as placing the order computes it (decision 245).
  const grams = parcelWeightGrams(
    lines.map((line) => ({
      weight_grams: byVariant.get(line.variant_id)!.variant.weightGrams,
      quantity: line.quantity,
    })),
  );
  const deliveryCharge = deliveryPackage
    ? deliveryChargePaisa(deliveryPackage.chargePaisa, deliveryPackage.weightStepPaisa, grams)
    : null;
  const cart = { lines, delivery_charge: (deliveryCharge ?? ZERO_PAISA) as Paisa };
  const { outcome } = await checkoutDiscounts(db, body.shop_id, cart, { code: body.code, mobile: null });
  const refusal = outcome.code_refusal;
  const subtotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  const advance = await previewAdvance(db, shop, body.mobile, {
    deliveryChargePaisa: Math.max(0, cart.delivery_charge - outcome.delivery_saving) as Paisa,
    totalPaisa: Math.max(0, subtotal + cart.delivery_charge - outcome.saving) as Paisa,
  });
  return {
    delivery_charge: deliveryCharge === null ? null : taka(deliveryCharge),
    applied: outcome.applied.map((applied) => ({
      code: applied.code,
      title: applied.title,
      kind: applied.kind,
      saving: taka(applied.saving),
    })),
    lines: lines.map((line, index) => ({
      product_id: line.product_id,
      variant_id: line.variant_id,
      saving: taka(outcome.line_savings[index]!),
    })),
    items_saving: taka(outcome.items_saving),
    delivery_saving: taka(outcome.delivery_saving),
    saving: taka(outcome.saving),
    code_refusal: refusal && {
      reason: refusal.reason,
      minimum:
        refusal.minimum === undefined
          ? null
          : refusal.reason === 'below_minimum_amount'
            ? taka(refusal.minimum)
            : refusal.minimum,
      starts_at: refusal.starts_at?.toISOString() ?? null,
    },
    advance,
  };
}

/**
 * What the shop's payment rules would ask in advance of this cart (issue 30), as placing the order computes it. The
 * number's risk is read only when the rules depend on it and a valid number is given; without one, a `risky` rule
 * is shown as it applies to a new number (what placing the order would ask of a number with no history).
 */
async function previewAdvance(
  db: Database,
  shop: ShopRow,
  typedMobile: string | undefined,
  totals: AdvanceTotals,
): Promise<AdvancePreview | null> {
  const rules = paymentRulesOf(shop.settings.payments);
  if (rules.mode === 'none') return null;
  let level: CodRiskLevel | null = null;
  if (rules.applies === 'risky' && typedMobile !== undefined && validateMobile(typedMobile) === null) {
    level = (await placementRisk(db, shop.id, normalizeMobile(typedMobile))).level;
  }
  const due = advanceDue(rules, totals, level);
  if (due.dueNowPaisa === 0) return null;
  return {
    due_now: taka(due.dueNowPaisa),
    at_door: taka(due.dueAtDoorPaisa),
    total: taka(totals.totalPaisa),
    dispatch_within_48h: dispatchRuleApplies(due.dueNowPaisa, totals.totalPaisa),
    expiry_minutes: rules.expiry_minutes,
    refund_terms: rules.refund_terms,
  };
}
