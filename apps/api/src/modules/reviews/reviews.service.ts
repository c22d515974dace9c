/**
 * Reviews: the customer's own, and each product's for every shopper. A customer may review a product
 * of the shop once they have received it (one of their orders containing it is delivered or completed).
 * Reviewing the same product again replaces the earlier rating and comment: one review per product per
 * customer.
 */
import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@haat/domain/order-status';
import type { PaginationQuery, ReviewBody } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { customers, orderItems, orders, products, reviews } from '../../platform/db/schema.ts';
import type { ProductRow, ReviewRow } from '../../platform/db/rows.ts';
import type { CustomerIdentity } from '../../platform/auth/customer-session.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { offsetOf, type Page } from '../../platform/http/paginate.ts';
import { PRODUCT_NOT_FOUND, requireProductBySlug } from '../products/products.service.ts';
import { requireShop } from '../shops/shops.service.ts';

export const RECEIVED_STATUSES = ['delivered', 'completed'] as const satisfies readonly OrderStatus[];
export const NOT_RECEIVED = 'You can review a product after you have received it';

export interface ReviewWithProduct {
  review: ReviewRow;
  product: ProductRow;
}

export async function listCustomerReviews(db: Database, who: CustomerIdentity): Promise<ReviewWithProduct[]> {
  return db
    .select({ review: getTableColumns(reviews), product: products })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.customerId, who.id), eq(reviews.shopId, who.shopId)))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id));
}

async function hasReceived(db: Database, who: CustomerIdentity, productId: number): Promise<boolean> {
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.shopId, who.shopId),
        eq(orders.customerId, who.id),
        inArray(orders.status, [...RECEIVED_STATUSES]),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return line !== undefined;
}

/** Creates or replaces the customer's review of a product; `created` tells which. */
export async function saveReview(
  db: Database,
  who: CustomerIdentity,
  body: ReviewBody,
): Promise<ReviewWithProduct & { created: boolean }> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, body.product_id), eq(products.shopId, who.shopId)))
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (!(await hasReceived(db, who, product.id))) throw forbidden(NOT_RECEIVED);
  const [customer] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, who.id)).limit(1);
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.customerId, who.id), eq(reviews.productId, product.id)))
    .limit(1);
  const values = { customerName: customer?.name ?? who.name, rating: body.rating, comment: body.comment };
  const [review] = await db
    .insert(reviews)
    .values({ shopId: who.shopId, productId: product.id, customerId: who.id, ...values })
    .onConflictDoUpdate({ target: [reviews.customerId, reviews.productId], set: { ...values, updatedAt: new Date() } })
    .returning();
  return { review: review!, product, created: existing === undefined };
}

/** A page of a product's reviews, newest first, with the product; 404 for an unknown or unpublished shop or product. */
export async function listProductReviews(
  db: Database,
  shopId: number,
  slug: string,
  page: PaginationQuery,
): Promise<Page<ReviewRow> & { product: ProductRow }> {
  await requireShop(db, shopId, { shoppers: true });
  const product = await requireProductBySlug(db, shopId, slug);
  const where = and(eq(reviews.shopId, shopId), eq(reviews.productId, product.id));
  const [rows, [counted]] = await Promise.all([
    db
      .select(getTableColumns(reviews))
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows, total: counted?.total ?? 0, product };
}
