import * as v from 'valibot';
import { idSchema, orNull, timestampSchema } from './wire.ts';

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

/** Why the last DNS check found no proof of a domain. */
export const domainCheckErrors = ['not_found', 'wrong_value', 'dns_error'] as const;

/**
 * The shop's own domain as its owner sees it (`/online-shop/domain`): the record, and the DNS steps
 * that prove it: a TXT record, or a CNAME to the platform's host.
 */
export const ownDomainSchema = v.object({
  ...domainRecordSchema.entries,
  txt_record: v.object({ name: v.string(), value: v.string() }),
  cname_target: v.string(),
  last_checked_at: orNull(timestampSchema),
  check_error: orNull(v.picklist(domainCheckErrors)),
});
export type OwnDomain = v.InferOutput<typeof ownDomainSchema>;
