/**
 * The body of the order transaction: read the delivery package and products, price the order with
 * @haat/domain from the products' current rows, write the order, its lines and its first history
 * entry, and take the stock; then queue its SMS (the last lock taken). Runs inside a transaction it is given; any refusal is an
 * HttpError thrown before the transaction commits, so a refused order changes nothing.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderTotals, type OrderLineInput, type OrderProduct } from '@haat/domain/order-totals';
import { unitPriceTaka } from '@haat/domain/price';
import type { PlaceOrderBody } from '@haat/domain/schemas';
import type { Database } from '../../db/types.ts';
import { deliveryPackages, orderItems, orders, orderStatusHistory, products } from '../../db/schema.ts';
import type { OrderRow, ProductRow } from '../../db/rows.ts';
import { conflict, HttpError, invalid, type FieldErrors } from '../../lib/errors.ts';
import { generateOrderCode } from '../../lib/ids.ts';
import { paisa, taka } from '../../lib/money.ts';
import type { OrderRows } from './orders.serializers.ts';
import { quantitiesByProduct } from './order-lifecycle.ts';
import { checkOrderLimits, type OrderPlacer } from './order-limits.ts';
import { rowsOf } from '../../db/types.ts';
import { placementRisk } from './cod-risk.service.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { queueOrderSms, type OrderSmsDeps } from '../sms/order-sms.service.ts';
import { spendOrderCode, type OrderCodeCheck } from './order-otp.ts';

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
}

interface PricedProduct extends OrderProduct {
  row: ProductRow;
}

const priced = (row: ProductRow): PricedProduct => ({
  id: row.id,
  name: row.name,
  selling_price: taka(row.sellingPricePaisa),
  discount: row.discountHundredths / 100,
  discount_type: row.discountType,
  row,
});

const linePath = (index: number, field: 'product_id' | 'quantity' | 'unit_price') => `items.${index}.${field}`;

const stockText = (stock: number) => (stock === 0 ? 'Out of stock' : `Only ${stock} left in stock`);

type PriceColumns = Pick<ProductRow, 'sellingPricePaisa' | 'discountHundredths' | 'discountType'>;
const samePrice = (a: PriceColumns, b: PriceColumns) =>
  a.sellingPricePaisa === b.sellingPricePaisa &&
  a.discountHundredths === b.discountHundredths &&
  a.discountType === b.discountType;

/** Units per product of the body, ascending by product id. */
const wantedOf = (body: PlaceOrderBody) =>
  quantitiesByProduct(body.items.map((item) => ({ productId: item.product_id, quantity: item.quantity })));

/** Whether the line says which unit price the shopper saw and the product's price is now another. */
const sawOtherPrice = (item: PlaceOrderBody['items'][number], row: ProductRow) =>
  item.unit_price !== undefined && item.unit_price !== unitPriceTaka(priced(row));

/**
 * The refusal for lines whose products (`current`, as they are now) cannot be sold as `read`: gone
 * is 422 at the line; otherwise 409 naming every product short of stock and every product whose
 * price is not the one the shopper saw (`unit_price`) or changed while the order was being placed,
 * each at its line path in `errors`, so the shopper can fix all of them at once. Null when none.
 */
