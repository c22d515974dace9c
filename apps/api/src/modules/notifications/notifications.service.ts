import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { orders, orderStatusHistory } from '../../platform/db/schema.ts';
import type { CustomerIdentity } from '../../platform/auth/customer-session.ts';
import type { NotificationRow } from './notifications.serializers.ts';
import { NOTIFICATION_LIMIT } from '@haat/domain/schemas';

/** Status changes of the customer's orders (placement included), newest first. */
export async function listNotifications(db: Database, who: CustomerIdentity): Promise<NotificationRow[]> {
  return db
    .select({
      id: orderStatusHistory.id,
      orderCode: orders.code,
      status: orderStatusHistory.status,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .innerJoin(orders, and(eq(orders.id, orderStatusHistory.orderId), eq(orders.shopId, orderStatusHistory.shopId)))
    .where(and(eq(orders.shopId, who.shopId), eq(orders.customerId, who.id)))
    .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id))
    .limit(NOTIFICATION_LIMIT);
}
