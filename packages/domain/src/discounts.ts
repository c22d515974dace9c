/**
 * Discounts (issue 31 item 1, decision 221): codes the shopper types and automatic discounts, their eligibility and
 * their math in paisa. Pure: the caller reads the discounts, how often each was used and whether this phone used it.
 *
 * The rules, stated once here:
 * - **Kinds.** `percentage` takes `percent`% off each eligible line, rounded half-up to the paisa per line (so the
 *   lines' savings add up to the discount exactly); `fixed_amount` takes `amount` paisa off the eligible lines once per
 *   order, at most their total, shared over them in proportion to their totals (largest remainder, so the shares add
 *   up exactly); `free_delivery` takes the delivery charge off.
 * - **Scope.** The whole order, or the lines whose product is in one of the chosen categories, is one of the chosen
 *   products, or is one of the chosen variants. A free delivery with a scope needs one eligible line in the order.
 * - **Minimums** (amount and quantity) count the eligible lines at their prices before any discount.
 * - **Window.** `starts_at` inclusive, `ends_at` exclusive, as instants; the admin enters Asia/Dhaka local time
 *   (UTC+6 all year, no daylight saving), see {@link dhakaLocalToInstant}.
 * - **Limits.** A discount used `usage_limit` times is used up; a discount `once_per_phone` applies once per number.
 * - **Stacking.** At most one code per order. The order gets whichever saves the shopper more: every applicable
 *   discount marked combinable together (the code among them when it is combinable), or one applicable discount that
 *   is not combinable, alone. A tie goes to the choice that has the code, then to the combined set, then to the lowest
 *   id. Discounts in a set apply one after another (percentages, then fixed amounts, then free delivery; by id within
 *   a kind), each on what the lines still cost, so no line and no delivery charge goes below zero.
 */
import { addPaisa, multiplyPaisa, percentOf, sumPaisa, ZERO_PAISA, type Paisa } from './money.ts';

export const discountKinds = ['percentage', 'fixed_amount', 'free_delivery'] as const;
export type DiscountKind = (typeof discountKinds)[number];

export const discountScopes = ['order', 'categories', 'products', 'variants'] as const;
export type DiscountScope = (typeof discountScopes)[number];

/**
 * Why a code the shopper typed does not apply; the storefront says it in the shopper's language.
 * `not_combinable`: the code applies, but a discount that cannot be combined with it saves more, so the order gets that.
 */
export const discountRefusals = [
  'unknown_code',
  'not_started',
  'expired',
  'used_up',
  'already_used',
  'not_for_these_products',
  'below_minimum_amount',
  'below_minimum_quantity',
  'not_combinable',
] as const;
export type DiscountRefusalReason = (typeof discountRefusals)[number];

export interface DiscountRefusal {
  reason: DiscountRefusalReason;
  /** For `below_minimum_amount`: the minimum (paisa); for `below_minimum_quantity`: the minimum number of units. */
  minimum?: number;
  /** For `not_started`: when it starts. */
  starts_at?: Date;
}

/** The longest code; codes are letters, digits, `-` and `_`, compared without case. */
export const DISCOUNT_CODE_MAX_LENGTH = 30;
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/u;

