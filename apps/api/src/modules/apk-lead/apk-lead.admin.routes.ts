import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { serializeApkLead } from './apk-lead.serializers.ts';
import { findApkLead, saveApkLead } from './apk-lead.service.ts';

/** Admin v3 base (`/api/admin/v3`): the shop's request for an app of its own. */
export const apkLeadAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.getApkLead, async (c) => {
    const lead = await findApkLead(c.get('db'), c.get('admin').shopId);
    return ok(c, lead && serializeApkLead(lead));
  })
  .endpoint(adminEndpoints.requestApk, async (c) => {
    const { lead, created: isNew } = await saveApkLead(c.get('db'), c.get('admin').shopId, c.req.valid('json'));
    return isNew
      ? created(c, serializeApkLead(lead), 'App requested')
      : ok(c, serializeApkLead(lead), 'App request updated');
  });
