import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { listThreads, readCustomerThread, sendShopMessage } from './messages.admin.service.ts';
import { serializeMessage, serializeThread } from './messages.serializers.ts';

/** Admin v3 base (`/api/admin/v3`): the shop's side of its chats with customers. */
export const messagesAdminRoutes = new ContractRouter()
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
