import type { Message, MessageThread } from '@haat/domain/schemas';
import type { MessageRow } from '../../platform/db/rows.ts';
import type { ThreadRow } from './messages.admin.service.ts';

/** A chat message between a customer and the shop. */
export function serializeMessage(row: MessageRow): Message {
  return {
    id: row.id,
    customer_id: row.customerId,
    sender: row.sender as Message['sender'],
    body: row.body,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A customer's conversation in the shop's inbox: the last message and how many the shop has not read. */
export function serializeThread(row: ThreadRow): MessageThread {
  return { customer: row.customer, last_message: serializeMessage(row.lastMessage), unread_count: row.unreadCount };
}