function refusalOf(
  body: PlaceOrderBody,
  current: Map<number, ProductRow>,
  read: Map<number, ProductRow>,
  taken: Set<number>,
): HttpError | null {
  const wanted = new Map(wantedOf(body));
  const gone: FieldErrors = {};
  const short: FieldErrors = {};
  const repriced: FieldErrors = {};
  const shortNames = new Map<number, string>();
  const repricedNames = new Map<number, string>();
  body.items.forEach((item, index) => {
    if (taken.has(item.product_id)) return;
    const row = current.get(item.product_id);
    const before = read.get(item.product_id);
    if (!row || !before) {
      gone[linePath(index, 'product_id')] = [PRODUCT_UNAVAILABLE];
    } else if (row.stock < (wanted.get(row.id) ?? 0)) {
      short[linePath(index, 'quantity')] = [stockText(row.stock)];
      shortNames.set(
        row.id,
        row.stock === 0 ? `"${row.name}" is out of stock` : `"${row.name}" has only ${row.stock} left`,
      );
    } else if (sawOtherPrice(item, row)) {
      repriced[linePath(index, 'unit_price')] = [PRICE_CHANGED];
      repricedNames.set(row.id, `"${row.name}"`);
    } else if (!samePrice(row, before)) {
      repriced[linePath(index, 'product_id')] = [PRICE_CHANGED];
      repricedNames.set(row.id, `"${row.name}"`);
    }
  });
  if (Object.keys(gone).length > 0) return invalid(gone);
  const stockMessage = `Not enough stock: ${[...shortNames.values()].join(', ')}`;
  const priceMessage = `The price of ${[...repricedNames.values()].join(', ')} has just changed, please check your cart`;
  const messages = [...(shortNames.size > 0 ? [stockMessage] : []), ...(repricedNames.size > 0 ? [priceMessage] : [])];
  return messages.length > 0 ? new HttpError(409, messages.join('. '), { ...short, ...repriced }) : null;
}

/**
 * Takes the units of every product in one statement: one UPDATE of all lines (product, quantity,
 * price as read) that takes a line only while the stock covers its quantity and the price is
 * unchanged, so no order can take more than there is. The rows are first locked in ascending id order (the
 * materialized `locked`), as every order and cancellation locks them, so concurrent orders cannot
 * deadlock whatever plan the UPDATE gets. It runs last, after the order's rows are written, so
 * product rows stay locked only for the statements up to the commit. A product it could not take
 * is refused (409 or 422, see refusalOf).
 */
