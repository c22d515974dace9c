/**
 * Order fixtures: a shop ready to take orders, order bodies, placing over HTTP, and a snapshot of
 * every row an order touches (to prove a refused order changed nothing).
 */
import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { Order, PlaceOrderBodyInput } from '@haat/domain/schemas';
import { idempotencyKeys, orderItems, orders, orderStatusHistory, products } from '../src/platform/db/schema.ts';
import type { TestContext, TestResponse } from './context.ts';
import { createDeliveryPackage, createProduct, createShop, uniqueMobile, type ProductFixture } from './fixtures.ts';
import type { ProductRow, ShopRow } from '../src/platform/db/rows.ts';

export interface OrderingShop {
  shop: ShopRow;
  deliveryPackage: Awaited<ReturnType<typeof createDeliveryPackage>>;
  products: ProductRow[];
}

/** A published shop with one delivery package (charge 60 unless given) and the products described. */
export async function createOrderingShop(
  ctx: TestContext,
  options: { products?: Omit<ProductFixture, 'shop'>[]; charge?: number; shop?: Parameters<typeof createShop>[1] } = {},
): Promise<OrderingShop> {
  const shop = await createShop(ctx, options.shop ?? {});
  const deliveryPackage = await createDeliveryPackage(ctx, {
    shop,
    name: 'Inside Dhaka',
    charge: options.charge ?? 60,
  });
  const rows: ProductRow[] = [];
  for (const product of options.products ?? [{}]) rows.push(await createProduct(ctx, { shop, ...product }));
  return { shop, deliveryPackage, products: rows };
}

/** A valid order body for `lines` (product, quantity), with a fresh mobile unless overridden. */
export function orderBody(
  target: Pick<OrderingShop, 'shop' | 'deliveryPackage'>,
  lines: [ProductRow, number][],
  overrides: Partial<PlaceOrderBodyInput> & Record<string, unknown> = {},
): PlaceOrderBodyInput {
  return {
    shop_id: target.shop.id,
    items: lines.map(([product, quantity]) => ({ product_id: product.id, quantity })),
    name: 'Rahim Uddin',
    mobile: uniqueMobile(),
    address: 'House 12, Road 5, Dhanmondi',
    district: 'Dhaka',
    delivery_package_id: target.deliveryPackage.id,
    ...overrides,
  };
}

/** POST /api/shop/orders with an Idempotency-Key (a fresh UUID unless given; `null` sends none). */
export function postOrder(
  ctx: Pick<TestContext, 'request'>,
  body: unknown,
  options: { key?: string | null; token?: string } = {},
): Promise<TestResponse<Order>> {
  const key = options.key === undefined ? randomUUID() : options.key;
  return ctx.request<Order>('POST', '/api/shop/orders', {
    body,
    ...(options.token ? { token: options.token } : {}),
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });
}

/** Places an order that must succeed and returns it. */
export async function placeTestOrder(
  ctx: Pick<TestContext, 'request'>,
  body: unknown,
  options: { token?: string } = {},
): Promise<Order> {
  const res = await postOrder(ctx, body, options);
  if (res.status !== 201) throw new Error(`Expected 201, got ${res.status}: ${res.text}`);
  return res.body.data;
}

/** Every row an order of `shopId` writes: products' stock and sales, orders, lines, history and keys. */
export async function orderRowsOf(ctx: Pick<TestContext, 'db'>, shopId: number) {
  const [productRows, [orderCount], [itemCount], [historyCount], keys] = await Promise.all([
    ctx.db
      .select({ id: products.id, stock: products.stock, soldCount: products.soldCount, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.shopId, shopId))
      .orderBy(asc(products.id)),
    ctx.db.select({ n: count() }).from(orders).where(eq(orders.shopId, shopId)),
    ctx.db.select({ n: count() }).from(orderItems).where(eq(orderItems.shopId, shopId)),
    ctx.db.select({ n: count() }).from(orderStatusHistory).where(eq(orderStatusHistory.shopId, shopId)),
    ctx.db
      .select({
        key: idempotencyKeys.key,
        status: idempotencyKeys.status,
        responseStatus: idempotencyKeys.responseStatus,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.shopId, shopId))
      .orderBy(asc(idempotencyKeys.id)),
  ]);
  return {
    products: productRows,
    orders: orderCount?.n ?? 0,
    items: itemCount?.n ?? 0,
    history: historyCount?.n ?? 0,
    keys,
  };
}

/** The stock of a product now. */
export async function stockOf(
  ctx: Pick<TestContext, 'db'>,
  productId: number,
): Promise<{ stock: number; soldCount: number }> {
  const [row] = await ctx.db
    .select({ stock: products.stock, soldCount: products.soldCount })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`No product ${productId}`);
  return row;
}
