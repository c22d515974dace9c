import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { serializeDashboard } from './dashboard.serializers.ts';
import { getDashboard } from './dashboard.service.ts';

/** Admin v3 base (`/api/admin/v3`): the shop's figures at a glance. */
export const dashboardAdminRoutes = new ContractRouter().endpoint(adminEndpoints.getDashboard, async (c) =>
  ok(c, serializeDashboard(await getDashboard(c.get('db'), c.get('admin').shopId))),
);
