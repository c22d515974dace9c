import * as v from 'valibot';
import { idSchema, timestampSchema } from './wire.ts';

export const sslStatuses = ['verified', 'pending'] as const;

/** A custom domain and the shop it serves (`GET {v2}/getDomainInfo`, admin `GET /online-shop/domain`). */
export const domainRecordSchema = v.object({
  id: idSchema,
  domain: v.string(),
  slug: v.string(),
  shop_id: idSchema,
  verified: v.boolean(),
  ssl_status: v.picklist(sslStatuses),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type DomainRecord = v.InferOutput<typeof domainRecordSchema>;
