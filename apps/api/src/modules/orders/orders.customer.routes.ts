import * as customerEndpoints from '@haat/api-contract/customer';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { paginator } from '../../platform/http/paginate.ts';
import { serializeOrder } from './orders.serializers.ts';
import { listCustomerOrders } from './orders.customer.service.ts';

/** Shop base (`/api/shop`): the customer's order history. */
export const ordersCustomerRoutes = new ContractRouter().endpoint(customerEndpoints.listOrders, async (c) => {
  const page = c.req.valid('query');
  const result = await listCustomerOrders(c.get('db'), c.get('customer'), page);
  return ok(
    c,
    paginator(
      result.rows.map((rows) => serializeOrder(rows, c.get('storage'))),
      result.total,
      page,
    ),
  );
});
