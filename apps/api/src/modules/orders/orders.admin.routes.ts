import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { paginator } from '../../platform/http/paginate.ts';
import { serializeAdminOrder } from './orders.serializers.ts';
import { changeStatus } from './order-lifecycle.ts';
import { loadOrder } from './order-queries.ts';
import { listAdminOrders } from './orders.admin.service.ts';
import { ordersCsv } from './orders.export.ts';
import { changeStatusMany, listOrdersToConfirm, orderCodRisk } from './orders.confirm.service.ts';
import { readOrderSettings, saveOrderSettings } from './order-settings.service.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import type { OrderSmsDeps } from '../sms/order-sms.service.ts';

/** Where a status change's SMS is queued. */
const orderSms = (c: { get: Context<AppEnv>['get'] }): OrderSmsDeps => ({
  jobs: c.get('jobs'),
  config: c.get('config'),
});

/** Admin v3 base (`/api/admin/v3`): the shop's orders, their status changes, the to-confirm queue and the order settings. */
export const ordersAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.listOrders, async (c) => {
    const query = c.req.valid('query');
    const result = await listAdminOrders(c.get('db'), c.get('admin').shopId, query);
    return ok(
      c,
      paginator(
        result.rows.map((rows) => serializeAdminOrder(rows, c.get('storage'))),
        result.total,
        query,
      ),
    );
  })
  .endpoint(adminEndpoints.exportOrders, async (c) => {
    const range = c.req.valid('query');
    return c.body(await ordersCsv(c.get('db'), c.get('admin').shopId, range), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${range.from}-${range.to}.csv"`,
    });
  })
  .endpoint(adminEndpoints.getOrder, async (c) => {
    const rows = await loadOrder(c.get('db'), c.get('admin').shopId, c.req.valid('param').id);
    return ok(c, serializeAdminOrder(rows, c.get('storage')));
  })
  .endpoint(adminEndpoints.updateOrderStatus, async (c) => {
    const rows = await changeStatus(
      c.get('db'),
      c.get('admin').shopId,
      c.req.valid('param').id,
      c.req.valid('json').status,
      { restock: c.req.valid('json').restock, sms: orderSms(c) },
    );
    return ok(c, serializeAdminOrder(rows, c.get('storage')), 'Order status changed');
  })
  // ---- confirming (issue 17) ----
  .endpoint(adminEndpoints.listOrdersToConfirm, async (c) => {
    const query = c.req.valid('query');
    const page = await listOrdersToConfirm(c.get('db'), c.get('admin').shopId, query);
    return ok(c, paginator(page.rows, page.total, query));
  })
  .endpoint(adminEndpoints.confirmOrder, async (c) => {
    const rows = await changeStatus(c.get('db'), c.get('admin').shopId, c.req.valid('param').id, 'accepted', {
      sms: orderSms(c),
    });
    return ok(c, serializeAdminOrder(rows, c.get('storage')), 'Order confirmed');
  })
  .endpoint(adminEndpoints.cancelOrder, async (c) => {
    const { reason } = c.req.valid('json');
    const rows = await changeStatus(c.get('db'), c.get('admin').shopId, c.req.valid('param').id, 'canceled', {
      note: reason,
      sms: orderSms(c),
    });
    return ok(c, serializeAdminOrder(rows, c.get('storage')), 'Order cancelled');
  })
  .endpoint(adminEndpoints.bulkConfirmOrders, async (c) => {
    const { ids } = c.req.valid('json');
    return ok(
      c,
      await changeStatusMany(c.get('db'), c.get('admin').shopId, ids, 'accepted', {
        refuseHeld: true,
        sms: orderSms(c),
      }),
    );
  })
  .endpoint(adminEndpoints.bulkUpdateOrderStatus, async (c) => {
    const { ids, status, reason, restock } = c.req.valid('json');
    return ok(
      c,
      await changeStatusMany(c.get('db'), c.get('admin').shopId, ids, status, {
        note: reason ?? null,
        restock,
        refuseHeld: true,
        sms: orderSms(c),
      }),
    );
  })
  .endpoint(adminEndpoints.getOrderCodRisk, async (c) =>
    ok(c, await orderCodRisk(c.get('db'), c.get('admin').shopId, c.req.valid('param').id)),
  )
  .endpoint(adminEndpoints.getOrderSettings, async (c) =>
    ok(c, await readOrderSettings(c.get('db'), c.get('admin').shopId)),
  )
  .endpoint(adminEndpoints.updateOrderSettings, async (c) =>
    ok(c, await saveOrderSettings(c.get('db'), c.get('admin').shopId, c.req.valid('json')), 'Settings saved'),
  );
