import { Hono } from 'hono';
import { orderSchema, paginationQuerySchema, paginatorSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { ok } from '../../lib/envelope.ts';
import { describe } from '../../lib/openapi.ts';
import { paginator } from '../../lib/paginate.ts';
import { validate } from '../../lib/validate.ts';
import { serializeOrder } from '../../serializers/order.ts';
import { requireShopCustomer } from './customer-access.ts';
import { listCustomerOrders } from './customer-orders.service.ts';

/** Shop base (`/api/shop`): the customer's order history. */
export const customerOrdersRoutes = new Hono<AppEnv>().get(
  '/customer/orders',
  describe({
    tags: ['customer'],
    summary: "A page of the customer's orders, newest first",
    description: 'Orders placed while signed in (with this customer token), with their lines and status history.',
    data: paginatorSchema(orderSchema),
    auth: 'customerToken',
    errors: [401, 422],
  }),
  requireShopCustomer,
  validate('query', paginationQuerySchema),
  async (c) => {
    const page = c.req.valid('query');
    const result = await listCustomerOrders(c.get('db'), c.get('customer'), page);
    return ok(c, paginator(result.rows.map((rows) => serializeOrder(rows, c.get('storage'))), result.total, page));
  },
);