/** A code as stored and compared: trimmed, upper case (Bengali digits read as ASCII). */
export function normalizeDiscountCode(code: string): string {
  return code
    .trim()
    .replace(/[০-৯]/gu, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .toUpperCase();
}

export interface Discount {
  id: number;
  /** The code the shopper types (normalised); null: automatic. */
  code: string | null;
  title: string;
  kind: DiscountKind;
  /** For `percentage`: the percent, 0 < percent ≤ 100, counted to hundredths. */
  percent: number;
  /** For `fixed_amount`: the amount in paisa. */
  amount: Paisa;
  scope: DiscountScope;
  /** The chosen categories', products' or variants' ids (ignored for `order`). */
  target_ids: readonly number[];
  min_amount: Paisa | null;
  min_quantity: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  once_per_phone: boolean;
  combinable: boolean;
  active: boolean;
}

/** How often a discount was used, and whether by the order's phone (false when the phone is not known yet). */
export interface DiscountUsage {
  used: number;
  used_by_phone: boolean;
}

export interface DiscountLine {
  product_id: number;
  variant_id: number;
  category_ids: readonly number[];
  /** The unit price after the product's own discount (price.ts). */
  unit_price: Paisa;
  quantity: number;
}

export interface DiscountCart {
  lines: readonly DiscountLine[];
  delivery_charge: Paisa;
}

export interface AppliedDiscount {
  id: number;
  code: string | null;
  title: string;
  kind: DiscountKind;
  /** What it takes off the lines and the delivery charge together. */
  saving: Paisa;
}

export interface DiscountOutcome {
  /** The discounts the order gets, in the order they applied. */
  applied: AppliedDiscount[];
  /** What the discounts take off each line, in the order of `cart.lines`. */
  line_savings: Paisa[];
  items_saving: Paisa;
  delivery_saving: Paisa;
  /** items_saving + delivery_saving. */
  saving: Paisa;
  /** Why the code given does not apply; null when none was given or it applies. */
  code_refusal: DiscountRefusal | null;
}

const lineTotal = (line: DiscountLine): Paisa => multiplyPaisa(line.unit_price, line.quantity);

/** Whether the line is one the discount is for. */
export function lineEligible(discount: Pick<Discount, 'scope' | 'target_ids'>, line: DiscountLine): boolean {
  switch (discount.scope) {
    case 'order':
      return true;
    case 'categories':
      return line.category_ids.some((id) => discount.target_ids.includes(id));
    case 'products':
      return discount.target_ids.includes(line.product_id);
    case 'variants':
      return discount.target_ids.includes(line.variant_id);
  }
}

/** Whether `at` is within the discount's window: from `starts_at` (inclusive) to `ends_at` (exclusive). */
export function inWindow(discount: Pick<Discount, 'starts_at' | 'ends_at'>, at: Date): boolean {
  return (
    (discount.starts_at === null || at.getTime() >= discount.starts_at.getTime()) &&
    (discount.ends_at === null || at.getTime() < discount.ends_at.getTime())
  );
}

/**
 * Why the discount does not apply to the cart at `at`, or null when it does. Checked in this order: switched off
 * (as an unknown code: a switched-off code says nothing about itself), the window, the limits, the products, the
 * minimums.
 */
export function discountRefusal(
  discount: Discount,
  cart: DiscountCart,
  usage: DiscountUsage,
  at: Date,
): DiscountRefusal | null {
  if (!discount.active) return { reason: 'unknown_code' };
  if (discount.starts_at !== null && at.getTime() < discount.starts_at.getTime()) {
    return { reason: 'not_started', starts_at: discount.starts_at };
  }
  if (!inWindow(discount, at)) return { reason: 'expired' };
  if (discount.usage_limit !== null && usage.used >= discount.usage_limit) return { reason: 'used_up' };
  if (discount.once_per_phone && usage.used_by_phone) return { reason: 'already_used' };
  const eligible = cart.lines.filter((line) => lineEligible(discount, line));
  if (eligible.length === 0) return { reason: 'not_for_these_products' };
  if (discount.min_amount !== null && sumPaisa(eligible.map(lineTotal)) < discount.min_amount) {
    return { reason: 'below_minimum_amount', minimum: discount.min_amount };
  }
  const units = eligible.reduce((sum, line) => sum + line.quantity, 0);
  if (discount.min_quantity !== null && units < discount.min_quantity) {
    return { reason: 'below_minimum_quantity', minimum: discount.min_quantity };
  }
  return null;
}

/**
 * `amount` shared over `weights` in proportion (largest remainder: the floor of each share, then one paisa more to
 * the largest remainders, earlier lines first on a tie). The shares add up to `amount` when the weights add up to at
 * least `amount`, and no share exceeds its weight.
 */
export function shareInProportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, total);
  // BigInt keeps amount * weight exact for any amounts a shop can have.
  const exact = weights.map((weight) => (BigInt(capped) * BigInt(weight)) / BigInt(total));
  const remainders = weights.map((weight, index) => ({
    index,
    rest: (BigInt(capped) * BigInt(weight)) % BigInt(total),
  }));
  const shares = exact.map(Number);
  let left = capped - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    if (shares[index]! < weights[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}

const KIND_ORDER: Record<DiscountKind, number> = { percentage: 0, fixed_amount: 1, free_delivery: 2 };

interface SetOutcome {
  applied: AppliedDiscount[];
  line_savings: Paisa[];
  delivery_saving: Paisa;
  saving: Paisa;
}

/** The discounts applied one after another (see the module's stacking rule), each on what is still left to pay. */
function applySet(set: readonly Discount[], cart: DiscountCart): SetOutcome {
  const ordered = [...set].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id);
  const left = cart.lines.map((line) => lineTotal(line) as number);
  const lineSavings = cart.lines.map(() => 0);
  let deliveryLeft: number = cart.delivery_charge;
  const applied: AppliedDiscount[] = [];
  for (const discount of ordered) {
    let saving = 0;
    const eligible = cart.lines.map((line) => lineEligible(discount, line));
    if (discount.kind === 'free_delivery') {
      saving = deliveryLeft;
      deliveryLeft = 0;
    } else {
      const shares =
        discount.kind === 'percentage'
          ? left.map((amount, index) => (eligible[index] ? percentOf(amount as Paisa, discount.percent) : 0))
          : shareInProportion(
              discount.amount,
              left.map((amount, index) => (eligible[index] ? amount : 0)),
            );
      shares.forEach((share, index) => {
        const taken = Math.min(share, left[index]!);
        left[index]! -= taken;
        lineSavings[index]! += taken;
        saving += taken;
      });
    }
    applied.push({
      id: discount.id,
      code: discount.code,
      title: discount.title,
      kind: discount.kind,
      saving: saving as Paisa,
    });
  }
  const deliverySaving = (cart.delivery_charge - deliveryLeft) as Paisa;
  const lineSaved = lineSavings as Paisa[];
  return {
    applied,
    line_savings: lineSaved,
    delivery_saving: deliverySaving,
    saving: addPaisa(sumPaisa(lineSaved), deliverySaving),
  };
}

