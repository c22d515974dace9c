import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { paginator } from '../../platform/http/paginate.ts';
import { serializeSmsLogEntry } from './sms.serializers.ts';
import { getSmsSettings, listSmsLog, listSmsTemplates, saveSmsTemplate, updateSmsSettings } from './sms.service.ts';

/** Admin v3 base (`/api/admin/v3`): the shop's order SMS texts, switches, budget and log. */
export const smsAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.listSmsTemplates, async (c) =>
    ok(c, await listSmsTemplates(c.get('db'), c.get('admin').shopId)),
  )
  .endpoint(adminEndpoints.saveSmsTemplate, async (c) =>
    ok(c, await saveSmsTemplate(c.get('db'), c.get('admin').shopId, c.req.valid('json')), 'SMS text saved'),
  )
  .endpoint(adminEndpoints.getSmsSettings, async (c) => ok(c, await getSmsSettings(c.get('db'), c.get('admin').shopId)))
  .endpoint(adminEndpoints.updateSmsSettings, async (c) =>
    ok(c, await updateSmsSettings(c.get('db'), c.get('admin').shopId, c.req.valid('json')), 'SMS settings saved'),
  )
  .endpoint(adminEndpoints.listSmsLog, async (c) => {
    const query = c.req.valid('query');
    const { usage, page } = await listSmsLog(c.get('db'), c.get('admin').shopId, query);
    return ok(c, { usage, log: paginator(page.rows.map(serializeSmsLogEntry), page.total, query) });
  });
