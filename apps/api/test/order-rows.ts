/**
 * Orders inserted as rows (not through POST /orders), in any status with any history, for tests of
 * what reads orders: customer order lists, notifications, reviews of received products.
 */
import { sql } from 'drizzle-orm';
import { orderItems, orders, orderStatusHistory } from '../src/platform/db/schema.ts';
import { generateOrderCode } from '../src/platform/ids.ts';
import type { ProductRow, ShopRow } from '../src/platform/db/rows.ts';
import type { TestContext } from './context.ts';

type Ctx = Pick<TestContext, 'db'>;

export interface OrderRowsFixture {
  shop: ShopRow;
  customerId?: number | null;
  /** Each line is one unit of the product at its current price. */
  products: ProductRow[];
  /** The statuses the order went through, oldest first; the last is its status. Default: ['pending']. */
  statuses?: string[];
  /** When the first status was set; later ones follow a minute apart. */
  placedAt?: Date;
  mobile?: string;
  /** The address's district and area (@haat/domain/places' English names); default none (a free-text address). */
  district?: string;
  area?: string;
}

export async function insertOrderRows(ctx: Ctx, fixture: OrderRowsFixture) {
  const statuses = fixture.statuses ?? ['pending'];
  const placedAt = fixture.placedAt ?? new Date();
  const at = (index: number) => new Date(placedAt.getTime() + index * 60_000);
  const subtotal = fixture.products.reduce((sum, product) => sum + product.pricePaisa, 0);
  const [order] = await ctx.db
    .insert(orders)
    .values({
      shopId: fixture.shop.id,
      code: generateOrderCode(),
      customerId: fixture.customerId ?? null,
      status: statuses.at(-1)!,
      name: 'Rahim Uddin',
      mobile: fixture.mobile ?? '01711111111',
      address: 'House 1, Road 2, Dhaka',
      district: fixture.district ?? null,
      area: fixture.area ?? null,
      subtotalPaisa: subtotal,
      deliveryChargePaisa: 6000,
      totalPaisa: subtotal + 6000,
      createdAt: placedAt,
    })
    .returning();
  const items = fixture.products.length
    ? await ctx.db
        .insert(orderItems)
        .values(
          fixture.products.map((product) => ({
            shopId: fixture.shop.id,
            orderId: order!.id,
            productId: product.id,
            // The product's first variant (a simple product's only one).
            variantId: sql<number>`(select id from product_variants where product_id = ${product.id} order by id limit 1)`,
            productSlug: product.slug,
            name: product.name,
            bnName: product.bnName,
            imageKey: product.imageKey,
            unitPricePaisa: product.pricePaisa,
            quantity: 1,
            lineTotalPaisa: product.pricePaisa,
          })),
        )
        .returning()
    : [];
  const history = await ctx.db
    .insert(orderStatusHistory)
    .values(
      statuses.map((status, index) => ({ shopId: fixture.shop.id, orderId: order!.id, status, createdAt: at(index) })),
    )
    .returning();
  return { order: order!, items, history };
}
