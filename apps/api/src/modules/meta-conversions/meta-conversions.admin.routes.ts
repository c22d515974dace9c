import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { secretBoxOf } from '../shipments/courier-accounts.service.ts';
import { readMetaConversions, saveMetaConversions } from './meta-conversions.service.ts';

/** Admin v3 base (`/api/admin/v3`): the shop's Meta Conversions API token and its state (decision 219). */
export const metaConversionsAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.getMetaConversions, async (c) =>
    ok(c, await readMetaConversions(c.get('db'), c.get('admin').shopId)),
  )
  .endpoint(adminEndpoints.saveMetaConversions, async (c) =>
    ok(
      c,
      await saveMetaConversions(c.get('db'), secretBoxOf(c.get('config')), c.get('admin').shopId, c.req.valid('json')),
    ),
  );
