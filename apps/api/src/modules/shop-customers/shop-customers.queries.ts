/**
 * The statements behind the owner's customer list (issue 32). A customer is a mobile number of the shop's
 * orders or of its registered accounts; every count and total is aggregated from the orders here (one
 * definition), through orders_shop_mobile_idx; the owner's own facts are rows of shop_customers.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { normalizeMobile } from '@haat/domain/phone';
import type { Database } from '../../platform/db/types.ts';
import { rowsOf } from '../../platform/db/types.ts';
import { shopCustomers } from '../../platform/db/schema.ts';
import { escapeLike } from '../products/products.service.ts';

/** At least this many digits make a search term also a search in mobile numbers (as in the orders' search). */
const MIN_MOBILE_DIGITS = 3;

/** One customer as aggregated from the orders and the accounts. */
export interface CustomerAggregate {
  mobile: string;
  name: string;
  customerId: number | null;
  ordersCount: number;
  deliveredCount: number;
  returnedCount: number;
  cancelledCount: number;
  spentPaisa: number;
  lastOrderAt: Date | null;
}

interface AggregateRow {
  mobile: string;
  name: string;
  customer_id: number | null;
  orders_count: number;
  delivered_count: number;
  returned_count: number;
  cancelled_count: number;
  spent_paisa: number;
  last_order_ms: number | null;
  total: number;
}

export interface CustomerFilter {
  /** Only this number (a customer's page). */
  mobile?: string;
  /** The list's search: a part of the name (any case) or of the number. */
  search?: string | undefined;
  /** Only numbers the owner gave this tag. */
  tag?: string | undefined;
  /** Only blocked numbers (true) or only the others (false). */
  blocked?: boolean | undefined;
}

/**
 * The customers of the shop as the CTE `people`: mobile, the account's name and id, the counts and the last order.
 * The latest order's name is read only for the rows of a page (nameOf), not aggregated for every customer.
 */
function people(shopId: number, filter: CustomerFilter): SQL {
  const onlyOrders = filter.mobile === undefined ? sql`` : sql`and o.mobile = ${filter.mobile}`;
  const onlyAccounts = filter.mobile === undefined ? sql`` : sql`and c.mobile = ${filter.mobile}`;
  return sql`
    with seen as (
      select o.mobile,
             count(*)::int as orders_count,
             (count(*) filter (where o.status in ('delivered', 'completed')))::int as delivered_count,
             (count(*) filter (where o.status = 'returned'))::int as returned_count,
             (count(*) filter (where o.status = 'canceled'))::int as cancelled_count,
             (coalesce(sum(o.total_paisa) filter (where o.status in ('delivered', 'completed')), 0))::float8 as spent_paisa,
             max(o.created_at) as last_order_at
        from orders o
       where o.shop_id = ${shopId} ${onlyOrders}
       group by o.mobile
    ),
    accounts as (
      select c.id, c.mobile, c.name from customers c where c.shop_id = ${shopId} ${onlyAccounts}
    ),
    people as (
      select coalesce(s.mobile, a.mobile) as mobile,
             a.name as account_name,
             a.id as customer_id,
             coalesce(s.orders_count, 0) as orders_count,
             coalesce(s.delivered_count, 0) as delivered_count,
             coalesce(s.returned_count, 0) as returned_count,
             coalesce(s.cancelled_count, 0) as cancelled_count,
             coalesce(s.spent_paisa, 0) as spent_paisa,
             s.last_order_at
        from seen s full join accounts a on a.mobile = s.mobile
    )`;
}

/** A customer's name: the account's when registered, else the one on the latest order. */
const nameOf = (shopId: number) => sql`coalesce(
  p.account_name,
  (select o.name from orders o where o.shop_id = ${shopId} and o.mobile = p.mobile
    order by o.created_at desc, o.id desc limit 1))`;

/**
 * The list's search as a condition on `people`: the account's name or a name on any of the number's orders contains
 * the term (any case), or the number contains its digits.
 */
