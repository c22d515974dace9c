import { and, count, desc, eq } from 'drizzle-orm';
import type { PaginationQuery } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { orders } from '../../platform/db/schema.ts';
import type { CustomerIdentity } from '../../platform/auth/customer-session.ts';
import { offsetOf } from '../../platform/http/paginate.ts';
import type { OrderRows } from './orders.serializers.ts';
import { withDetails } from './order-queries.ts';

/** A page of the orders the customer placed while signed in, newest first, with lines and history. */
export async function listCustomerOrders(
  db: Database,
  who: CustomerIdentity,
  page: PaginationQuery,
): Promise<{ rows: OrderRows[]; total: number }> {
  const where = and(eq(orders.shopId, who.shopId), eq(orders.customerId, who.id));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows: await withDetails(db, rows), total: counted?.total ?? 0 };
}
