/**
 * The body of the order transaction: read the delivery package, products and their variants, price the order with
 * @haat/domain from the variants' current rows (decision 210: every line is a variant), write the order, its lines and its first history
 * entry, and take the stock; then queue its SMS (the last lock taken). Runs inside a transaction it is given; any refusal is an
 * HttpError thrown before the transaction commits, so a refused order changes nothing.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { parcelWeightGrams } from '@haat/domain/couriers';
import { deliveryChargePaisa } from '@haat/domain/delivery-charge';
import { orderTotals, type OrderLineInput, type OrderProduct } from '@haat/domain/order-totals';
import { unitPriceTaka } from '@haat/domain/price';
import { chosenOptions } from '@haat/domain/variants';
import { packagesFor, type PackagePlace, type DeliveryZone } from '@haat/domain/delivery-zones';
import type { PlaceOrderBody } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import {
  deliveryPackages,
  orderItems,
  orders,
  orderStatusHistory,
  productImages,
  products,
  productVariants,
} from '../../platform/db/schema.ts';
import type { OrderRow, ProductRow, ProductVariantRow } from '../../platform/db/rows.ts';
import { conflict, HttpError, invalid, type FieldErrors } from '../../platform/http/errors.ts';
import { generateOrderCode } from '../../platform/ids.ts';
import { paisa, taka } from '../../platform/money.ts';
import { variantPricingOf } from '../products/products.serializers.ts';
import type { OrderRows } from './orders.serializers.ts';
import { checkOrderLimits, lockOrderPlacer, type OrderPlacer } from './order-limits.ts';
import { rowsOf } from '../../platform/db/types.ts';
import { placementRisk } from './cod-risk.service.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { queueOrderSms, type OrderSmsDeps } from '../sms/order-sms.service.ts';
import { spendOrderCode, type OrderCodeCheck } from './order-otp.ts';
import { checkedPlace } from '../addresses/address-place.ts';
import { queuePurchaseEvent, type OrderBrowser } from '../meta-conversions/meta-conversions.service.ts';
import type { Paisa } from '@haat/domain/money';
import { advanceDue, paymentRulesOf } from '@haat/domain/advance-payment';
import {
  checkoutDiscounts,
  orderDiscountRows,
  redeemDiscounts,
  refuseCode,
  type CheckoutDiscounts,
} from '../discounts/discounts.checkout.ts';

export const PRODUCT_UNAVAILABLE = 'This product is not available';
export const DELIVERY_PACKAGE_UNAVAILABLE = 'This delivery option is not available';
export const STOCK_CHANGED = 'The stock changed while the order was being placed, please try again';
export const PRICE_CHANGED = 'The price has just changed';
export const COD_BLOCKED = 'This shop does not take cash-on-delivery orders from this number. Please contact the shop.';
const MAX_CODE_ATTEMPTS = 5;

export interface NewOrder {
  shopId: number;
  customerId: number | null;
  body: PlaceOrderBody;
  /** Who places it over HTTP, with the anti-hoarding limits to apply (none for orders written by scripts). */
  placer?: OrderPlacer;
  /** Where the courier's fraud check of the number is queued, when the shop has a Steadfast account. */
  jobs?: Pick<JobQueue, 'enqueue'>;
  /** The shopper's language (Accept-Language): the order's SMS are written in it; absent: Bengali. */
  language?: 'bn' | 'en';
  /** Where the order's SMS are queued (the customer's and the owner's alert); null: none (scripts, tests). */
  sms: OrderSmsDeps | null;
  /** The body's one-time code as checked before the transaction (order-otp.ts); absent: none given. */
  code?: OrderCodeCheck;
  /** The browser it came from, for the shop's Meta Conversions API (absent: not placed by a browser). */
  browser?: OrderBrowser;
}

/** A line's variant with its product and the key of its picture (the variant's own, else the product's). */
interface SoldVariant {
  product: ProductRow;
  variant: ProductVariantRow;
  imageKey: string | null;
}

interface PricedVariant extends OrderProduct {
  sold: SoldVariant;
}

/** The variant as @haat/domain's order math prices it: the price fields that apply to it, its product's id and name. */
const priced = (sold: SoldVariant): PricedVariant => ({
  id: sold.product.id,
  name: sold.product.name,
  ...variantPricingOf(sold.product, sold.variant),
  sold,
});

const linePath = (index: number, field: 'product_id' | 'variant_id' | 'quantity' | 'unit_price') =>
  `items.${index}.${field}`;

