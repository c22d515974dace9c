import * as customerEndpoints from '@haat/api-contract/customer';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { serializeAddress } from './addresses.serializers.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';

/** Shop base (`/api/shop`): the customer's saved addresses (exactly one default while there are any). */
export const addressesCustomerRoutes = new ContractRouter()
  .endpoint(customerEndpoints.listAddresses, async (c) =>
    ok(c, (await listAddresses(c.get('db'), c.get('customer'))).map(serializeAddress)),
  )
  .endpoint(customerEndpoints.createAddress, async (c) =>
    created(c, serializeAddress(await createAddress(c.get('db'), c.get('customer'), c.req.valid('json')))),
  )
  .endpoint(customerEndpoints.updateAddress, async (c) => {
    const row = await updateAddress(c.get('db'), c.get('customer'), c.req.valid('param').id, c.req.valid('json'));
    return ok(c, serializeAddress(row), 'Updated');
  })
  .endpoint(customerEndpoints.deleteAddress, async (c) => {
    await deleteAddress(c.get('db'), c.get('customer'), c.req.valid('param').id);
    return ok(c, null, 'Deleted');
  });