function searchOf(shopId: number, search: string | undefined): SQL {
  if (search === undefined) return sql`true`;
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const matches = [
    sql`lower(p.account_name) like ${pattern} escape '\\'`,
    sql`p.mobile in (select o.mobile from orders o where o.shop_id = ${shopId} and lower(o.name) like ${pattern} escape '\\')`,
  ];
  const digits = normalizeMobile(search).replace(/^\+/u, '');
  if (/^\d+$/u.test(digits) && digits.length >= MIN_MOBILE_DIGITS) matches.push(sql`p.mobile like ${`%${digits}%`}`);
  return sql`(${sql.join(matches, sql` or `)})`;
}

/** The filters as one condition on `people`: the search, and the owner's tag and block (rows of shop_customers). */
function filterOf(shopId: number, filter: CustomerFilter): SQL {
  const facts = (condition: SQL) =>
    sql`p.mobile in (select sc.mobile from shop_customers sc where sc.shop_id = ${shopId} and ${condition})`;
  const conditions = [searchOf(shopId, filter.search)];
  if (filter.tag !== undefined) conditions.push(facts(sql`${filter.tag} = any(sc.tags)`));
  if (filter.blocked === true) conditions.push(facts(sql`sc.blocked_at is not null`));
  if (filter.blocked === false) conditions.push(sql`not ${facts(sql`sc.blocked_at is not null`)}`);
  return sql.join(conditions, sql` and `);
}

const aggregateOf = (row: AggregateRow): CustomerAggregate => ({
  mobile: row.mobile,
  name: row.name,
  customerId: row.customer_id,
  ordersCount: Number(row.orders_count),
  deliveredCount: Number(row.delivered_count),
  returnedCount: Number(row.returned_count),
  cancelledCount: Number(row.cancelled_count),
  spentPaisa: Number(row.spent_paisa),
  lastOrderAt: row.last_order_ms === null ? null : new Date(Number(row.last_order_ms)),
});

export interface CustomerRows {
  rows: CustomerAggregate[];
  /** How many match in all, counted in the same statement; null when the page is past the last one. */
  total: number | null;
}

/** The shop's customers matching `filter`, the latest buyer first (accounts that never ordered last). */
export async function selectCustomers(
  db: Database,
  shopId: number,
  filter: CustomerFilter,
  page: { limit: number; offset: number },
): Promise<CustomerRows> {
  const result = await db.execute(sql`
    ${people(shopId, filter)},
    page as (
      select p.*, (count(*) over ())::int as total
        from people p
       where ${filterOf(shopId, filter)}
       order by p.last_order_at desc nulls last, p.mobile
       limit ${page.limit} offset ${page.offset}
    )
    select p.mobile, ${nameOf(shopId)} as name, p.customer_id, p.orders_count, p.delivered_count,
           p.returned_count, p.cancelled_count, p.spent_paisa,
           (extract(epoch from p.last_order_at) * 1000)::float8 as last_order_ms, p.total
      from page p
     order by p.last_order_at desc nulls last, p.mobile`);
  const rows = rowsOf<AggregateRow>(result);
  return { rows: rows.map(aggregateOf), total: rows[0] === undefined ? null : Number(rows[0].total) };
}

/** How many customers match `filter` (for a page past the last one, which counts nothing itself). */
export async function countCustomers(db: Database, shopId: number, filter: CustomerFilter): Promise<number> {
  const result = await db.execute(sql`
    ${people(shopId, filter)}
    select count(*)::int as total from people p where ${filterOf(shopId, filter)}`);
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

/** The owner's facts about `mobiles`, by mobile. */
export async function selectOwnerFacts(db: Database, shopId: number, mobiles: readonly string[]) {
  if (mobiles.length === 0) return new Map<string, typeof shopCustomers.$inferSelect>();
  const rows = await db
    .select()
    .from(shopCustomers)
    .where(and(eq(shopCustomers.shopId, shopId), inArray(shopCustomers.mobile, [...mobiles])));
  return new Map(rows.map((row) => [row.mobile, row]));
}
