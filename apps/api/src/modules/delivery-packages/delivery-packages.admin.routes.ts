import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { serializeDeliveryPackage } from './delivery-packages.serializers.ts';
import {
  createDeliveryPackage,
  deleteDeliveryPackage,
  listDeliveryPackages,
  updateDeliveryPackage,
} from './delivery-packages.service.ts';

/** Admin v3 base (`/api/admin/v3`): the shop's delivery packages. */
export const deliveryPackagesAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.listDeliveryPackages, async (c) => {
    const rows = await listDeliveryPackages(c.get('db'), c.get('admin').shopId);
    return ok(c, rows.map(serializeDeliveryPackage));
  })
  .endpoint(adminEndpoints.createDeliveryPackage, async (c) => {
    const row = await createDeliveryPackage(c.get('db'), c.get('admin').shopId, c.req.valid('json'));
    return created(c, serializeDeliveryPackage(row), 'Delivery package added');
  })
  .endpoint(adminEndpoints.updateDeliveryPackage, async (c) => {
    const row = await updateDeliveryPackage(
      c.get('db'),
      c.get('admin').shopId,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return ok(c, serializeDeliveryPackage(row), 'Delivery package saved');
  })
  .endpoint(adminEndpoints.deleteDeliveryPackage, async (c) => {
    await deleteDeliveryPackage(c.get('db'), c.get('admin').shopId, c.req.valid('param').id);
    return ok(c, null, 'Delivery package deleted');
  });
