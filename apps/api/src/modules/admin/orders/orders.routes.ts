import { Hono } from 'hono';
import { adminOrderListQuerySchema, orderSchema, orderStatusBodySchema, paginatorSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { ok } from '../../../lib/envelope.ts';
import { paginator } from '../../../lib/paginate.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeOrder } from '../../../serializers/order.ts';
import { changeStatus } from '../../orders/order-lifecycle.ts';
import { loadOrder } from '../../orders/order-queries.ts';
import { adminDoc } from '../admin-doc.ts';
import { idParamSchema } from '../admin-params.ts';
import { listAdminOrders } from './orders.service.ts';

export const adminOrdersRoutes = new Hono<AppEnv>()
  .get(
    '/orders',
    adminDoc({
      summary: "A page of the shop's orders in a tab (ongoing or completed), newest first; `search` matches code, name or mobile",
      data: paginatorSchema(orderSchema),
      errors: [422],
    }),
    requireAdmin,
    validate('query', adminOrderListQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const result = await listAdminOrders(c.get('db'), c.get('admin').shopId, query);
      return ok(c, paginator(result.rows.map((rows) => serializeOrder(rows, c.get('storage'))), result.total, query));
    },
  )
  .get(
    '/orders/:id',
    adminDoc({ summary: 'An order with its lines and status history', data: orderSchema, errors: [404, 422] }),
    requireAdmin,
    validate('param', idParamSchema),
    async (c) => {
      const rows = await loadOrder(c.get('db'), c.get('admin').shopId, c.req.valid('param').id);
      return ok(c, serializeOrder(rows, c.get('storage')));
    },
  )
  .patch(
    '/orders/:id/status',
    adminDoc({
      summary: 'Move an order along its lifecycle (an illegal change is 409; cancelling gives the stock back)',
      data: orderSchema,
      errors: [404, 409, 422],
    }),
    requireAdmin,
    validate('param', idParamSchema),
    validate('json', orderStatusBodySchema),
    async (c) => {
      const rows = await changeStatus(c.get('db'), c.get('admin').shopId, c.req.valid('param').id, c.req.valid('json').status);
      return ok(c, serializeOrder(rows, c.get('storage')), 'Order status changed');
    },
  );
