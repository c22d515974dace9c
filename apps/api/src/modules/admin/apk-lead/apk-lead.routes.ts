import { Hono } from 'hono';
import * as v from 'valibot';
import { apkLeadBodySchema, apkLeadSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { created, ok } from '../../../lib/envelope.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeApkLead } from '../../../serializers/apk-lead.ts';
import { findApkLead } from '../../shops/shops.service.ts';
import { adminDoc } from '../admin-doc.ts';
import { saveApkLead } from './apk-lead.service.ts';

export const apkLeadRoutes = new Hono<AppEnv>()
  .get(
    '/apk-lead',
    adminDoc({ summary: "The shop's request for an Android app; null when it has made none", data: v.nullable(apkLeadSchema) }),
    requireAdmin,
    async (c) => {
      const lead = await findApkLead(c.get('db'), c.get('admin').shopId);
      return ok(c, lead && serializeApkLead(lead));
    },
  )
  .post(
    '/apk-lead',
    adminDoc({
      summary: 'Ask for an Android app (201); asking again replaces the request while it is still `requested` (200), later 409',
      data: apkLeadSchema,
      status: 201,
      errors: [409, 422],
    }),
    requireAdmin,
    validate('json', apkLeadBodySchema),
    async (c) => {
      const { lead, created: isNew } = await saveApkLead(c.get('db'), c.get('admin').shopId, c.req.valid('json'));
      return isNew ? created(c, serializeApkLead(lead), 'App requested') : ok(c, serializeApkLead(lead), 'App request updated');
    },
  );
