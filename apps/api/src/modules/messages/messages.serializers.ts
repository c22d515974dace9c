import type { Message } from '@haat/domain/schemas';
import type { MessageRow } from '../../db/rows.ts';

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
