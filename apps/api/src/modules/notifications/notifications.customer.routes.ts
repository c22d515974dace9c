import * as customerEndpoints from '@haat/api-contract/customer';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { serializeNotification } from './notifications.serializers.ts';
import { listNotifications } from './notifications.service.ts';

/** Shop base (`/api/shop`): what happened to the customer's orders. */
export const notificationsCustomerRoutes = new ContractRouter().endpoint(
  customerEndpoints.listNotifications,
  async (c) => ok(c, (await listNotifications(c.get('db'), c.get('customer'))).map(serializeNotification)),
);