const stockText = (stock: number) => (stock === 0 ? 'Out of stock' : `Only ${stock} left in stock`);

/** "Kurti (M / Red)", or the name alone for a simple product. */
const lineName = ({ product, variant }: SoldVariant) =>
  variant.optionValues.length === 0 ? product.name : `${product.name} (${variant.optionValues.join(' / ')})`;

/** The body's lines with their variants (each line's variant resolved by resolveVariants). */
type ResolvedLine = { item: PlaceOrderBody['items'][number]; variantId: number };

/** Units per variant of the body, ascending by variant id. */
const wantedOf = (lines: readonly ResolvedLine[]) => {
  const totals = new Map<number, number>();
  for (const { item, variantId } of lines) totals.set(variantId, (totals.get(variantId) ?? 0) + item.quantity);
  return [...totals.entries()].sort(([a], [b]) => a - b);
};

/** Whether the line says which unit price the shopper saw and the variant's price is now another. */
const sawOtherPrice = (item: PlaceOrderBody['items'][number], sold: SoldVariant) =>
  item.unit_price !== undefined && item.unit_price !== unitPriceTaka(priced(sold));

/**
 * The refusal for lines whose variants (`current`, as they are now) cannot be sold as `read`: gone
 * is 422 at the line; otherwise 409 naming every variant short of stock and every one whose
 * price is not the one the shopper saw (`unit_price`) or changed while the order was being placed,
 * each at its line path in `errors`, so the shopper can fix all of them at once. Null when none.
 */
function refusalOf(
  lines: readonly ResolvedLine[],
  current: Map<number, SoldVariant>,
  read: Map<number, SoldVariant>,
  taken: Set<number>,
): HttpError | null {
  const wanted = new Map(wantedOf(lines));
  const gone: FieldErrors = {};
  const short: FieldErrors = {};
  const repriced: FieldErrors = {};
  const shortNames = new Map<number, string>();
  const repricedNames = new Map<number, string>();
  lines.forEach(({ item, variantId }, index) => {
    if (taken.has(variantId)) return;
    const sold = current.get(variantId);
    const before = read.get(variantId);
    if (!sold || !before || !sold.variant.enabled) {
      gone[linePath(index, item.variant_id === undefined ? 'product_id' : 'variant_id')] = [PRODUCT_UNAVAILABLE];
      return;
    }
    const { stock } = sold.variant;
    if (stock < (wanted.get(variantId) ?? 0)) {
      short[linePath(index, 'quantity')] = [stockText(stock)];
      const name = lineName(sold);
      shortNames.set(variantId, stock === 0 ? `"${name}" is out of stock` : `"${name}" has only ${stock} left`);
    } else if (sawOtherPrice(item, sold)) {
      repriced[linePath(index, 'unit_price')] = [PRICE_CHANGED];
      repricedNames.set(variantId, `"${lineName(sold)}"`);
    } else if (sold.variant.pricePaisa !== before.variant.pricePaisa) {
      repriced[linePath(index, 'product_id')] = [PRICE_CHANGED];
      repricedNames.set(variantId, `"${lineName(sold)}"`);
    }
  });
  if (Object.keys(gone).length > 0) return invalid(gone);
  const stockMessage = `Not enough stock: ${[...shortNames.values()].join(', ')}`;
  const priceMessage = `The price of ${[...repricedNames.values()].join(', ')} has just changed, please check your cart`;
  const messages = [...(shortNames.size > 0 ? [stockMessage] : []), ...(repricedNames.size > 0 ? [priceMessage] : [])];
  return messages.length > 0 ? new HttpError(409, messages.join('. '), { ...short, ...repriced }) : null;
}

/**
 * Takes the units of every variant in one statement: the order's products are first locked in
 * ascending id order (the materialized `locked`), as every order, cancellation and change of a
 * product's variants locks them, so concurrent writers cannot deadlock whatever plan the UPDATE
 * gets; then one UPDATE of all lines (variant, quantity, price as read) takes a line only while the
 * variant is on, its stock covers the quantity and its price is unchanged, so no order can take more
 * than there is; the products' totals and sold counts follow in the same statement. It runs last,
 * after the order's rows are written, so rows stay locked only for the statements up to the commit.
 * A variant it could not take is refused (409 or 422, see refusalOf).
 */
