/**
 * The owner's view of the shop's customers (issue 32): the list, a customer's page, the owner's note,
 * tags and block, and the export. A customer is a mobile number of the shop (orders or an account); a
 * number the shop never saw is not found, like another shop's customer.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { orderOpsSettingsOf } from '@haat/domain/order-ops';
import {
  CUSTOMERS_EXPORT_MAX,
  THREAD_MESSAGES_LIMIT,
  type ShopCustomer,
  type ShopCustomerDetail,
  type ShopCustomerListQuery,
  type ShopCustomerUpdate,
} from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { messages, orders, shopCustomers } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { offsetOf, type Page } from '../../platform/http/paginate.ts';
import { taka } from '../../platform/money.ts';
import { serializeMessage } from '../messages/messages.serializers.ts';
import { riskHistories, riskOf, serializeCodRisk } from '../orders/cod-risk.service.ts';
import {
  countCustomers,
  selectCustomers,
  selectOwnerFacts,
  type CustomerAggregate,
  type CustomerFilter,
} from './shop-customers.queries.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** Customers whose risk and owner's facts the export reads at once. */
const EXPORT_CHUNK = 1000;

/** The aggregates with the risk (as the to-confirm queue computes it) and the owner's facts. */
async function withRiskAndFacts(
  db: Database,
  shopId: number,
  aggregates: readonly CustomerAggregate[],
): Promise<ShopCustomer[]> {
  const mobiles = aggregates.map((row) => row.mobile);
  const [histories, facts] = await Promise.all([
    riskHistories(db, shopId, mobiles),
    selectOwnerFacts(db, shopId, mobiles),
  ]);
  const { cod_risk: settings } = orderOpsSettingsOf(histories.settings);
  return aggregates.map((row) => {
    const input = histories.byMobile.get(row.mobile) ?? {};
    const fact = facts.get(row.mobile);
    return {
      mobile: row.mobile,
      name: row.name,
      customer_id: row.customerId,
      orders_count: row.ordersCount,
      delivered_count: row.deliveredCount,
      returned_count: row.returnedCount,
      cancelled_count: row.cancelledCount,
      total_spent: taka(row.spentPaisa),
      last_order_at: row.lastOrderAt?.toISOString() ?? null,
      cod_risk: serializeCodRisk(riskOf(input, settings), input),
      note: fact?.note ?? null,
      tags: fact?.tags ?? [],
      blocked_at: fact?.blockedAt?.toISOString() ?? null,
    };
  });
}

/** A page of the shop's customers, the latest buyer first. */
export async function listShopCustomers(
  db: Database,
  shopId: number,
  query: ShopCustomerListQuery,
): Promise<Page<ShopCustomer>> {
  const filter: CustomerFilter = { search: query.search, tag: query.tag, blocked: query.blocked };
  const offset = offsetOf(query);
  const { rows, total } = await selectCustomers(db, shopId, filter, { limit: query.per_page, offset });
  return {
    rows: await withRiskAndFacts(db, shopId, rows),
    total: total ?? (offset === 0 ? 0 : await countCustomers(db, shopId, filter)),
  };
}

/** Every customer matching the filters for the export (at most CUSTOMERS_EXPORT_MAX, the latest buyers). */
export async function exportShopCustomers(
  db: Database,
  shopId: number,
  filter: CustomerFilter,
): Promise<ShopCustomer[]> {
  const { rows } = await selectCustomers(db, shopId, filter, { limit: CUSTOMERS_EXPORT_MAX, offset: 0 });
  // In chunks: the risk statement names each number three times, and a statement takes at most 65,535 parameters.
  const customers: ShopCustomer[] = [];
  for (let start = 0; start < rows.length; start += EXPORT_CHUNK)
    customers.push(...(await withRiskAndFacts(db, shopId, rows.slice(start, start + EXPORT_CHUNK))));
  return customers;
}

/** The customer with this number, or 404 when the shop never saw it. */
export async function shopCustomer(db: Database, shopId: number, mobile: string): Promise<ShopCustomer> {
  const {
    rows: [row],
  } = await selectCustomers(db, shopId, { mobile }, { limit: 1, offset: 0 });
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  const [customer] = await withRiskAndFacts(db, shopId, [row]);
  return customer!;
}

/** A customer's page: the summary, every order newest first, and the thread when the number has an account. */
export async function shopCustomerDetail(db: Database, shopId: number, mobile: string): Promise<ShopCustomerDetail> {
  const customer = await shopCustomer(db, shopId, mobile);
  const [orderRows, messageRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        code: orders.code,
        status: orders.status,
        totalPaisa: orders.totalPaisa,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.mobile, mobile)))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    customer.customer_id === null
      ? Promise.resolve([])
      : db
          .select()
          .from(messages)
          .where(and(eq(messages.shopId, shopId), eq(messages.customerId, customer.customer_id)))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(THREAD_MESSAGES_LIMIT),
  ]);
  return {
    customer,
    orders: orderRows.map((order) => ({
      id: order.id,
      code: order.code,
      status: order.status,
      total: taka(order.totalPaisa),
      created_at: order.createdAt.toISOString(),
    })),
    messages: messageRows.reverse().map(serializeMessage),
  };
}

/** Saves what the owner sent (note, tags, block) of a customer of the shop; answers the customer. */
export async function updateShopCustomer(
  db: Database,
  shopId: number,
  mobile: string,
  update: ShopCustomerUpdate,
  now = new Date(),
): Promise<ShopCustomer> {
  await shopCustomer(db, shopId, mobile);
  const blockedAt = update.blocked === undefined ? undefined : update.blocked ? now : null;
  const set = {
    ...(update.note === undefined ? {} : { note: update.note }),
    ...(update.tags === undefined ? {} : { tags: update.tags }),
    // Blocking a blocked number keeps when it was first blocked.
    ...(blockedAt === undefined
      ? {}
      : {
          blockedAt:
            blockedAt === null
              ? null
              : sql`coalesce(${shopCustomers.blockedAt}, ${blockedAt.toISOString()}::timestamptz)`,
        }),
    updatedAt: now,
  };
  await db
    .insert(shopCustomers)
    .values({
      shopId,
      mobile,
      note: update.note ?? null,
      tags: update.tags ?? [],
      blockedAt: blockedAt ?? null,
    })
    .onConflictDoUpdate({ target: [shopCustomers.shopId, shopCustomers.mobile], set });
  return shopCustomer(db, shopId, mobile);
}
