import type { Notification } from '@haat/domain/schemas';

/** A status change of a customer's order (a row of order_status_history with its order's code). */
export interface NotificationRow {
  id: number;
  orderCode: string;
  status: string;
  createdAt: Date;
}

export function serializeNotification(row: NotificationRow): Notification {
  return { id: row.id, order_code: row.orderCode, status: row.status, created_at: row.createdAt.toISOString() };
}
