import * as customerEndpoints from '@haat/api-contract/customer';
import { ContractRouter } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { serializeCustomer } from './customers.serializers.ts';
import { accountKey } from './customers.auth.service.ts';
import { changePassword, getCustomer, updateCustomer } from './customers.service.ts';

/** Shop base (`/api/shop`): the signed-in customer's own account. */
export const customerRoutes = new ContractRouter()
  .endpoint(customerEndpoints.getMe, async (c) =>
    ok(c, serializeCustomer(await getCustomer(c.get('db'), c.get('customer')))),
  )
  .endpoint(customerEndpoints.updateMe, async (c) =>
    ok(c, serializeCustomer(await updateCustomer(c.get('db'), c.get('customer'), c.req.valid('json'))), 'Updated'),
  )
  .endpoint(customerEndpoints.changePassword, async (c) => {
    const { customer } = c.var;
    // Guessing the current password is a login attempt on the account.
    const account = accountKey(customer.shopId, customer.mobile);
    await c.get('rateLimits').login.consume(c, account);
    await changePassword(c.get('db'), customer, c.req.valid('json'));
    await c.get('rateLimits').login.resetAccount(account);
    return ok(c, null, 'Password changed');
  });