async function takeStock(
  tx: Database,
  shopId: number,
  body: PlaceOrderBody,
  read: Map<number, ProductRow>,
): Promise<void> {
  const wanted = wantedOf(body);
  const lines = wanted.map(([productId, quantity]) => {
    const price = read.get(productId)!;
    return sql`(${productId}::integer, ${quantity}::integer, ${price.sellingPricePaisa}::integer, ${price.discountHundredths}::integer, ${price.discountType}::text)`;
  });
  const ids = sql.join(
    wanted.map(([productId]) => sql`${productId}::integer`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with locked as materialized (
      select id from products where shop_id = ${shopId} and id in (${ids}) order by id for no key update
    )
    update products
       set stock = products.stock - wanted.quantity,
           sold_count = products.sold_count + wanted.quantity,
           updated_at = now()
      from (values ${sql.join(lines, sql`, `)}) as wanted (id, quantity, selling_price_paisa, discount_hundredths, discount_type)
     where products.id = wanted.id
       and products.id in (select id from locked)
       and products.stock >= wanted.quantity
       and products.selling_price_paisa = wanted.selling_price_paisa
       and products.discount_hundredths = wanted.discount_hundredths
       and products.discount_type = wanted.discount_type
    returning products.id`);
  const taken = new Set(rowsOf<{ id: number }>(result).map((row) => row.id));
  if (taken.size === wanted.length) return;
  const current = await tx
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, [...read.keys()])));
  // `current` already lacks the units this statement took: only the lines it could not take are judged.
  throw (
    refusalOf(body, new Map(current.map((product) => [product.id, product])), read, taken) ?? conflict(STOCK_CHANGED)
  );
}

/**
 * The delivery package and the ordered products as they are now; 422 naming every bad field when
 * the package or a product is not this shop's. They are read FOR KEY SHARE: a concurrent delete
 * waits for this order (which references them), while price and stock updates do not. One
 * statement reads both (the package joined to each product); only when that finds nothing are
 * they read apart, to tell which is missing.
 */
async function readReferences(tx: Database, shopId: number, body: PlaceOrderBody) {
  const productIds = [...new Set(body.items.map((item) => item.product_id))];
  const ofShop = and(eq(products.shopId, shopId), inArray(products.id, productIds));
  const packageOfShop = and(eq(deliveryPackages.id, body.delivery_package_id), eq(deliveryPackages.shopId, shopId));
  const joined = await tx
    .select({ product: products, deliveryPackage: deliveryPackages })
    .from(products)
    .innerJoin(deliveryPackages, packageOfShop)
    .where(ofShop)
    .orderBy(asc(products.id))
    .for('key share');
  let deliveryPackage = joined[0]?.deliveryPackage;
  let rows = joined.map((row) => row.product);
  if (!deliveryPackage) {
    [deliveryPackage] = await tx.select().from(deliveryPackages).where(packageOfShop).limit(1);
    rows = await tx.select().from(products).where(ofShop);
  }
  const productsById = new Map(rows.map((row) => [row.id, row]));
  const errors: FieldErrors = {};
  if (!deliveryPackage) errors['delivery_package_id'] = [DELIVERY_PACKAGE_UNAVAILABLE];
  body.items.forEach((item, index) => {
    if (!productsById.has(item.product_id)) errors[linePath(index, 'product_id')] = [PRODUCT_UNAVAILABLE];
  });
  if (!deliveryPackage || Object.keys(errors).length > 0) throw invalid(errors);
  return { deliveryPackage, productsById };
}

/** The body's lines, one per product (quantities of a repeated product summed), in the body's order. */
function mergedLines(body: PlaceOrderBody, productsById: Map<number, ProductRow>): OrderLineInput<PricedProduct>[] {
  const lines = new Map<number, OrderLineInput<PricedProduct>>();
  for (const item of body.items) {
    const line = lines.get(item.product_id);
    if (line) line.quantity += item.quantity;
    else lines.set(item.product_id, { product: priced(productsById.get(item.product_id)!), quantity: item.quantity });
  }
  return [...lines.values()];
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
  if (input.placer) await checkOrderLimits(tx, shopId, body, input.placer);
  // The shop's rules on the customer's risk, from what is stored (the courier's cached answer at most).
  const risk = await placementRisk(tx, shopId, body.mobile);
  if (risk.decision.block) throw new HttpError(409, COD_BLOCKED, { mobile: ['validation.cod_blocked'] });
  if (risk.decision.otp && input.placer) await spendOrderCode(tx, input.code);
  const { deliveryPackage, productsById } = await readReferences(tx, shopId, body);
  // Refuse what is already short before writing anything; takeStock has the last word.
  const early = refusalOf(body, productsById, productsById, new Set());
  if (early) throw early;

  const lines = mergedLines(body, productsById);
  const totals = orderTotals(lines, taka(deliveryPackage.chargePaisa));
  const values = {
    shopId,
    customerId: input.customerId,
    status: 'pending',
    name: body.name,
    mobile: body.mobile,
    email: body.email ?? null,
    address: body.address,
    district: body.district ?? null,
    note: body.note ?? null,
    deliveryPackageId: deliveryPackage.id,
    deliveryPackageName: deliveryPackage.name,
    subtotalPaisa: paisa(totals.subtotal),
    deliveryChargePaisa: paisa(totals.delivery_charge),
    totalPaisa: paisa(totals.total),
    clientKey: input.placer?.clientKey ?? null,
    codRiskLevel: risk.level,
    heldForCall: risk.decision.holdForCall,
    language: input.language ?? null,
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
        const { row } = lines[index]!.product;
        return {
          shopId,
          orderId,
          productId: row.id,
          productSlug: row.slug,
          name: row.name,
          bnName: row.bnName,
          imageKey: row.imageKey,
          unitPricePaisa: paisa(line.unit_price),
          quantity: line.quantity,
          lineTotalPaisa: paisa(line.line_total),
        };
      }),
    )
    .returning();
  const history = await tx.insert(orderStatusHistory).values({ shopId, orderId, status: 'pending' }).returning();
  await takeStock(tx, shopId, body, productsById);
  if (risk.fraudCheckDue && input.jobs) {
    await input.jobs.enqueue(tx, 'cod-risk.fraud-check', { shopId, mobile: body.mobile });
  }
  if (input.sms) await queueOrderSms(tx, input.sms, order, 'pending');
  return { order, items: items.sort((a, b) => a.id - b.id), history };
}
