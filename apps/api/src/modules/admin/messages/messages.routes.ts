import { Hono } from 'hono';
import * as v from 'valibot';
import { messageBodySchema, messageSchema, messageThreadSchema, type MessageThread } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { created, ok } from '../../../lib/envelope.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeMessage } from '../../../serializers/message.ts';
import { adminDoc } from '../admin-doc.ts';
import { customerIdParamSchema } from '../admin-params.ts';
import { listThreads, readCustomerThread, sendShopMessage, THREAD_MESSAGES_LIMIT, THREADS_LIMIT, type ThreadRow } from './messages.service.ts';

function serializeThread(row: ThreadRow): MessageThread {
  return { customer: row.customer, last_message: serializeMessage(row.lastMessage), unread_count: row.unreadCount };
}

export const adminMessagesRoutes = new Hono<AppEnv>()
  .get(
    '/messages',
    adminDoc({
      summary: 'Chat threads, one per customer, latest first',
      description: `The ${THREADS_LIMIT} most recent threads, each with its last message and the customer's unread count.`,
      data: v.array(messageThreadSchema),
    }),
    requireAdmin,
    async (c) => ok(c, (await listThreads(c.get('db'), c.get('admin').shopId)).map(serializeThread)),
  )
  .get(
    '/messages/:customer_id',
    adminDoc({
      summary: "A customer's thread, oldest first; reading marks the customer's messages read",
      description: `The latest ${THREAD_MESSAGES_LIMIT} messages.`,
      data: v.array(messageSchema),
      errors: [404, 422],
    }),
    requireAdmin,
    validate('param', customerIdParamSchema),
    async (c) => {
      const rows = await readCustomerThread(c.get('db'), c.get('admin').shopId, c.req.valid('param').customer_id);
      return ok(c, rows.map(serializeMessage));
    },
  )
  .post(
    '/messages/:customer_id',
    adminDoc({ summary: 'Write to a customer', data: messageSchema, status: 201, errors: [404, 422] }),
    requireAdmin,
    validate('param', customerIdParamSchema),
    validate('json', messageBodySchema),
    async (c) => {
      const row = await sendShopMessage(c.get('db'), c.get('admin').shopId, c.req.valid('param').customer_id, c.req.valid('json').body);
      return created(c, serializeMessage(row), 'Message sent');
    },
  );