async function takeStock(
  tx: Database,
  shopId: number,
  lines: readonly ResolvedLine[],
  read: Map<number, SoldVariant>,
): Promise<void> {
  const wanted = wantedOf(lines);
  const values = wanted.map(([variantId, quantity]) => {
    const { variant } = read.get(variantId)!;
    return sql`(${variantId}::integer, ${variant.productId}::integer, ${quantity}::integer, ${variant.pricePaisa}::integer)`;
  });
  const productIds = [...new Set(wanted.map(([variantId]) => read.get(variantId)!.variant.productId))];
  const result = await tx.execute(sql`
    with locked as materialized (
      select id from products
       where shop_id = ${shopId} and id in (${sql.join(productIds, sql`, `)})
       order by id for no key update
    ), taken as (
      update product_variants
         set stock = product_variants.stock - wanted.quantity, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as wanted (id, product_id, quantity, price_paisa)
       where product_variants.id = wanted.id
         and product_variants.product_id = wanted.product_id
         and product_variants.product_id in (select id from locked)
         and product_variants.enabled
         and product_variants.stock >= wanted.quantity
         and product_variants.price_paisa = wanted.price_paisa
      returning product_variants.id, product_variants.product_id, wanted.quantity
    ), sold as (
      update products
         set stock = greatest(products.stock - units.quantity, 0),
             sold_count = products.sold_count + units.quantity,
             updated_at = now()
        from (select product_id, sum(quantity)::integer as quantity from taken group by product_id) as units
       where products.id = units.product_id
      returning products.id
    )
    select id from taken`);
  const taken = new Set(rowsOf<{ id: number }>(result).map((row) => row.id));
  if (taken.size === wanted.length) return;
  // `current` already lacks the units this statement took: only the lines it could not take are judged.
  const current = await readVariants(tx, shopId, productIds);
  throw refusalOf(lines, current, read, taken) ?? conflict(STOCK_CHANGED);
}

/** A read of variants with their products and pictures, ascending by variant id. */
function variantsQuery(tx: Database, shopId: number, productIds: number[]) {
  return tx
    .select({ variant: productVariants, product: products, imageKey: productImages.imageKey })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(productImages, eq(productImages.id, productVariants.imageId))
    .where(and(eq(productVariants.shopId, shopId), inArray(productVariants.productId, productIds)))
    .orderBy(asc(productVariants.id));
}

/** What the order needs of each of the shop's packages to tell whether the address may take the chosen one. */
type ShopPackage = { id: number; zone: DeliveryZone | null; places: PackagePlace[] };

type VariantRead = { variant: ProductVariantRow; product: ProductRow; imageKey: string | null };

const byVariantId = (rows: VariantRead[]): Map<number, SoldVariant> =>
  new Map(
    rows.map(({ variant, product, imageKey }) => [
      variant.id,
      { variant, product, imageKey: imageKey ?? product.imageKey },
    ]),
  );

/** The variants of these products as they are now, by variant id (what takeStock judges a refusal by). */
async function readVariants(tx: Database, shopId: number, productIds: number[]): Promise<Map<number, SoldVariant>> {
  return byVariantId(await variantsQuery(tx, shopId, productIds));
}

/**
 * The delivery package and the ordered products' variants as they are now; 422 naming every bad
 * field when the package or a product is not this shop's, or the package is for another zone than the address. Products and variants are read FOR KEY
 * SHARE: a concurrent delete waits for this order (which references them), while price and stock
 * updates do not. One statement reads them all (the package joined to each variant); only when
 * that finds nothing are they read apart, to tell which is missing.
 */
