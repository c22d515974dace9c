import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { customers, messages } from '../../platform/db/schema.ts';
import type { MessageRow } from '../../platform/db/rows.ts';
import { notFound } from '../../platform/http/errors.ts';
import { THREADS_LIMIT, THREAD_MESSAGES_LIMIT } from '@haat/domain/schemas';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

export interface ThreadRow {
  customer: { id: number; name: string; mobile: string };
  lastMessage: MessageRow;
  unreadCount: number;
}

/** One entry per customer with messages: the last message and how many of theirs the shop has not read; latest first. */
export async function listThreads(db: Database, shopId: number): Promise<ThreadRow[]> {
  const latest = db
    .selectDistinctOn([messages.customerId])
    .from(messages)
    .where(eq(messages.shopId, shopId))
    .orderBy(messages.customerId, desc(messages.createdAt), desc(messages.id))
    .as('latest');
  const rows = await db
    .select({
      lastMessage: {
        id: latest.id,
        shopId: latest.shopId,
        customerId: latest.customerId,
        sender: latest.sender,
        body: latest.body,
        readAt: latest.readAt,
        createdAt: latest.createdAt,
      },
      customer: { id: customers.id, name: customers.name, mobile: customers.mobile },
    })
    .from(latest)
    .innerJoin(customers, and(eq(customers.id, latest.customerId), eq(customers.shopId, shopId)))
    .orderBy(desc(latest.createdAt), desc(latest.id))
    .limit(THREADS_LIMIT);
  if (rows.length === 0) return [];

  const unread = await db
    .select({ customerId: messages.customerId, total: count() })
    .from(messages)
    .where(
      and(
        eq(messages.shopId, shopId),
        inArray(
          messages.customerId,
          rows.map((row) => row.customer.id),
        ),
        eq(messages.sender, 'customer'),
        isNull(messages.readAt),
      ),
    )
    .groupBy(messages.customerId);
  const unreadBy = new Map(unread.map((row) => [row.customerId, row.total]));
  return rows.map((row) => ({ ...row, unreadCount: unreadBy.get(row.customer.id) ?? 0 }));
}

/** The shop's customer with this id, or 404 (also for another shop's customer). */
async function requireShopCustomer(db: Database, shopId: number, customerId: number): Promise<void> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.shopId, shopId)))
    .limit(1);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
}

const threadOf = (shopId: number, customerId: number) =>
  and(eq(messages.shopId, shopId), eq(messages.customerId, customerId));

/** A customer's thread, oldest first; the customer's unread messages become read. */
export async function readCustomerThread(
  db: Database,
  shopId: number,
  customerId: number,
  now = new Date(),
): Promise<MessageRow[]> {
  await requireShopCustomer(db, shopId, customerId);
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(threadOf(shopId, customerId), eq(messages.sender, 'customer'), isNull(messages.readAt)));
  const latest = await db
    .select()
    .from(messages)
    .where(threadOf(shopId, customerId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_MESSAGES_LIMIT);
  return latest.reverse();
}

export async function sendShopMessage(
  db: Database,
  shopId: number,
  customerId: number,
  body: string,
): Promise<MessageRow> {
  await requireShopCustomer(db, shopId, customerId);
  const [row] = await db.insert(messages).values({ shopId, customerId, sender: 'shop', body }).returning();
  return row!;
}
