import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { codReport, deliveryReport, productsReport, salesReport } from './reports.service.ts';

/** Admin v3 base (`/api/admin/v3`): the owner's reports (issue 32 item 2). */
export const reportsAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.getSalesReport, async (c) => {
    const { bucket, ...range } = c.req.valid('query');
    return ok(c, await salesReport(c.get('db'), c.get('admin').shopId, range, bucket));
  })
  .endpoint(adminEndpoints.getDeliveryReport, async (c) =>
    ok(c, await deliveryReport(c.get('db'), c.get('admin').shopId, c.req.valid('query'))),
  )
  .endpoint(adminEndpoints.getProductsReport, async (c) =>
    ok(c, await productsReport(c.get('db'), c.get('admin').shopId, c.req.valid('query'))),
  )
  .endpoint(adminEndpoints.getCodReport, async (c) =>
    ok(c, await codReport(c.get('db'), c.get('admin').shopId, c.req.valid('query'))),
  );
