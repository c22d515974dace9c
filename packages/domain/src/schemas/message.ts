import * as v from 'valibot';
import { countSchema, idSchema, orNull, timestampSchema } from './wire.ts';
import { requestBody, requiredText } from './rules.ts';

export const messageSenders = ['customer', 'shop'] as const;

/** One chat message between a customer and the shop. */
export const messageSchema = v.object({
  id: idSchema,
  customer_id: idSchema,
  sender: v.picklist(messageSenders),
  body: v.string(),
  read_at: orNull(timestampSchema),
  created_at: timestampSchema,
});
export type Message = v.InferOutput<typeof messageSchema>;

/** A customer's thread as listed in the admin. */
export const messageThreadSchema = v.object({
  customer: v.object({ id: idSchema, name: v.string(), mobile: v.string() }),
  last_message: messageSchema,
  unread_count: countSchema,
});
export type MessageThread = v.InferOutput<typeof messageThreadSchema>;

export const MESSAGE_MAX_LENGTH = 2000;

/** A customer's thread (`GET /customer/messages`) answers its latest this many messages. */
export const THREAD_LIMIT = 200;
/** The admin's thread list (`GET /messages`) answers the most recent this many threads. */
export const THREADS_LIMIT = 100;
/** A thread in the admin (`GET /messages/{customer_id}`) answers its latest this many messages. */
export const THREAD_MESSAGES_LIMIT = 200;

export const messageBodySchema = requestBody({ body: requiredText({ max: MESSAGE_MAX_LENGTH }) });
export type MessageBody = v.InferOutput<typeof messageBodySchema>;
