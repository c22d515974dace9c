import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { orderTabStatuses } from '@haat/domain/order-status';
import { normalizeMobile } from '@haat/domain/phone';
import type { AdminOrderListQuery } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { orders } from '../../platform/db/schema.ts';
import { offsetOf, type Page } from '../../platform/http/paginate.ts';
import type { OrderRows } from './orders.serializers.ts';
import { escapeLike } from '../products/products.service.ts';
import { withDetails } from './order-queries.ts';

/** At least this many digits make a search term also a search in mobile numbers. */
const MIN_MOBILE_DIGITS = 3;

/**
 * Orders whose code or customer name contains the term (any case), or, when the term is a phone
 * number (Bengali digits, spaces, dashes and a +880 prefix allowed), whose mobile contains it.
 */
export function orderSearch(term: string): SQL {
  const contains = `%${escapeLike(term.toLowerCase())}%`;
  const matches = [
    sql`lower(${orders.code}) like ${contains} escape '\\'`,
    sql`lower(${orders.name}) like ${contains} escape '\\'`,
  ];
  const digits = normalizeMobile(term).replace(/^\+/u, '');
  if (/^\d+$/u.test(digits) && digits.length >= MIN_MOBILE_DIGITS)
    matches.push(sql`${orders.mobile} like ${`%${digits}%`}`);
  return or(...matches)!;
}

/** A page of the tab's orders (ongoing: pending to shipped; completed: delivered, completed, canceled), newest first. */
export async function listAdminOrders(
  db: Database,
  shopId: number,
  query: AdminOrderListQuery,
): Promise<Page<OrderRows>> {
  const where = and(
    eq(orders.shopId, shopId),
    inArray(orders.status, [...orderTabStatuses[query.tab]]),
    query.search === undefined ? undefined : orderSearch(query.search),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows: await withDetails(db, rows), total: counted?.total ?? 0 };
}
