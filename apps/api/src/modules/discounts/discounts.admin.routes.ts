import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { createDiscount, deleteDiscount, listDiscounts, updateDiscount } from './discounts.service.ts';

/** Admin v3 base (`/api/admin/v3`): the shop's discounts (decision 221). */
export const discountsAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.listDiscounts, async (c) => ok(c, await listDiscounts(c.get('db'), c.get('admin').shopId)))
  .endpoint(adminEndpoints.createDiscount, async (c) =>
    created(c, await createDiscount(c.get('db'), c.get('admin').shopId, c.req.valid('json')), 'Discount added'),
  )
  .endpoint(adminEndpoints.updateDiscount, async (c) =>
    ok(
      c,
      await updateDiscount(c.get('db'), c.get('admin').shopId, c.req.valid('param').id, c.req.valid('json')),
      'Discount saved',
    ),
  )
  .endpoint(adminEndpoints.deleteDiscount, async (c) => {
    await deleteDiscount(c.get('db'), c.get('admin').shopId, c.req.valid('param').id);
    return ok(c, null, 'Discount deleted');
  });
