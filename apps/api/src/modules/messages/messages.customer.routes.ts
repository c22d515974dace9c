import * as customerEndpoints from '@haat/api-contract/customer';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { serializeMessage } from './messages.serializers.ts';
import { readThread, sendCustomerMessage } from './messages.customer.service.ts';

/** Shop base (`/api/shop`): the customer's chat with the shop. */
export const messagesCustomerRoutes = new ContractRouter()
  .endpoint(customerEndpoints.listMessages, async (c) =>
    ok(c, (await readThread(c.get('db'), c.get('customer'))).map(serializeMessage)),
  )
  .endpoint(customerEndpoints.sendMessage, async (c) => {
    const customer = c.get('customer');
    await c.get('rateLimits').chat.consume(c, String(customer.id));
    return created(c, serializeMessage(await sendCustomerMessage(c.get('db'), customer, c.req.valid('json').body)));
  });
