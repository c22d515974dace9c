import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { paginator } from '../../platform/http/paginate.ts';
import { customersCsv } from './shop-customers.csv.ts';
import {
  exportShopCustomers,
  listShopCustomers,
  shopCustomerDetail,
  updateShopCustomer,
} from './shop-customers.service.ts';

/** Admin v3 base (`/api/admin/v3`): the shop's customers by mobile number (issue 32). */
export const shopCustomersAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.listCustomers, async (c) => {
    const query = c.req.valid('query');
    const page = await listShopCustomers(c.get('db'), c.get('admin').shopId, query);
    return ok(c, paginator(page.rows, page.total, query));
  })
  .endpoint(adminEndpoints.exportCustomers, async (c) => {
    const customers = await exportShopCustomers(c.get('db'), c.get('admin').shopId, c.req.valid('query'));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(customersCsv(customers), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="customers-${day}.csv"`,
    });
  })
  .endpoint(adminEndpoints.getCustomer, async (c) =>
    ok(c, await shopCustomerDetail(c.get('db'), c.get('admin').shopId, c.req.valid('param').mobile)),
  )
  .endpoint(adminEndpoints.updateCustomer, async (c) =>
    ok(
      c,
      await updateShopCustomer(c.get('db'), c.get('admin').shopId, c.req.valid('param').mobile, c.req.valid('json')),
      'Customer saved',
    ),
  );