async function readReferences(tx: Database, shopId: number, body: PlaceOrderBody) {
  const productIds = [...new Set(body.items.map((item) => item.product_id))];
  const packageOfShop = and(eq(deliveryPackages.id, body.delivery_package_id), eq(deliveryPackages.shopId, shopId));
  // The shop's packages beside the chosen one: whether the address may take it depends on the others (decision 244).
  // An uncorrelated subquery, evaluated once in the same statement.
  const shopPackages = sql<
    ShopPackage[]
  >`(select coalesce(json_agg(json_build_object('id', ${deliveryPackages.id}, 'zone', ${deliveryPackages.zone}, 'places', ${deliveryPackages.places})), '[]'::json) from ${deliveryPackages} where ${deliveryPackages.shopId} = ${shopId})`;
  const joined = await tx
    .select({
      variant: productVariants,
      product: products,
      imageKey: productImages.imageKey,
      deliveryPackage: deliveryPackages,
      shopPackages,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(deliveryPackages, packageOfShop)
    .leftJoin(productImages, eq(productImages.id, productVariants.imageId))
    .where(and(eq(productVariants.shopId, shopId), inArray(productVariants.productId, productIds)))
    .orderBy(asc(productVariants.id))
    .for('key share', { of: [productVariants, products] });
  let deliveryPackage = joined[0]?.deliveryPackage;
  let rows: VariantRead[] = joined;
  if (!deliveryPackage) {
    [deliveryPackage] = await tx.select().from(deliveryPackages).where(packageOfShop).limit(1);
    rows = await variantsQuery(tx, shopId, productIds);
  }
  const found = new Set(rows.map((row) => row.product.id));
  const errors: FieldErrors = {};
  if (!deliveryPackage) errors['delivery_package_id'] = [DELIVERY_PACKAGE_UNAVAILABLE];
  else if (
    joined[0] &&
    !packagesFor(joined[0].shopPackages, body).some((offered) => offered.id === deliveryPackage.id)
  ) {
    errors['delivery_package_id'] = ['validation.delivery_zone'];
  }
  body.items.forEach((item, index) => {
    if (!found.has(item.product_id)) errors[linePath(index, 'product_id')] = [PRODUCT_UNAVAILABLE];
  });
  if (!deliveryPackage || Object.keys(errors).length > 0) throw invalid(errors);
  return { deliveryPackage, variants: byVariantId(rows) };
}

/**
 * Each line's variant: the one it names, which must be one of its product's (422 otherwise); a line
 * that names none is a simple product's (its one variant), a product with options must be told
 * which (422 `validation.variant_required`).
 */
function resolveVariants(body: PlaceOrderBody, variants: Map<number, SoldVariant>): ResolvedLine[] {
  const simpleOf = new Map<number, number>();
  for (const { product, variant } of variants.values())
    if (product.options.length === 0) simpleOf.set(product.id, variant.id);
  const errors: FieldErrors = {};
  const lines = body.items.map((item, index) => {
    const variantId = item.variant_id ?? simpleOf.get(item.product_id);
    const sold = variantId === undefined ? undefined : variants.get(variantId);
    if (item.variant_id === undefined && sold === undefined)
      errors[linePath(index, 'variant_id')] = ['validation.variant_required'];
    else if (sold?.product.id !== item.product_id) errors[linePath(index, 'variant_id')] = [PRODUCT_UNAVAILABLE];
    return { item, variantId: variantId ?? 0 };
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return lines;
}

/** The body's lines, one per variant (quantities of a repeated variant summed), in the body's order. */
function mergedLines(lines: readonly ResolvedLine[], variants: Map<number, SoldVariant>) {
  const merged = new Map<number, OrderLineInput<PricedVariant>>();
  for (const { item, variantId } of lines) {
    const line = merged.get(variantId);
    if (line) line.quantity += item.quantity;
    else merged.set(variantId, { product: priced(variants.get(variantId)!), quantity: item.quantity });
  }
  return [...merged.values()];
}

/**
 * Creates the order of the shop `input.shopId` in `tx`. `generateCode` makes the public code; a code
 * the shop already has is drawn again (40 random bits make that rare).
 */
export async function createOrder(
  tx: Database,
  input: NewOrder,
  generateCode: () => string = generateOrderCode,
): Promise<OrderRows> {
  const { shopId, body } = input;
  const place = checkedPlace(body.district, body.area);
  if (input.placer) await lockOrderPlacer(tx, shopId, body, input.placer);
  // The shop's rules on the customer's risk, from what is stored (the courier's cached answer at most),
  // and the shop's settings, read in the same statement.
  const risk = await placementRisk(tx, shopId, body.mobile);
  if (input.placer) await checkOrderLimits(tx, shopId, body, input.placer, risk.settings);
  if (risk.decision.block) throw new HttpError(409, COD_BLOCKED, { mobile: ['validation.cod_blocked'] });
  if (risk.decision.otp && input.placer) await spendOrderCode(tx, input.code);
  const { deliveryPackage, variants } = await readReferences(tx, shopId, body);
  const resolved = resolveVariants(body, variants);
  // Refuse what is already short before writing anything; takeStock has the last word.
  const early = refusalOf(resolved, variants, variants, new Set());
  if (early) throw early;

  const lines = mergedLines(resolved, variants);
  const grams = parcelWeightGrams(
    resolved.map(({ item, variantId }) => ({
      weight_grams: variants.get(variantId)!.variant.weightGrams,
      quantity: item.quantity,
    })),
  );
  const totals = orderTotals(
    lines,
    taka(deliveryChargePaisa(deliveryPackage.chargePaisa, deliveryPackage.weightStepPaisa, grams)),
  );
  // Discounts are read only when a code is given or the shop has an automatic one (known from placementRisk's
  // statement): an order without either costs no extra round trip (decision 221).
  let discounted: CheckoutDiscounts | null = null;
  if (body.discount_code !== undefined || risk.automaticDiscounts) {
    discounted = await checkoutDiscounts(
      tx,
      shopId,
      {
        lines: totals.items.map((line, index) => ({
          product_id: line.product_id,
          variant_id: lines[index]!.product.sold.variant.id,
          category_ids: [lines[index]!.product.sold.product.categoryId ?? 0].filter((id) => id > 0),
          unit_price: paisa(line.unit_price) as Paisa,
          quantity: line.quantity,
        })),
        delivery_charge: paisa(totals.delivery_charge) as Paisa,
      },
      { code: body.discount_code, mobile: body.mobile },
    );
    refuseCode(discounted);
  }
  const saving = discounted?.outcome.saving ?? 0;
  // The advance the shop's rules ask, from what the server priced and the number's risk (never the browser's
  // amounts); the rules come with the settings placementRisk read, so a shop without rules costs no query.
  const paymentRules = paymentRulesOf(risk.settings.payments);
  const totalPaisa = paisa(totals.total) - saving;
  const { dueNowPaisa } = advanceDue(
    paymentRules,
    {
      deliveryChargePaisa: Math.max(
        0,
        paisa(totals.delivery_charge) - (discounted?.outcome.delivery_saving ?? 0),
      ) as Paisa,
      totalPaisa: totalPaisa as Paisa,
    },
    risk.level,
  );
  const now = new Date();
  const values = {
    shopId,
    customerId: input.customerId,
    status: 'pending',
    name: body.name,
    mobile: body.mobile,
    email: body.email ?? null,
    address: body.address,
    district: place.district,
    area: place.area,
    note: body.note ?? null,
    deliveryPackageId: deliveryPackage.id,
    deliveryPackageName: deliveryPackage.name,
    subtotalPaisa: paisa(totals.subtotal),
    deliveryChargePaisa: paisa(totals.delivery_charge),
    totalPaisa,
    discountPaisa: saving,
    discounts: discounted ? orderDiscountRows(discounted) : [],
    clientKey: input.placer?.clientKey ?? null,
    codRiskLevel: risk.level,
    heldForCall: risk.decision.holdForCall,
    language: input.language ?? null,
    advancePaisa: dueNowPaisa,
    paymentDueBy: dueNowPaisa > 0 ? new Date(now.getTime() + paymentRules.expiry_minutes * 60_000) : null,
  };
  let order: OrderRow | undefined;
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS && !order; attempt += 1) {
    [order] = await tx
      .insert(orders)
      .values({ ...values, code: generateCode() })
      .onConflictDoNothing({ target: [orders.shopId, orders.code] })
      .returning();
  }
  if (!order) throw new Error(`No free order code after ${MAX_CODE_ATTEMPTS} attempts`);
  const orderId = order.id;

  const items = await tx
    .insert(orderItems)
    .values(
      totals.items.map((line, index) => {
        const { product, variant, imageKey } = lines[index]!.product.sold;
        return {
          shopId,
          orderId,
          productId: product.id,
          variantId: variant.id,
          productSlug: product.slug,
          name: product.name,
          bnName: product.bnName,
          options: chosenOptions(product.options, variant.optionValues),
          sku: variant.sku,
          weightGrams: variant.weightGrams,
          imageKey,
          unitPricePaisa: paisa(line.unit_price),
          quantity: line.quantity,
          lineTotalPaisa: paisa(line.line_total),
          discountPaisa: discounted?.outcome.line_savings[index] ?? 0,
        };
      }),
    )
    .returning();
  const history = await tx.insert(orderStatusHistory).values({ shopId, orderId, status: 'pending' }).returning();
  if (discounted) await redeemDiscounts(tx, shopId, orderId, body.mobile, discounted);
  await takeStock(tx, shopId, resolved, variants);
  if (risk.fraudCheckDue && input.jobs) {
    await input.jobs.enqueue(tx, 'cod-risk.fraud-check', { shopId, mobile: body.mobile });
  }
  if (input.sms) await queueOrderSms(tx, input.sms, order, 'pending');
  if (input.browser && input.jobs) {
    await queuePurchaseEvent(tx, input.jobs, { shopId, orderId, settings: risk.settings }, input.browser);
  }
  return { order, items: items.sort((a, b) => a.id - b.id), history, payments: [], paymentRules };
}
