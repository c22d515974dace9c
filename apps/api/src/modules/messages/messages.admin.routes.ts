import * as adminEndpoints from '@haat/api-contract/admin';
import { type MessageThread } from '@haat/domain/schemas';
import { ContractRouter } from '../../lib/contract-route.ts';
import { created, ok } from '../../lib/envelope.ts';
import { serializeMessage } from './messages.serializers.ts';
import { listThreads, readCustomerThread, sendShopMessage, type ThreadRow } from './messages.admin.service.ts';

function serializeThread(row: ThreadRow): MessageThread {
  return { customer: row.customer, last_message: serializeMessage(row.lastMessage), unread_count: row.unreadCount };
}

export const adminMessagesRoutes = new ContractRouter()
  .endpoint(adminEndpoints.listMessageThreads, async (c) =>
    ok(c, (await listThreads(c.get('db'), c.get('admin').shopId)).map(serializeThread)),
  )
  .endpoint(adminEndpoints.listMessages, async (c) => {
    const rows = await readCustomerThread(c.get('db'), c.get('admin').shopId, c.req.valid('param').customer_id);
    return ok(c, rows.map(serializeMessage));
  })
  .endpoint(adminEndpoints.sendMessage, async (c) => {
    const row = await sendShopMessage(
      c.get('db'),
      c.get('admin').shopId,
      c.req.valid('param').customer_id,
      c.req.valid('json').body,
    );
    return created(c, serializeMessage(row), 'Message sent');
  });
