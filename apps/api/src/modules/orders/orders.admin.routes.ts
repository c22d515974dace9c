import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { paginator } from '../../lib/paginate.ts';
import { serializeOrder } from './orders.serializers.ts';
import { changeStatus } from './order-lifecycle.ts';
import { loadOrder } from './order-queries.ts';
import { listAdminOrders } from './orders.admin.service.ts';

/** Admin v3 base (`/api/admin/v3`): the shop's orders and their status changes. */
export const ordersAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.listOrders, async (c) => {
    const query = c.req.valid('query');
    const result = await listAdminOrders(c.get('db'), c.get('admin').shopId, query);
    return ok(
      c,
      paginator(
        result.rows.map((rows) => serializeOrder(rows, c.get('storage'))),
        result.total,
        query,
      ),
    );
  })
  .endpoint(adminEndpoints.getOrder, async (c) => {
    const rows = await loadOrder(c.get('db'), c.get('admin').shopId, c.req.valid('param').id);
    return ok(c, serializeOrder(rows, c.get('storage')));
  })
  .endpoint(adminEndpoints.updateOrderStatus, async (c) => {
    const rows = await changeStatus(
      c.get('db'),
      c.get('admin').shopId,
      c.req.valid('param').id,
      c.req.valid('json').status,
      { restock: c.req.valid('json').restock, sms: { jobs: c.get('jobs'), config: c.get('config') } },
    );
    return ok(c, serializeOrder(rows, c.get('storage')), 'Order status changed');
  });