export interface DiscountCandidates {
  /** The shop's automatic discounts (code null). */
  automatic: readonly Discount[];
  /** The discount whose code the shopper typed; null when it typed a code the shop does not have or none. */
  coded: Discount | null;
  /** Whether the shopper typed a code. */
  codeGiven: boolean;
  /** The usage of each discount, by id (absent: never used). */
  usage: ReadonlyMap<number, DiscountUsage>;
  at: Date;
}

const NO_USE: DiscountUsage = { used: 0, used_by_phone: false };

/** What the cart gets off: the best choice under the stacking rule of this module, and why the code does not apply. */
export function applyDiscounts(cart: DiscountCart, candidates: DiscountCandidates): DiscountOutcome {
  const usageOf = (discount: Discount) => candidates.usage.get(discount.id) ?? NO_USE;
  const applicable = candidates.automatic.filter(
    (discount) => discount.code === null && discountRefusal(discount, cart, usageOf(discount), candidates.at) === null,
  );
  let codeRefusal: DiscountRefusal | null = null;
  const { coded } = candidates;
  if (candidates.codeGiven) {
    codeRefusal = coded ? discountRefusal(coded, cart, usageOf(coded), candidates.at) : { reason: 'unknown_code' };
    if (coded && codeRefusal === null) applicable.push(coded);
  }
  const choices: { set: Discount[]; rank: number }[] = [];
  const combined = applicable.filter((discount) => discount.combinable);
  if (combined.length > 0) choices.push({ set: combined, rank: 0 });
  for (const discount of applicable) if (!discount.combinable) choices.push({ set: [discount], rank: discount.id });
  let best: (SetOutcome & { hasCode: boolean; rank: number }) | null = null;
  for (const { set, rank } of choices) {
    const outcome = { ...applySet(set, cart), hasCode: coded !== null && set.includes(coded), rank };
    if (
      best === null ||
      outcome.saving > best.saving ||
      (outcome.saving === best.saving && (outcome.hasCode ? 1 : 0) - (best.hasCode ? 1 : 0) > 0) ||
      (outcome.saving === best.saving && outcome.hasCode === best.hasCode && outcome.rank < best.rank)
    ) {
      best = outcome;
    }
  }
  if (coded && codeRefusal === null && !best?.hasCode) codeRefusal = { reason: 'not_combinable' };
  const lineSavings = best?.line_savings ?? cart.lines.map(() => ZERO_PAISA);
  const itemsSaving = sumPaisa(lineSavings);
  const deliverySaving = best?.delivery_saving ?? ZERO_PAISA;
  return {
    applied: best?.applied.filter((discount) => discount.saving > 0 || discount.code !== null) ?? [],
    line_savings: lineSavings,
    items_saving: itemsSaving,
    delivery_saving: deliverySaving,
    saving: addPaisa(itemsSaving, deliverySaving),
    code_refusal: codeRefusal,
  };
}

// ---- Asia/Dhaka local time ------------------------------------------------------------------------------------------

/** Bangladesh Standard Time: UTC+6 all year (no daylight saving since 2009). */
export const DHAKA_OFFSET_MINUTES = 6 * 60;
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/u;

/**
 * The instant of a local date and time in Dhaka as a `datetime-local` input gives it (`2026-03-31T00:00`); null when
 * the text is not one or names no real time (`2026-02-30T10:00`, `24:00`).
 */
export function dhakaLocalToInstant(local: string): Date | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  ) {
    return null;
  }
  return new Date(utc - DHAKA_OFFSET_MINUTES * 60_000);
}

/** The instant as Dhaka's local `YYYY-MM-DDTHH:mm` (seconds dropped), what a `datetime-local` input shows. */
export function instantToDhakaLocal(instant: Date): string {
  return new Date(instant.getTime() + DHAKA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}
