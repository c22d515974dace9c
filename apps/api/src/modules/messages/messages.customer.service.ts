import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { messages } from '../../platform/db/schema.ts';
import type { MessageRow } from '../../platform/db/rows.ts';
import type { CustomerIdentity } from '../../platform/auth/customer-session.ts';
import { THREAD_LIMIT } from '@haat/domain/schemas';

const threadOf = (who: CustomerIdentity) => and(eq(messages.shopId, who.shopId), eq(messages.customerId, who.id));

/** The customer's thread with the shop, oldest first; the shop's unread messages become read. */
export async function readThread(db: Database, who: CustomerIdentity, now = new Date()): Promise<MessageRow[]> {
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(threadOf(who), eq(messages.sender, 'shop'), isNull(messages.readAt)));
  const latest = await db
    .select()
    .from(messages)
    .where(threadOf(who))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_LIMIT);
  return latest.reverse();
}

export async function sendCustomerMessage(db: Database, who: CustomerIdentity, body: string): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({ shopId: who.shopId, customerId: who.id, sender: 'customer', body })
    .returning();
  return row!;
}
